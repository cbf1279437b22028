import { EVENT_FILTERS, type EventFilter } from "@hulppost/shared/event-filters";
import { CalendarDays, CalendarRange, List } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../components/ui/search-input";
import { cn } from "../../../lib/cn";

export const EVENT_VIEWS = ["month", "week", "list"] as const;
export type EventViewMode = (typeof EVENT_VIEWS)[number];
const VIEW_ICONS = { month: CalendarDays, week: CalendarRange, list: List };

/**
 * Filter chips (current, upcoming, ongoing, completed, cancelled, all); scrolls sideways on a
 * phone, where each chip is a 44 px tap target.
 */
export function FilterChips({
  value,
  onChange,
  filters = EVENT_FILTERS,
}: {
  value: EventFilter;
  onChange: (filter: EventFilter) => void;
  filters?: readonly EventFilter[];
}) {
  const { t } = useTranslation("events");
  return (
    <fieldset className="-mx-3 flex min-w-0 gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
      <legend className="sr-only">{t("filters.label")}</legend>
      {filters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          data-testid={`filter-${filter}`}
          className={cn(
            "h-11 shrink-0 rounded-full sm:h-8 border px-3 text-sm font-medium transition-colors",
            value === filter
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
          )}
        >
          {t(`filters.${filter}`)}
        </button>
      ))}
    </fieldset>
  );
}

export function ViewSwitch({ value, onChange }: { value: EventViewMode; onChange: (view: EventViewMode) => void }) {
  const { t } = useTranslation("events");
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">{t("views.label")}</legend>
      {EVENT_VIEWS.map((view) => {
        const Icon = VIEW_ICONS[view];
        return (
          <button
            key={view}
            type="button"
            aria-pressed={value === view}
            onClick={() => onChange(view)}
            data-testid={`view-${view}`}
            className={cn(
              "flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium",
              value === view ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100",
            )}
          >
            <Icon className="h-4 w-4" aria-hidden />
            <span className="max-[380px]:sr-only">{t(`views.${view}`)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}

export function EventToolbar({
  filter,
  onFilter,
  search,
  onSearch,
  view,
  onView,
}: {
  filter: EventFilter;
  onFilter: (filter: EventFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  view: EventViewMode;
  onView: (view: EventViewMode) => void;
}) {
  const { t } = useTranslation("events");
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput
          className="sm:max-w-sm sm:flex-1"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t("search.placeholder")}
          aria-label={t("search.label")}
          data-testid="event-search"
        />
        <div className="sm:ml-auto">
          <ViewSwitch value={view} onChange={onView} />
        </div>
      </div>
      <FilterChips value={filter} onChange={onFilter} />
    </div>
  );
}
