import { ROLES } from "@hulppost/shared/constants";
import type { PlatformUserView } from "@hulppost/shared/platform";
import { UsersRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { NativeSelect } from "../../components/ui/input";
import { EmptyState, PageHeader } from "../../components/ui/page-header";
import { SearchInput } from "../../components/ui/search-input";
import { Spinner } from "../../components/ui/spinner";
import { useIsMobile } from "../../lib/sidebar-state";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useErrorMessage } from "../../lib/use-error-message";
import type { RoleFilter } from "./api/keys";
import { useUserList } from "./api/list-users";
import { DeleteUserDialog } from "./components/delete-user-dialog";
import { ImpersonateDialog } from "./components/impersonate-dialog";
import { UserRolesDialog } from "./components/user-roles-dialog";
import { type UserActionKind, UserCards, UserTable } from "./components/user-rows";

/** /dashboard/all-users (super admin): every account, with roles, impersonation and deletion. */
export function AllUsersPage() {
  const { t } = useTranslation("users");
  const errorMessage = useErrorMessage();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<RoleFilter>("");
  const [action, setAction] = useState<{ kind: UserActionKind; user: PlatformUserView } | null>(null);
  const term = useDebouncedValue(search.trim());
  const users = useUserList(term, role);
  const list = users.data ?? [];
  const onAction = (kind: UserActionKind, user: PlatformUserView) => setAction({ kind, user });
  const close = () => setAction(null);

  return (
    <div>
      <PageHeader title={t("title")} description={t("subtitle")} />
      <div className="mb-4 grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <SearchInput
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t("list.searchPlaceholder")}
          aria-label={t("list.search")}
          data-testid="user-search"
        />
        <NativeSelect
          value={role}
          onChange={(e) => setRole(e.target.value as RoleFilter)}
          aria-label={t("list.roleFilter")}
          className="sm:w-48"
          data-testid="user-role-filter"
        >
          <option value="">{t("list.allRoles")}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`common:roles.${r}`)}
            </option>
          ))}
          <option value="none">{t("common:roles.none")}</option>
        </NativeSelect>
      </div>
      {users.isPending ? (
        <div className="flex justify-center py-12" role="status">
          <Spinner className="h-7 w-7 text-brand-700" />
          <span className="sr-only">{t("common:loading")}</span>
        </div>
      ) : users.isError ? (
        <EmptyState
          title={t("list.loadFailed")}
          description={errorMessage(users.error)}
          action={
            <Button variant="outline" onClick={() => users.refetch()}>
              {t("common:actions.retry")}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState icon={<UsersRound className="h-10 w-10" />} title={t("list.empty")} />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {t("list.count", { count: list.length })}
          </p>
          {isMobile ? <UserCards users={list} onAction={onAction} /> : <UserTable users={list} onAction={onAction} />}
        </>
      )}
      {action?.kind === "roles" && <UserRolesDialog user={action.user} onClose={close} />}
      {action?.kind === "impersonate" && <ImpersonateDialog user={action.user} onClose={close} />}
      {action?.kind === "delete" && <DeleteUserDialog user={action.user} onClose={close} />}
    </div>
  );
}
