import type { Role } from "@hulppost/shared/constants";
import type { PlatformUserView } from "@hulppost/shared/platform";
import { Drama, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CardFacts, lastLoginColumn, PeopleCards, PeopleTable } from "../../../components/people-list";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  DangerMenuItem,
  DropdownMenu,
  DropdownMenuContent,
  MoreMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { Tooltip } from "../../../components/ui/tooltip";
import { useFormat } from "../../../lib/format";
import { useMe } from "../../../lib/session";

export type UserActionKind = "roles" | "impersonate" | "delete";
export type UserActionHandler = (kind: UserActionKind, user: PlatformUserView) => void;

const ROLE_TONES: Record<Role, "red" | "brand" | "blue" | "neutral"> = {
  super_admin: "red",
  admin: "brand",
  organisator: "blue",
  hulpverlener: "neutral",
};

function RoleBadges({ user }: { user: PlatformUserView }) {
  const { t } = useTranslation("users");
  if (user.roles.length === 0) return <span className="text-sm text-slate-400">{t("common:roles.none")}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {user.roles.map((role) => (
        <Badge key={role} tone={ROLE_TONES[role]}>
          {t(`common:roles.${role}`)}
        </Badge>
      ))}
    </span>
  );
}

function Organizations({ user }: { user: PlatformUserView }) {
  const { t } = useTranslation("users");
  if (user.organizations.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {user.organizations.map((o) => (
        <li key={o.id}>
          {o.displayName}
          {o.role === "admin" && <span className="text-slate-500">{t("list.asAdmin")}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Changing roles and acting as the person are plain buttons (support uses them most); deleting
 * waits behind ⋮, so no red button sits on every card or row.
 */
function UserActions({
  user,
  onAction,
  labelled,
}: {
  user: PlatformUserView;
  onAction: UserActionHandler;
  labelled?: boolean;
}) {
  const { t } = useTranslation("users");
  const { data: me } = useMe();
  // The server refuses changing your own roles, acting as yourself and deleting yourself.
  const isSelf = me?.user.id === user.id;
  const name = `${user.firstName} ${user.lastName}`;
  const actions = [
    {
      kind: "roles",
      icon: ShieldCheck,
      label: t("actions.roles", { name }),
      short: t("actions.rolesShort"),
      testId: `roles-${user.id}`,
    },
    {
      kind: "impersonate",
      icon: Drama,
      label: t("actions.impersonate", { name }),
      short: t("actions.impersonateShort"),
      testId: `impersonate-${user.id}`,
    },
  ] as const;
  const more = (
    <DropdownMenu>
      <MoreMenuTrigger
        label={t("actions.more", { name })}
        testId={`user-more-${user.id}`}
        variant={labelled ? "outline" : "ghost"}
        className={labelled ? undefined : "sm:h-8 sm:w-8"}
        disabled={isSelf}
      />
      <DropdownMenuContent align="end">
        <DangerMenuItem onSelect={() => onAction("delete", user)} data-testid={`delete-user-${user.id}`}>
          {t("actions.delete", { name })}
        </DangerMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
  // On a phone there is no hover for a tooltip, so the buttons carry their words.
  if (labelled) {
    return (
      <div className="grid grid-cols-[1fr_1fr_auto] gap-2">
        {actions.map(({ kind, icon: Icon, label, short, testId }) => (
          <Button
            key={kind}
            variant="outline"
            size="sm"
            className="h-auto min-h-11 flex-col gap-1 px-1 py-2 text-xs"
            disabled={isSelf}
            onClick={() => onAction(kind, user)}
            aria-label={label}
            data-testid={testId}
          >
            <Icon className="h-4 w-4" aria-hidden />
            {short}
          </Button>
        ))}
        <div className="flex items-center">{more}</div>
      </div>
    );
  }
  return (
    <div className="flex justify-end gap-1">
      {actions.map(({ kind, icon: Icon, label, testId }) => (
        <Tooltip key={kind} content={label} side="top">
          <Button
            variant="ghost"
            size="icon"
            className="sm:h-8 sm:w-8"
            disabled={isSelf}
            onClick={() => onAction(kind, user)}
            aria-label={label}
            data-testid={testId}
          >
            <Icon className="h-4 w-4" aria-hidden />
          </Button>
        </Tooltip>
      ))}
      {more}
    </div>
  );
}

export function UserTable({ users, onAction }: { users: PlatformUserView[]; onAction: UserActionHandler }) {
  const { t } = useTranslation("users");
  const format = useFormat();
  return (
    <PeopleTable
      people={users}
      userId={(user) => user.id}
      testId="user"
      actionsLabel={t("columns.actions")}
      actions={(user) => <UserActions user={user} onAction={onAction} />}
      columns={[
        {
          header: t("columns.name"),
          className: "max-w-64",
          cell: (user) => (
            <>
              <p className="truncate font-medium text-slate-900">
                {user.firstName} {user.lastName}
              </p>
              <p className="truncate text-slate-600">{user.email}</p>
            </>
          ),
        },
        {
          header: t("columns.userCode"),
          className: "font-mono text-xs whitespace-nowrap",
          cell: (user) => user.userCode,
        },
        { header: t("columns.roles"), cell: (user) => <RoleBadges user={user} /> },
        {
          header: t("columns.organizations"),
          className: "min-w-40",
          cell: (user) => <Organizations user={user} />,
        },
        lastLoginColumn<PlatformUserView>({
          header: t("columns.lastLogin"),
          never: t("list.never"),
          at: (user) => user.lastLoginAt,
          format,
        }),
      ]}
    />
  );
}

export function UserCards({ users, onAction }: { users: PlatformUserView[]; onAction: UserActionHandler }) {
  const { t } = useTranslation("users");
  const format = useFormat();
  return (
    <PeopleCards people={users} userId={(user) => user.id} testId="user">
      {(user) => (
        <>
          <p className="font-medium text-slate-900">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
          <div className="mt-2">
            <RoleBadges user={user} />
          </div>
          <CardFacts
            facts={[
              { label: t("columns.userCode"), value: user.userCode, valueClassName: "font-mono" },
              { label: t("columns.lastLogin"), value: format.dateTime(user.lastLoginAt) ?? t("list.never") },
              { label: t("columns.organizations"), value: <Organizations user={user} />, wide: true },
            ]}
          />
          <div className="mt-3 border-t border-slate-100 pt-3">
            <UserActions user={user} onAction={onAction} labelled />
          </div>
        </>
      )}
    </PeopleCards>
  );
}
