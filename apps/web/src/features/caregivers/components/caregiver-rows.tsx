import { formatPhone } from "@hulppost/shared/field-formats";
import type { MemberView } from "@hulppost/shared/members";
import { Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
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
    <Table data-testid="member-table">
      <TableHeader>
        <tr>
          <TableHead>{t("columns.nameEmail")}</TableHead>
          <TableHead>{t("columns.qualifications")}</TableHead>
          <TableHead>{t("columns.phone")}</TableHead>
          <TableHead>{t("columns.role")}</TableHead>
          <TableHead>{t("columns.lastLogin")}</TableHead>
          <TableHead>{t("columns.registered")}</TableHead>
          <TableHead className="sticky right-0 bg-slate-50">
            <span className="sr-only">{t("columns.actions")}</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {members.map((member) => (
          <TableRow key={member.userId} data-testid="member-row" data-user-id={member.userId}>
            <TableCell className="max-w-60">
              <NameButton member={member} onAction={onAction} />
              <span className="flex min-w-0 items-center gap-1.5">
                <a href={`mailto:${member.email}`} className="truncate text-slate-600 hover:underline">
                  {member.email}
                </a>
                <Unverified member={member} />
              </span>
            </TableCell>
            <TableCell className="min-w-36">
              <QualificationBadges member={member} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {member.phone ? (
                <a href={`tel:${member.phone}`} className="hover:underline">
                  {formatPhone(member.phone)}
                </a>
              ) : (
                <span className="text-slate-400">—</span>
              )}
            </TableCell>
            <TableCell>
              <RoleBadge member={member} />
            </TableCell>
            <TableCell
              className="whitespace-nowrap text-slate-600"
              title={format.dateTime(member.lastLoginAt) ?? undefined}
            >
              {format.date(member.lastLoginAt) ?? t("list.never")}
            </TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">{format.date(member.registeredAt)}</TableCell>
            {/* Sticky, so the row menu stays reachable when the table scrolls sideways on a narrow screen. */}
            <TableCell className="sticky right-0 bg-white text-right">
              <MemberActionsMenu member={member} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function CaregiverCards({ members, onAction }: { members: MemberView[]; onAction: MemberActionHandler }) {
  const { t } = useTranslation("caregivers");
  const format = useFormat();
  return (
    <ul className="flex flex-col gap-3" data-testid="member-cards">
      {members.map((member) => (
        <li
          key={member.userId}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="member-row"
          data-user-id={member.userId}
        >
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
          <dl className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-xs">
            <div>
              <dt className="text-slate-500">{t("columns.lastLogin")}</dt>
              <dd className="font-medium text-slate-800">{format.dateTime(member.lastLoginAt) ?? t("list.never")}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("columns.registered")}</dt>
              <dd className="font-medium text-slate-800">{format.date(member.registeredAt)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
