import type { OrganizationView } from "@hulppost/shared/organizations";
import { MoreHorizontal, Pencil, SlidersHorizontal, Trash2, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";

export type OrganizationActionKind = "edit" | "settings" | "members" | "delete";
export type OrganizationActionHandler = (kind: OrganizationActionKind, organization: OrganizationView) => void;

function PlanBadge({ organization }: { organization: OrganizationView }) {
  const { t } = useTranslation("organizations");
  return (
    <Badge tone={organization.plan === "premium" ? "brand" : "neutral"} data-testid="organization-plan-badge">
      {t(`plans.${organization.plan}`)}
    </Badge>
  );
}

function StatusBadge({ organization }: { organization: OrganizationView }) {
  const { t } = useTranslation("organizations");
  return (
    <Badge tone={organization.active ? "green" : "amber"} data-testid="organization-status">
      {t(organization.active ? "status.active" : "status.inactive")}
    </Badge>
  );
}

/** Members against the plan's caregiver limit; the column header says what the numbers are. */
function Members({ organization }: { organization: OrganizationView }) {
  const { memberCount, caregiverCount, caregiverLimit } = organization;
  return (
    <span className="whitespace-nowrap tabular-nums" data-testid="organization-member-count">
      {caregiverLimit === null ? memberCount : `${caregiverCount} / ${caregiverLimit}`}
    </span>
  );
}

function OrganizationMenu({
  organization,
  onAction,
}: {
  organization: OrganizationView;
  onAction: OrganizationActionHandler;
}) {
  const { t } = useTranslation("organizations");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="sm:h-8 sm:w-8"
          aria-label={t("list.actions", { name: organization.displayName })}
          data-testid={`organization-actions-${organization.id}`}
        >
          <MoreHorizontal className="h-5 w-5" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction("members", organization)} data-testid="organization-members">
          <UsersRound className="h-4 w-4" aria-hidden />
          {t("list.manageMembers")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction("edit", organization)} data-testid="organization-edit">
          <Pencil className="h-4 w-4" aria-hidden />
          {t("list.edit")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction("settings", organization)} data-testid="organization-settings">
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          {t("list.settings")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => onAction("delete", organization)}
          className="text-red-700 data-[highlighted]:bg-red-50"
          data-testid="organization-delete"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t("list.delete")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function OrganizationTable({
  organizations,
  onAction,
}: {
  organizations: OrganizationView[];
  onAction: OrganizationActionHandler;
}) {
  const { t } = useTranslation("organizations");
  return (
    <Table data-testid="organization-table">
      <TableHeader>
        <tr>
          <TableHead>{t("columns.name")}</TableHead>
          <TableHead>{t("columns.plan")}</TableHead>
          <TableHead>{t("columns.status")}</TableHead>
          <TableHead>{t("columns.members")}</TableHead>
          <TableHead>{t("columns.responsible")}</TableHead>
          <TableHead>
            <span className="sr-only">{t("columns.actions")}</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {organizations.map((organization) => (
          <TableRow key={organization.id} data-testid="organization-row" data-organization-id={organization.id}>
            <TableCell>
              <button
                type="button"
                className="text-left font-medium text-slate-900 hover:text-brand-800 hover:underline"
                onClick={() => onAction("members", organization)}
              >
                {organization.displayName}
              </button>
              <p className="font-mono text-xs text-slate-500">{organization.name}</p>
            </TableCell>
            <TableCell>
              <PlanBadge organization={organization} />
            </TableCell>
            <TableCell>
              <StatusBadge organization={organization} />
            </TableCell>
            <TableCell className="text-slate-700">
              <Members organization={organization} />
            </TableCell>
            <TableCell className="text-slate-700">
              {organization.responsibleName ?? <span className="text-slate-400">—</span>}
            </TableCell>
            <TableCell className="text-right">
              <OrganizationMenu organization={organization} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function OrganizationCards({
  organizations,
  onAction,
}: {
  organizations: OrganizationView[];
  onAction: OrganizationActionHandler;
}) {
  const { t } = useTranslation("organizations");
  return (
    <ul className="flex flex-col gap-3" data-testid="organization-cards">
      {organizations.map((organization) => (
        <li
          key={organization.id}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="organization-row"
          data-organization-id={organization.id}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{organization.displayName}</p>
              <p className="truncate font-mono text-xs text-slate-500">{organization.name}</p>
            </div>
            <OrganizationMenu organization={organization} onAction={onAction} />
          </div>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <PlanBadge organization={organization} />
            <StatusBadge organization={organization} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-xs">
            <div>
              <dt className="text-slate-500">{t("columns.members")}</dt>
              <dd className="font-medium text-slate-800">
                <Members organization={organization} />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-500">{t("columns.responsible")}</dt>
              <dd className="truncate font-medium text-slate-800">{organization.responsibleName ?? "—"}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
