import {
  PATIENT_LIST_SCOPES,
  PATIENT_SORTS,
  PATIENT_STATUSES,
  type PatientListParams,
  type PatientListScope,
  type PatientListView,
  URGENCIES,
} from "@hulppost/shared/patients";
import { SlidersHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "../../../components/ui/dialog";
import { NativeSelect } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";

export type ListFilters = Pick<PatientListParams, "scope" | "status" | "urgency" | "sort">;

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Completed patients are never at the post, so that scope offers no "completed" filter. */
const statusesOf = (scope: PatientListScope) =>
  scope === "at_post" ? PATIENT_STATUSES.filter((s) => s !== "completed") : PATIENT_STATUSES;

/** At the post, left, all: the list opens on the first, with how many each holds. */
export function ScopeTabs({
  scope,
  counts,
  onChange,
}: {
  scope: PatientListScope;
  counts: PatientListView["counts"]["scope"];
  onChange: (scope: PatientListScope) => void;
}) {
  const { t } = useTranslation("patients");
  return (
    <fieldset className="grid min-w-0 flex-1 grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1" data-testid="patient-scope">
      <legend className="sr-only">{t("list.scopeLabel")}</legend>
      {PATIENT_LIST_SCOPES.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={scope === value}
          onClick={() => onChange(value)}
          data-testid={`patient-scope-${value}`}
          className={cn(
            "flex min-h-11 flex-col items-center justify-center rounded-lg px-2 text-sm leading-tight font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-700/30 focus-visible:outline-none sm:flex-row sm:gap-1.5",
            scope === value ? "bg-white text-slate-900 shadow-xs" : "text-slate-600 hover:text-slate-900",
          )}
        >
          <span>{t(`list.scope.${value}`)}</span>
          <span className="font-semibold tabular-nums text-slate-700">{counts[value]}</span>
        </button>
      ))}
    </fieldset>
  );
}

type FilterProps = {
  filters: ListFilters;
  counts: PatientListView["counts"];
  onChange: (filters: ListFilters) => void;
};

/** The order of the list; on a desk screen it sits beside the search. */
export function SortSelect({ filters, onChange, className }: Omit<FilterProps, "counts"> & { className?: string }) {
  const { t } = useTranslation("patients");
  return (
    <NativeSelect
      className={className}
      value={filters.sort}
      onChange={(e) => onChange({ ...filters, sort: e.target.value as ListFilters["sort"] })}
      aria-label={t("list.sortLabel")}
      data-testid="patient-sort"
    >
      {PATIENT_SORTS.map((option) => (
        <option key={option} value={option}>
          {t(`list.sort.${option}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The status and urgency chips: one row on a desk screen, in the filter sheet on a phone. */
function FilterChips({ filters, counts, onChange }: FilterProps) {
  const { t } = useTranslation("patients");
  return (
    <>
      <ChipGroup
        legend={t("list.filterStatus")}
        values={statusesOf(filters.scope)}
        chosen={filters.status}
        label={(value) => t(`status.${value}`)}
        count={(value) => counts.status[value]}
        onChange={(status) => onChange({ ...filters, status })}
        testId="filter-status"
      />
      <ChipGroup
        legend={t("list.filterUrgency")}
        values={URGENCIES}
        chosen={filters.urgency}
        label={(value) => t(`urgency.${value}`)}
        count={(value) => counts.urgency[value]}
        onChange={(urgency) => onChange({ ...filters, urgency })}
        testId="filter-urgency"
      />
    </>
  );
}

export function InlineFilters(props: FilterProps) {
  return (
    <div className="hidden flex-wrap items-center gap-x-4 gap-y-2 md:flex" data-testid="patient-filters-inline">
      <FilterChips {...props} />
    </div>
  );
}

/** On a phone the nine chips and the sort fold into one button, so the first patient shows. */
export function FilterSheetButton(props: FilterProps & { onClear: () => void }) {
  const { t } = useTranslation("patients");
  const active = props.filters.status.length + props.filters.urgency.length;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="lg" className="md:hidden" data-testid="patient-filter-open">
          <SlidersHorizontal className="h-5 w-5" aria-hidden />
          {active > 0 ? t("list.filterCount", { count: active }) : t("list.filter")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("list.filterTitle")} data-testid="patient-filter-sheet">
        <div className="flex flex-col gap-3">
          <SortSelect {...props} />
          <FilterChips {...props} />
        </div>
        <DialogFooter>
          {active > 0 && (
            <Button variant="outline" onClick={props.onClear} data-testid="patient-filter-clear">
              {t("list.filterClear")}
            </Button>
          )}
          <DialogClose asChild>
            <Button data-testid="patient-filter-done">{t("list.filterShow")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One set of chips, each a value with how many patients have it; a tap turns it on or off. */
function ChipGroup<T extends string>({
  legend,
  values,
  chosen,
  label,
  count,
  onChange,
  testId,
}: {
  legend: string;
  values: readonly T[];
  chosen: readonly T[];
  label: (value: T) => string;
  count: (value: T) => number;
  onChange: (chosen: T[]) => void;
  testId: string;
}) {
  return (
    <fieldset className="flex flex-wrap gap-1.5">
      <legend className="sr-only">{legend}</legend>
      {values.map((value) => (
        <FilterChip
          key={value}
          pressed={chosen.includes(value)}
          onClick={() => onChange(toggle(chosen, value))}
          testId={`${testId}-${value}`}
        >
          {label(value)} <span className="tabular-nums">({count(value)})</span>
        </FilterChip>
      ))}
    </fieldset>
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
        "min-h-11 rounded-full border px-3.5 text-sm md:min-h-9 md:px-3 transition-colors focus-visible:ring-2 focus-visible:ring-brand-700/30 focus-visible:outline-none",
        pressed
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
      )}
    >
      {children}
    </button>
  );
}
