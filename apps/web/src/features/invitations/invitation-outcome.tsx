import type { InvitationState } from "@hulppost/shared/invitations";
import { CircleCheck, CircleX, Clock, type LucideIcon, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";

export type Outcome = Exclude<InvitationState, "valid">;

const LOOK: Record<Outcome, { icon: LucideIcon; tone: string }> = {
  invalid: { icon: CircleX, tone: "bg-red-50 text-red-700" },
  not_found: { icon: CircleX, tone: "bg-red-50 text-red-700" },
  expired: { icon: Clock, tone: "bg-amber-50 text-amber-700" },
  used_up: { icon: UsersRound, tone: "bg-amber-50 text-amber-700" },
  already_member: { icon: CircleCheck, tone: "bg-emerald-50 text-emerald-700" },
  accepted: { icon: CircleCheck, tone: "bg-emerald-50 text-emerald-700" },
};

/** The outcomes of opening an invitation, each in plain words with the next step. */
export function InvitationOutcome({
  outcome,
  organization,
  role,
  children,
}: {
  outcome: Outcome;
  organization: string | null;
  role: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation("invitations");
  const { icon: Icon, tone } = LOOK[outcome];
  const values = {
    organization: organization ?? t("thisOrganization"),
    role: role ? t(`common:roles.${role}`) : t("common:roles.hulpverlener"),
  };
  return (
    <div
      className="flex flex-col items-center rounded-xl border border-slate-200 bg-slate-50 p-6 text-center"
      data-testid="invitation-outcome"
      data-state={outcome}
    >
      <span className={cn("flex h-14 w-14 items-center justify-center rounded-full", tone)}>
        <Icon className="h-8 w-8" aria-hidden />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{t(`states.${outcome}.title`, values)}</p>
      <p className="mt-1 text-sm text-slate-600">{t(`states.${outcome}.body`, values)}</p>
      {children && <div className="mt-6 flex w-full flex-col gap-2">{children}</div>}
    </div>
  );
}
