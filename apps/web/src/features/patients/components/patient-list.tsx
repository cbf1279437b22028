import { ChevronLeft, ChevronRight, ClipboardPlus, UserPlus, Zap } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LastUpdated } from "../../../components/field/last-updated";
import { NotKeptHere } from "../../../components/field/not-kept-here";
import { Button } from "../../../components/ui/button";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { SearchInput } from "../../../components/ui/search-input";
import { useFieldPerson, usePendingWrites } from "../../../lib/field/field-state";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { DESK_SCREEN, useMediaQuery } from "../../../lib/use-media-query";
import { FIRST_PATIENT_PAGE, usePatientList } from "../api/list-patients";
import { overlayPatientList } from "../patient-overlay";
import { FilterSheetButton, InlineFilters, type ListFilters, ScopeTabs, SortSelect } from "./patient-list-filters";
import { PatientRows } from "./patient-rows";
import { PostStatusBar } from "./post-status-bar";

const PAGE_SIZE = FIRST_PATIENT_PAGE.pageSize;
/** A live post's list refreshes on its own; someone at the next table may have added a patient. */
const REFRESH_MS = 30_000;

/** The patients of one event: counts and post status on top, filters, and a page of patients. */
export function PatientList({ orgId, eventId, live }: { orgId: string; eventId: string; live: boolean }) {
  const { t } = useTranslation("patients");
  const [filters, setFilterState] = useState<ListFilters>({
    scope: FIRST_PATIENT_PAGE.scope,
    status: [],
    urgency: [],
    sort: FIRST_PATIENT_PAGE.sort,
  });
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const setFilters = (next: ListFilters) => {
    setFilterState(next);
    setPage(1);
  };
  /** The chips and the sort change; the tab chosen stays, whatever a search shows meanwhile. */
  const keepScope = (next: ListFilters) => setFilters({ ...next, scope: filters.scope });
  const debounced = useDebouncedValue(search.trim());
  // A name is looked up among every patient of the event: the one searched for may have left.
  const scope = debounced ? "all" : filters.scope;
  const params = { ...filters, scope, search: debounced, page, pageSize: PAGE_SIZE };
  const list = usePatientList(orgId, eventId, params, { refreshMs: live ? REFRESH_MS : false });
  // Patients registered and changed on this device but not sent yet (offline) are in the list too.
  const pending = usePendingWrites();
  const person = useFieldPerson();
  // On a desk screen the two buttons sit beside the scopes: a row less above the list, so the
  // sickest patient's row stays in the first screen (1280 × 800) in every language, with room
  // to spare for a notice above it (an incident under way, a refresh that failed).
  const desk = useMediaQuery(DESK_SCREEN);
  const waiting = new Set(pending.map((w) => w.patientId));
  const newPatient = (mode: "quick" | "form") =>
    `/dashboard/patients/new?event=${encodeURIComponent(eventId)}&mode=${mode}`;

  const actions = (
    <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
      <Button asChild size="lg" className="px-3 sm:px-6">
        <Link to={newPatient("quick")} data-testid="patient-quick-input">
          <Zap className="h-5 w-5" aria-hidden />
          {t("list.quickInput")}
        </Link>
      </Button>
      <Button asChild variant="outline" size="lg" className="px-3 sm:px-6">
        <Link to={newPatient("form")} data-testid="patient-new">
          <UserPlus className="h-5 w-5" aria-hidden />
          {t("list.newPatient")}
        </Link>
      </Button>
    </div>
  );

  const filtered = filters.status.length > 0 || filters.urgency.length > 0 || debounced !== "";
  if (!list.data && list.fetchStatus === "paused")
    return (
      <div className="flex flex-col gap-4" data-testid="patient-list">
        {actions}
        <NotKeptHere page={false} />
      </div>
    );
  if (list.isPending) return <Loading />;
  if (!list.data) return <LoadError title={t("list.loadFailed")} error={list.error} onRetry={() => list.refetch()} />;
  const data = person
    ? overlayPatientList(list.data, pending, eventId, person, {
        // A patient registered on this device is at the post, so on top of the list's first page.
        firstPage: page === 1 && !filtered && scope !== "done",
        scope,
      })
    : list.data;
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));

  return (
    // A little tighter on a desk screen: with the post's figures, the scopes and the filters above
    // it, the sickest patient's row must stay in the first screen (1280 × 800), in every language.
    <div className="flex flex-col gap-4 lg:gap-3" data-testid="patient-list">
      {!desk && actions}
      <LastUpdated at={list.dataUpdatedAt} failed={list.isError} />
      {live && <PostStatusBar post={data.post} />}
      <div className="flex items-center gap-3">
        <ScopeTabs
          scope={scope}
          counts={data.counts.scope}
          onChange={(next) => {
            setSearch("");
            setFilters({ ...filters, scope: next, status: [] });
          }}
        />
        {desk && actions}
      </div>
      <div className="flex flex-col gap-2 md:rounded-xl md:border md:border-slate-200 md:bg-white md:p-3 md:shadow-xs">
        <div className="flex gap-2">
          <SearchInput
            className="flex-1"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            placeholder={t("list.search")}
            aria-label={t("list.search")}
            data-testid="patient-search"
          />
          {/* As wide as its longest order (French and Spanish name theirs in full), at most half the row. */}
          <SortSelect filters={filters} onChange={keepScope} className="hidden w-auto max-w-[50%] shrink-0 md:block" />
          <FilterSheetButton
            filters={{ ...filters, scope }}
            counts={data.counts}
            onChange={keepScope}
            onClear={() => setFilters({ ...filters, status: [], urgency: [] })}
          />
        </div>
        <InlineFilters filters={{ ...filters, scope }} counts={data.counts} onChange={keepScope} />
      </div>

      {data.items.length === 0 ? (
        <EmptyState
          icon={<ClipboardPlus className="h-10 w-10" />}
          title={filtered ? t("list.noneFiltered") : t(`list.noneIn.${scope}`)}
          description={filtered ? undefined : t(`list.noneInHint.${scope}`)}
        />
      ) : (
        <PatientRows items={data.items} notSent={waiting} />
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label={t("list.pages")}>
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
            {t("list.previous")}
          </Button>
          <span className="text-sm text-slate-600 tabular-nums">{t("list.pageOf", { page, pages })}</span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("list.next")}
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
