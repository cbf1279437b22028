import { MEMBER_ROLES, QUALIFICATIONS } from "@hulppost/shared/constants";
import { UsersRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { NativeSelect } from "../../../components/ui/input";
import { EmptyState } from "../../../components/ui/page-header";
import { SearchInput } from "../../../components/ui/search-input";
import { Spinner } from "../../../components/ui/spinner";
import { useIsMobile } from "../../../lib/sidebar-state";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useErrorMessage } from "../../../lib/use-error-message";
import type { MemberFilters } from "../api/keys";
import { useMemberList } from "../api/list-members";
import { CaregiverCards, CaregiverTable } from "./caregiver-rows";
import { type MemberAction, MemberDialogs } from "./member-dialogs";

/**
 * The organisation's people with search and filters. A table on wide screens; on a phone a card
 * per person, since seven columns do not fit 375 px. Used by the caregiver pages and, for any
 * organisation, by the super admin's organisations page.
 */
export function CaregiverList({ orgId }: { orgId: string }) {
  const { t } = useTranslation("caregivers");
  // The details dialog shows the profile form; load its words with the list, not when it opens.
  useTranslation(["profile", "auth"]);
  const errorMessage = useErrorMessage();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState("");
  const [qualification, setQualification] = useState<MemberFilters["qualification"]>("");
  const [role, setRole] = useState<MemberFilters["role"]>("");
  const [action, setAction] = useState<MemberAction | null>(null);
  const filters: MemberFilters = { search: useDebouncedValue(search.trim()), qualification, role };
  const members = useMemberList(orgId, filters);
  const filtered = filters.search !== "" || qualification !== "" || role !== "";
  const list = members.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <SearchInput
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t("list.searchPlaceholder")}
          aria-label={t("list.search")}
          data-testid="member-search"
        />
        <div className="grid gap-2 min-[420px]:grid-cols-2 sm:contents">
          <NativeSelect
            value={qualification}
            onChange={(e) => setQualification(e.target.value as MemberFilters["qualification"])}
            aria-label={t("list.qualificationFilter")}
            data-testid="member-qualification-filter"
            className="sm:w-52"
          >
            <option value="">{t("list.allQualifications")}</option>
            {QUALIFICATIONS.map((q) => (
              <option key={q} value={q}>
                {t(`common:qualifications.${q}`)}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            value={role}
            onChange={(e) => setRole(e.target.value as MemberFilters["role"])}
            aria-label={t("list.roleFilter")}
            data-testid="member-role-filter"
            className="sm:w-40"
          >
            <option value="">{t("list.allRoles")}</option>
            {MEMBER_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`common:roles.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {members.isPending ? (
        <div className="flex justify-center py-12" role="status">
          <Spinner className="h-7 w-7 text-brand-700" />
          <span className="sr-only">{t("common:loading")}</span>
        </div>
      ) : members.isError ? (
        <EmptyState
          title={t("list.loadFailed")}
          description={errorMessage(members.error)}
          action={
            <Button variant="outline" onClick={() => members.refetch()}>
              {t("common:actions.retry")}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<UsersRound className="h-10 w-10" />}
          title={filtered ? t("list.noMatches") : t("list.empty")}
          description={filtered ? t("list.noMatchesHint") : t("list.emptyHint")}
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="member-count">
            {t("list.count", { count: list.length })}
          </p>
          {isMobile ? (
            <CaregiverCards members={list} onAction={(kind, member) => setAction({ kind, member })} />
          ) : (
            <CaregiverTable members={list} onAction={(kind, member) => setAction({ kind, member })} />
          )}
        </>
      )}
      <MemberDialogs orgId={orgId} action={action} onClose={() => setAction(null)} />
    </div>
  );
}
