import { ArrowLeft, UserRoundCog } from "lucide-react";
import { useTranslation } from "react-i18next";
import { clockTime } from "@contract/amsterdam-time.ts";
import { Button } from "@ui/Button/Button.tsx";

export interface ImpersonationBarProps {
  /** Whose account this is. */
  userName: string;
  /** The staff member who acts as them (said in the bar, so they know whose way back this is). */
  staffName: string | null;
  /** When the session ends by itself (ISO). */
  expiresAt: string | null;
  onReturn: () => void;
  returning?: boolean;
}

/** Across the top while center staff act as another user: whose account this is, and the way back. */
export function ImpersonationBar({ userName, staffName, expiresAt, onReturn, returning }: ImpersonationBarProps) {
  const { t } = useTranslation("users");
  // "14:05" on the Dutch clock, in both languages (English "2:05 PM" is American).
  const until = expiresAt ? clockTime(expiresAt) : null;
  return (
    <section
      aria-label={t("impersonation.label")}
      data-testid="impersonation-bar"
      className="border-b-4 border-warning bg-surface text-fg"
    >
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <p className="m-0 flex items-center gap-2 font-semibold">
          <UserRoundCog aria-hidden className="size-5 shrink-0" />
          <span>
            {t("impersonation.message", { name: userName })}
            {until ? <span className="ms-2 font-normal">{t("impersonation.until", { time: until })}</span> : null}
            {staffName ? (
              <span className="block font-normal">{t("impersonation.staff", { name: staffName })}</span>
            ) : null}
          </span>
        </p>
        <Button size="sm" onClick={onReturn} loading={returning}>
          <ArrowLeft aria-hidden />
          {returning ? t("impersonation.returning") : t("impersonation.back")}
        </Button>
      </div>
    </section>
  );
}
