import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrganizationDependents } from "@contract/organizations.ts";
import { Button } from "@ui/Button/Button.tsx";
import { ConfirmDialog } from "@ui/Dialog/Dialog.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import type { CenterOption } from "./types.ts";
import { DEPENDENT_KINDS } from "./viewModels.ts";

export interface OrganizationMoveScreenProps {
  status: "loading" | "error" | "disabled" | "success";
  organizationName: string;
  /** What moves along (the profile's meta.dependents). */
  dependents?: OrganizationDependents;
  /** The other centers of the installation. */
  centers: readonly CenterOption[];
  /** Moves; resolves when done (the caller toasts and navigates). */
  onMove: (centerId: string) => Promise<void>;
  onRetry?: () => void;
  backHref: string;
  linkComponent?: LinkComponent;
}

/** /organizations/{id}/move: superadmin, with the moving-organizations flag on: target, what moves, confirm. */
export function OrganizationMoveScreen(props: OrganizationMoveScreenProps) {
  const {
    status,
    organizationName,
    dependents,
    centers,
    onMove,
    onRetry,
    backHref,
    linkComponent: Link = PlainLink,
  } = props;
  const { t } = useTranslation("organizations");
  const [target, setTarget] = useState("");
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const center = centers.find((c) => c.id === target)?.name ?? "";

  let body;
  if (status === "loading")
    body = (
      <SkeletonGroup label={t("detail.loading")}>
        <Skeleton variant="block" />
      </SkeletonGroup>
    );
  else if (status === "error") body = <Notice retry={{ label: t("retry"), onRetry }}>{t("detail.failed")}</Notice>;
  else if (status === "disabled") body = <Notice>{t("move.disabled")}</Notice>;
  else
    body = (
      <form
        noValidate
        className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-5"
        onSubmit={(e) => {
          e.preventDefault();
          if (!target) return setError(t("move.targetRequired"));
          setConfirming(true);
        }}
      >
        <p className="m-0">{t("move.intro")}</p>
        <Field label={t("move.target")} required requiredText={t("required")} error={error}>
          <Select
            value={target}
            placeholder={t("move.targetPlaceholder")}
            onValueChange={(v) => {
              setTarget(v);
              setError(undefined);
            }}
            options={centers.map((c) => ({ value: c.id, label: c.name }))}
          />
        </Field>
        {dependents ? (
          <section aria-labelledby="move-what" className="flex flex-col gap-2">
            <h2 id="move-what" className="m-0 text-xl font-semibold">
              {t("move.whatMoves")}
            </h2>
            <ul className="m-0 flex flex-col gap-1 pl-5">
              {DEPENDENT_KINDS.map((k) => (
                <li key={k}>{t(`move.counts.${k}`, { count: dependents[k] })}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <Notice>{t("move.warning")}</Notice>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={busy}>
            {t("move.submit")}
          </Button>
          <Link href={backHref} className="text-link underline underline-offset-4">
            {t("move.cancel")}
          </Link>
        </div>
      </form>
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4">
      <Link href={backHref} className="inline-flex items-center gap-1 text-link underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {t("detail.back")}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">{t("move.title", { name: organizationName })}</h1>
      {body}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        variant="solid"
        title={t("move.confirmTitle", { name: organizationName, center })}
        description={t("move.confirmDescription", { center })}
        confirmLabel={t("move.confirm")}
        cancelLabel={t("move.cancel")}
        onConfirm={() => {
          setBusy(true);
          void onMove(target).finally(() => setBusy(false));
        }}
      />
    </div>
  );
}
