import type { OrganizationView } from "@hulppost/shared/organizations";
import { Building2, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { EmptyState, PageHeader } from "../../../components/ui/page-header";
import { SearchInput } from "../../../components/ui/search-input";
import { Spinner } from "../../../components/ui/spinner";
import { useIsMobile } from "../../../lib/sidebar-state";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useErrorMessage } from "../../../lib/use-error-message";
import { usePlatformOrganizations } from "../api/list-platform-organizations";
import {
  DeleteOrganizationDialog,
  OrganizationMembersDialog,
  OrganizationSettingsDialog,
} from "../components/organization-dialogs";
import { type OrganizationActionKind, OrganizationCards, OrganizationTable } from "../components/organization-rows";
import { PlatformOrganizationDialog } from "../components/platform-organization-dialog";

type Open = { kind: "create" } | { kind: OrganizationActionKind; organization: OrganizationView } | null;

/** /dashboard/organizations (super admin): every organisation, its plan, settings and people. */
export function OrganizationsPage() {
  const { t } = useTranslation("organizations");
  // The members dialog shows the caregiver list and its forms; load their words with the page.
  useTranslation(["caregivers", "profile", "auth"]);
  const errorMessage = useErrorMessage();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<Open>(null);
  const term = useDebouncedValue(search.trim());
  const organizations = usePlatformOrganizations(term);
  const list = organizations.data ?? [];
  const onAction = (kind: OrganizationActionKind, organization: OrganizationView) => setOpen({ kind, organization });
  const close = () => setOpen(null);

  return (
    <div>
      <PageHeader
        title={t("platform.title")}
        description={t("platform.subtitle")}
        actions={
          <Button onClick={() => setOpen({ kind: "create" })} data-testid="organization-create-open">
            <Plus className="h-4 w-4" aria-hidden />
            {t("platform.new")}
          </Button>
        }
      />
      <SearchInput
        className="mb-4 sm:max-w-md"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t("list.searchPlaceholder")}
        aria-label={t("list.search")}
        data-testid="organization-search"
      />
      {organizations.isPending ? (
        <div className="flex justify-center py-12" role="status">
          <Spinner className="h-7 w-7 text-brand-700" />
          <span className="sr-only">{t("common:loading")}</span>
        </div>
      ) : organizations.isError ? (
        <EmptyState
          title={t("list.loadFailed")}
          description={errorMessage(organizations.error)}
          action={
            <Button variant="outline" onClick={() => organizations.refetch()}>
              {t("common:actions.retry")}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Building2 className="h-10 w-10" />}
          title={term ? t("list.noMatches") : t("list.empty")}
          description={term ? undefined : t("list.emptyHint")}
        />
      ) : isMobile ? (
        <OrganizationCards organizations={list} onAction={onAction} />
      ) : (
        <OrganizationTable organizations={list} onAction={onAction} />
      )}
      {open?.kind === "create" && <PlatformOrganizationDialog organization={null} onClose={close} />}
      {open?.kind === "edit" && <PlatformOrganizationDialog organization={open.organization} onClose={close} />}
      {open?.kind === "settings" && <OrganizationSettingsDialog organization={open.organization} onClose={close} />}
      {open?.kind === "members" && <OrganizationMembersDialog organization={open.organization} onClose={close} />}
      {open?.kind === "delete" && <DeleteOrganizationDialog organization={open.organization} onClose={close} />}
    </div>
  );
}
