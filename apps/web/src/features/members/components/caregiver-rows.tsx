import { formatPhone } from "@hulppost/shared/field-formats";
import type { MemberView } from "@hulppost/shared/members";
import { Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CardFacts, lastLoginColumn, PeopleCards, PeopleTable } from "../../../components/people-list";
import { Badge } from "../../../components/ui/badge";
import { useFormat } from "../../../lib/format";
import { type MemberActionHandler, MemberActionsMenu } from "./member-actions";
import { QualificationBadges } from "./qualification-badges";

function RoleBadge({ member }: { member: MemberView }) {
  const { t } = useTranslation("caregivers");
  return <Badge tone={member.role === "admin" ? "brand" : "neutral"}>{t(`common:roles.${member.role}`)}</Badge>;
}

function Unverified({ member }: { member: MemberView }) {
  const { t } = useTranslation("caregivers");
  if (member.emailVerified) return null;
  return (
    <Badge tone="amber" data-testid="member-unverified">
      {t("list.unverified")}
    </Badge>
  );
}

function NameButton({ member, onAction }: { member: MemberView; onAction: MemberActionHandler }) {
  return (
    <button
      type="button"
      className="text-left font-medium text-slate-900 hover:text-brand-800 hover:underline"
      onClick={() => onAction("details", member)}
    >
      {member.firstName} {member.lastName}
    </button>
  );
}

export function CaregiverTable({ members, onAction }: { members: MemberView[]; onAction: MemberActionHandler }) {
  const { t } = useTranslation("caregivers");
  const format = useFormat();
  return (
    <PeopleTable
      people={members}
      userId={(member) => member.userId}
      testId="member"
      actionsLabel={t("columns.actions")}
      actions={(member) => <MemberActionsMenu member={member} onAction={onAction} />}
      columns={[
        {
          header: t("columns.nameEmail"),
          className: "max-w-60",
          cell: (member) => (
            <>
              <NameButton member={member} onAction={onAction} />
              <span className="flex min-w-0 items-center gap-1.5">
                <a href={`mailto:${member.email}`} className="truncate text-slate-600 hover:underline">
                  {member.email}
                </a>
                <Unverified member={member} />
              </span>
            </>
          ),
        },
        {
          header: t("columns.qualifications"),
          className: "min-w-36",
          cell: (member) => <QualificationBadges member={member} />,
        },
        {
          header: t("columns.phone"),
          className: "whitespace-nowrap",
          cell: (member) =>
            member.phone ? (
              <a href={`tel:${member.phone}`} className="hover:underline">
                {formatPhone(member.phone)}
              </a>
            ) : (
              <span className="text-slate-400">—</span>
            ),
        },
        { header: t("columns.role"), cell: (member) => <RoleBadge member={member} /> },
        lastLoginColumn<MemberView>({
          header: t("columns.lastLogin"),
          never: t("list.never"),
          at: (member) => member.lastLoginAt,
          format,
        }),
        {
          header: t("columns.registered"),
          className: "whitespace-nowrap text-slate-600",
          cell: (member) => format.date(member.registeredAt),
        },
      ]}
    />
  );
}

export function CaregiverCards({ members, onAction }: { members: MemberView[]; onAction: MemberActionHandler }) {
  const { t } = useTranslation("caregivers");
  const format = useFormat();
  return (
    <PeopleCards people={members} userId={(member) => member.userId} testId="member">
      {(member) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <NameButton member={member} onAction={onAction} />
              <div className="mt-1 flex flex-wrap gap-1">
                <RoleBadge member={member} />
                <Unverified member={member} />
              </div>
            </div>
            <MemberActionsMenu member={member} onAction={onAction} />
          </div>
          <div className="mt-3">
            <QualificationBadges member={member} />
          </div>
          <div className="mt-3 flex flex-col gap-1.5 text-sm text-slate-700">
            <a href={`mailto:${member.email}`} className="flex min-w-0 items-center gap-2 hover:underline">
              <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
              <span className="truncate">{member.email}</span>
            </a>
            {member.phone && (
              <a href={`tel:${member.phone}`} className="flex items-center gap-2 hover:underline">
                <Phone className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                {formatPhone(member.phone)}
              </a>
            )}
          </div>
          <CardFacts
            facts={[
              { label: t("columns.lastLogin"), value: format.dateTime(member.lastLoginAt) ?? t("list.never") },
              { label: t("columns.registered"), value: format.date(member.registeredAt) },
            ]}
          />
        </>
      )}
    </PeopleCards>
  );
}
