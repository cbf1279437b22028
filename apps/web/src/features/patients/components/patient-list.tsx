import {
  PATIENT_SORTS,
  PATIENT_STATUSES,
  type PatientListItem,
  type PatientStatus,
  URGENCIES,
  type Urgency,
} from "@hulppost/shared/patients";
import { ChevronLeft, ChevronRight, ClipboardPlus, UserPlus, Zap } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LastUpdated } from "../../../components/field/last-updated";
import { NotKeptHere } from "../../../components/field/not-kept-here";
import { NotSentBadge } from "../../../components/field/not-sent-badge";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { NativeSelect } from "../../../components/ui/input";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { SearchInput } from "../../../components/ui/search-input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { cn } from "../../../lib/cn";
import { useFieldPerson, usePendingWrites } from "../../../lib/field/field-state";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { FIRST_PATIENT_PAGE, usePatientList } from "../api/list-patients";
import { STATUS_TONE, URGENCY_TONE, usePatientName, usePatientTime } from "../patient-format";
import { overlayPatientList } from "../patient-overlay";
import { News2Badge } from "./news2-badge";
import { PostStatusBar } from "./post-status-bar";

const PAGE_SIZE = FIRST_PATIENT_PAGE.pageSize;
/** A live post's list refreshes on its own; someone at the next table may have added a patient. */
const REFRESH_MS = 30_000;

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** The patients of one event: counts and post status on top, filters, and a page of patients. */
export function PatientList({ orgId, eventId, live }: { orgId: string; eventId: string; live: boolean }) {
  const { t } = useTranslation("patients");
  const name = usePatientName();
  const times = usePatientTime();
  const [status, setStatus] = useState<PatientStatus[]>([]);
  const [urgency, setUrgency] = useState<Urgency[]>([]);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<(typeof PATIENT_SORTS)[number]>("arrived_desc");
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const params = { status, urgency, search: debounced, sort, page, pageSize: PAGE_SIZE };
  const list = usePatientList(orgId, eventId, params, { refreshMs: live ? REFRESH_MS : false });
  // Patients registered and changed on this device but not sent yet (offline) are in the list too.
  const pending = usePendingWrites();
  const person = useFieldPerson();
  const waiting = new Set(pending.map((w) => w.patientId));
  const newPatient = (mode: "quick" | "form") =>
    `/dashboard/patients/new?event=${encodeURIComponent(eventId)}&mode=${mode}`;

  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="lg" className="flex-1 sm:flex-none">
        <Link to={newPatient("quick")} data-testid="patient-quick-input">
          <Zap className="h-5 w-5" aria-hidden />
          {t("list.quickInput")}
        </Link>
      </Button>
      <Button asChild variant="outline" size="lg" className="flex-1 sm:flex-none">
        <Link to={newPatient("form")} data-testid="patient-new">
          <UserPlus className="h-5 w-5" aria-hidden />
          {t("list.newPatient")}
        </Link>
      </Button>
    </div>
  );

  const filtered = status.length > 0 || urgency.length > 0 || debounced !== "";
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
        firstPage: page === 1 && !filtered && sort === "arrived_desc",
      })
    : list.data;
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));

  return (
    <div className="flex flex-col gap-4" data-testid="patient-list">
      {actions}
      <LastUpdated at={list.dataUpdatedAt} failed={list.isError} />
      {live && <PostStatusBar post={data.post} />}
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-xs">
        <div className="flex flex-col gap-2 sm:flex-row">
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
          <NativeSelect
            className="sm:w-64"
            value={sort}
            onChange={(e) => setSort(e.target.value as typeof sort)}
            aria-label={t("list.sortLabel")}
            data-testid="patient-sort"
          >
            {PATIENT_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`list.sort.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">{t("list.filterStatus")}</legend>
          {PATIENT_STATUSES.map((value) => (
            <FilterChip
              key={value}
              pressed={status.includes(value)}
              onClick={() => {
                setStatus(toggle(status, value));
                setPage(1);
              }}
              testId={`filter-status-${value}`}
            >
              {t(`status.${value}`)} <span className="tabular-nums">({data.counts.status[value]})</span>
            </FilterChip>
          ))}
        </fieldset>
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">{t("list.filterUrgency")}</legend>
          {URGENCIES.map((value) => (
            <FilterChip
              key={value}
              pressed={urgency.includes(value)}
              onClick={() => {
                setUrgency(toggle(urgency, value));
                setPage(1);
              }}
              testId={`filter-urgency-${value}`}
            >
              {t(`urgency.${value}`)} <span className="tabular-nums">({data.counts.urgency[value]})</span>
            </FilterChip>
          ))}
        </fieldset>
      </div>

      {data.items.length === 0 ? (
        <EmptyState
          icon={<ClipboardPlus className="h-10 w-10" />}
          title={filtered ? t("list.noneFiltered") : t("list.none")}
          description={filtered ? undefined : t("list.noneHint")}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-2 md:hidden" aria-label={t("list.title")}>
            {data.items.map((p) => (
              <li key={p.id}>
                <PatientCard patient={p} name={name(p)} since={times.since(p.arrivedAt)} notSent={waiting.has(p.id)} />
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("fields.name")}</TableHead>
                  <TableHead>{t("fields.complaint")}</TableHead>
                  <TableHead>{t("fields.urgency")}</TableHead>
                  <TableHead>{t("fields.status")}</TableHead>
                  <TableHead>{t("news2.label")}</TableHead>
                  <TableHead>{t("list.arrived")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((p) => (
                  <TableRow key={p.id} data-testid={`patient-row-${p.id}`}>
                    <TableCell className="font-medium">
                      <Link to={`/dashboard/patient?id=${p.id}`} className="text-brand-700 hover:underline">
                        {name(p)}
                      </Link>
                      {p.ageYears !== null && (
                        <span className="ml-1 text-xs text-slate-500">{t("list.age", { count: p.ageYears })}</span>
                      )}
                      {waiting.has(p.id) && (
                        <span className="ml-2">
                          <NotSentBadge />
                        </span>
                      )}
                    </TableCell>
                    <TableCell className="max-w-64 truncate text-slate-700">{p.complaint ?? "—"}</TableCell>
                    <TableCell>
                      <Badge tone={URGENCY_TONE[p.urgency]}>{t(`urgency.${p.urgency}`)}</Badge>
                    </TableCell>
                    <TableCell>
                      <Badge tone={STATUS_TONE[p.status]}>{t(`status.${p.status}`)}</Badge>
                    </TableCell>
                    <TableCell>
                      <News2Badge total={p.latestNews2Total} risk={p.latestNews2Risk} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-slate-600 tabular-nums">
                      {times.time(p.arrivedAt)} · {times.since(p.arrivedAt)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label={t("list.pages")}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden />
            {t("list.previous")}
          </Button>
          <span className="text-sm text-slate-600 tabular-nums">{t("list.pageOf", { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("list.next")}
            <ChevronRight className="h-4 w-4" aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}

function FilterChip({
  pressed,
  onClick,
  testId,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      data-testid={testId}
      className={cn(
        "rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-brand-700/30 focus-visible:outline-none",
        pressed
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
      )}
    >
      {children}
    </button>
  );
}

/** A patient on a phone: a card the size of a thumb, the whole of it a link to the record. */
function PatientCard({
  patient,
  name,
  since,
  notSent,
}: {
  patient: PatientListItem;
  name: string;
  since: string;
  notSent: boolean;
}) {
  const { t } = useTranslation("patients");
  return (
    <Link
      to={`/dashboard/patient?id=${patient.id}`}
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-xs active:bg-slate-50"
      data-testid={`patient-card-${patient.id}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="truncate text-sm text-slate-600">{patient.complaint ?? t("list.noComplaint")}</p>
        <div className="mt-2 flex flex-wrap gap-1">
          <Badge tone={URGENCY_TONE[patient.urgency]}>{t(`urgency.${patient.urgency}`)}</Badge>
          <Badge tone={STATUS_TONE[patient.status]}>{t(`status.${patient.status}`)}</Badge>
          {notSent && <NotSentBadge />}
        </div>
      </div>
      <div className="flex flex-col items-end gap-1 text-right">
        <News2Badge total={patient.latestNews2Total} risk={patient.latestNews2Risk} />
        <span className="text-xs whitespace-nowrap text-slate-500">{since}</span>
      </div>
    </Link>
  );
}
