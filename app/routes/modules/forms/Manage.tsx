import { useState } from "react";
import { API_PATHS } from "@contract/paths.ts";
import { FormsManageScreen } from "@features/forms/FormsManageScreen.tsx";
import { useExport } from "../../../lib/download.ts";
import { useFormResponses, useFormsManagement } from "./api.ts";

/** /content/forms: center staff build forms, share their secret links and read the responses. */
export default function FormsManage() {
  const { list, save, setStatus, regenerate, remove } = useFormsManagement();
  const [openId, setOpenId] = useState<string | null>(null);
  const responses = useFormResponses(openId);
  const exportCsv = useExport(API_PATHS.formResponsesExport, "formulierantwoorden.csv");
  return (
    <FormsManageScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      forms={list.data ?? []}
      // The visitor's address on this center's own host (the page is served there).
      linkFor={(token) => `${window.location.origin}/forms/${token}`}
      onSave={save}
      onSetStatus={setStatus}
      onRegenerate={regenerate}
      onDelete={async (form) => {
        await remove(form);
      }}
      onOpenResponses={(form) => {
        setOpenId(form?.id ?? null);
        if (form && responses.isError) void responses.refetch();
      }}
      responses={
        openId
          ? {
              formId: openId,
              state: responses.isPending ? "loading" : responses.isError ? "failed" : "ready",
              replies: responses.data?.replies ?? [],
              total: responses.data?.total ?? 0,
            }
          : undefined
      }
      onExport={(form) => exportCsv({ filter: { form_id_eq: form.id } })}
      onRetry={() => void list.refetch()}
    />
  );
}
