import type { CaregiverHistoryRow } from "@hulppost/shared/events";
import { addDays } from "date-fns";
import { History } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "../../../components/ui/input";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { SearchInput } from "../../../components/ui/search-input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { dayKey, fromDayKey, todayKey, useEventFormat } from "../../../lib/event-dates";
import { usePersonName } from "../../../lib/person-name";
import { useCaregiverHistory } from "../api/caregiver-history";
import { PersonHistoryDialog } from "./person-history-dialog";
import { QualificationTags, qualificationsOf } from "./qualification-tags";

const PERIODS = ["30d", "90d", "12m", "year", "all"] as const;
type Period = (typeof PERIODS)[number];
const SORTS = ["name", "eventsWorked", "hoursWorked", "lastEventAt"] as const;
type Sort = (typeof SORTS)[number];

function periodRange(period: Period): { from: string; to: string } {
  const today = todayKey();
  const back = (days: number) => dayKey(addDays(fromDayKey(today), -days));
  switch (period) {
    case "30d":
      return { from: back(30), to: today };
    case "90d":
      return { from: back(90), to: today };
    case "12m":
      return { from: back(365), to: today };
    case "year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    default:
      return { from: "", to: "" };
  }
}

function sortRows(rows: CaregiverHistoryRow[], sort: Sort) {
  if (sort === "name") return rows;
  return [...rows].sort((a, b) =>
    sort === "lastEventAt" ? (b.lastEventAt ?? "").localeCompare(a.lastEventAt ?? "") : b[sort] - a[sort],
  );
}

/** Per caregiver: events worked and hours in a period, what is coming, hands raised, last event. */
export function CaregiverHistory({ orgId }: { orgId: string }) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const personName = usePersonName();
  const [period, setPeriod] = useState<Period>("12m");
  const [sort, setSort] = useState<Sort>("name");
  const [search, setSearch] = useState("");
  const [person, setPerson] = useState<{ userId: string; name: string } | null>(null);
  const { from, to } = periodRange(period);
  const history = useCaregiverHistory(orgId, from, to);
  const needle = search.trim().toLowerCase();
  const rows = sortRows(
    (history.data ?? []).filter((r) => !needle || `${r.firstName} ${r.lastName}`.toLowerCase().includes(needle)),
    sort,
  );
  const open = (row: CaregiverHistoryRow) =>
    setPerson({ userId: row.userId, name: personName(row.firstName, row.lastName) });
  const last = (row: CaregiverHistoryRow) => (row.lastEventAt ? format.instantDate(row.lastEventAt) : "—");
  const nameButton = (row: CaregiverHistoryRow) => (
    <button
      type="button"
      onClick={() => open(row)}
      className="text-left font-medium text-slate-900 hover:text-brand-700 hover:underline"
      data-testid={`history-person-${row.userId}`}
    >
      {personName(row.firstName, row.lastName)}
    </button>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="caregiver-history">
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <SearchInput
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t("history.searchPlaceholder")}
          aria-label={t("history.search")}
          data-testid="history-search"
        />
        <div className="grid grid-cols-2 gap-2 sm:contents">
          <NativeSelect
            value={period}
            onChange={(e) => setPeriod(e.target.value as Period)}
            aria-label={t("history.period")}
            data-testid="history-period"
            className="sm:w-56"
          >
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`history.periods.${p}`)}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            value={sort}
            onChange={(e) => setSort(e.target.value as Sort)}
            aria-label={t("history.sort")}
            data-testid="history-sort"
            className="sm:w-56"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`history.sorts.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {history.isPending ? (
        <Loading />
      ) : history.isError && !history.data ? (
        <LoadError title={t("errors.loadHistory")} error={history.error} onRetry={() => history.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<History className="h-10 w-10" />}
          title={needle ? t("history.noMatches") : t("history.empty")}
        />
      ) : (
        <>
          <div className="hidden md:block">
            <Table data-testid="history-table">
              <TableHeader>
                <tr>
                  <TableHead>{t("history.columns.name")}</TableHead>
                  <TableHead>{t("history.columns.qualifications")}</TableHead>
                  <TableHead className="text-right">{t("history.columns.eventsWorked")}</TableHead>
                  <TableHead className="text-right">{t("history.columns.hoursWorked")}</TableHead>
                  <TableHead className="text-right">{t("history.columns.upcoming")}</TableHead>
                  <TableHead className="text-right">{t("history.columns.interestShown")}</TableHead>
                  <TableHead>{t("history.columns.lastEvent")}</TableHead>
                </tr>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.userId} data-testid={`history-row-${row.userId}`}>
                    <TableCell>{nameButton(row)}</TableCell>
                    <TableCell>
                      <QualificationTags qualifications={qualificationsOf(row)} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{row.eventsWorked}</TableCell>
                    <TableCell className="text-right tabular-nums">{format.number(row.hoursWorked)}</TableCell>
                    <TableCell className="text-right tabular-nums">{row.upcoming}</TableCell>
                    <TableCell className="text-right tabular-nums">{row.interestShown}</TableCell>
                    <TableCell className="whitespace-nowrap text-slate-600">{last(row)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul className="flex flex-col gap-2 md:hidden">
            {rows.map((row) => (
              <li key={row.userId} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
                {nameButton(row)}
                <div className="mt-1">
                  <QualificationTags qualifications={qualificationsOf(row)} />
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  {(["eventsWorked", "hoursWorked", "upcoming", "interestShown"] as const).map((key) => (
                    <div key={key} className="flex justify-between gap-2">
                      <dt className="text-slate-500">{t(`history.columns.${key}`)}</dt>
                      <dd className="font-semibold tabular-nums">
                        {key === "hoursWorked" ? format.number(row[key]) : row[key]}
                      </dd>
                    </div>
                  ))}
                  <div className="col-span-2 flex justify-between gap-2">
                    <dt className="text-slate-500">{t("history.columns.lastEvent")}</dt>
                    <dd>{last(row)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      <PersonHistoryDialog orgId={orgId} person={person} onClose={() => setPerson(null)} />
    </div>
  );
}
