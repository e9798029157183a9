import { useTranslation } from "react-i18next";
import { ApplyPanel } from "@features/applications/ApplyPanel.tsx";
import { openApplication } from "@features/applications/model.ts";
import { useToast } from "@ui/Toast/queue.tsx";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useServices } from "../../../services.tsx";
import { createApplication, useApplicationsList, useInvalidateApplications, withdrawApplication } from "./api.ts";

/**
 * The apply action on a public vacancy page for a signed-in user: the user's open application
 * to this vacancy (status, link, 'Terugtrekken'), or 'Reageer' with the application form.
 */
export function ApplyAction({ vacancyId, vacancyTitle }: { vacancyId: string; vacancyTitle: string }) {
  const { client } = useServices();
  const { t } = useTranslation("applications");
  const { toast } = useToast();
  const invalidate = useInvalidateApplications();
  // The user's own applications to this vacancy: at most one is open (the database enforces it).
  const mine = useApplicationsList(client, { vacancyId, mine: true, pageSize: 10 });
  const existing = openApplication(mine.data?.items ?? []);

  return (
    <ApplyPanel
      vacancyTitle={vacancyTitle}
      state={mine.isPending ? "loading" : mine.isError ? "failed" : "ready"}
      existing={existing}
      onRetry={() => void mine.refetch()}
      onApply={async (values) => {
        try {
          const created = await createApplication(client, vacancyId, values);
          return { id: created.id };
        } finally {
          // Success shows the new application; a 409 shows the one that was already there.
          await invalidate();
        }
      }}
      onWithdraw={async (application) => {
        try {
          await withdrawApplication(client, application.id);
        } catch (error) {
          toast({ title: t("withdraw.failed"), description: (error as Error).message, tone: "danger" });
          throw error;
        }
        toast({ title: t("withdraw.done"), tone: "success" });
        await invalidate();
      }}
      linkComponent={RouterLink}
    />
  );
}

export default ApplyAction;
