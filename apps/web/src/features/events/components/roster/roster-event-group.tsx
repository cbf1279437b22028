import { QUALIFICATIONS } from "@hulppost/shared/constants";
import type { RosterItemView, RosterReason, UnfilledView } from "@hulppost/shared/roster";
import { CircleSlash } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/ui/badge";
import { Checkbox } from "../../../../components/ui/checkbox";
import { useEventFormat } from "../../../../lib/event-dates";
import { TrackRecordLink } from "../track-record-link";
import { itemKey, type RosterGroup } from "./roster-groups";

/** The reasons that say why this person rather than another stand out; the rest are quieter. */
const STRONG: ReadonlySet<RosterReason> = new Set(["raisedHand", "buddy", "firstTimer"]);

function ItemRow({
  orgId,
  item,
  checked,
  onCheckedChange,
}: {
  orgId: string;
  item: RosterItemView;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const post = t(`common:qualifications.${item.qualification}`);
  const id = `roster-item-${itemKey(item).replace("/", "-")}`;
  return (
    <li className="flex items-start gap-3 py-2.5" data-testid={`roster-item-${item.eventId}-${item.userId}`}>
      {/* A 44 px tap target around the 20 px box on a phone, level with the name beside its 44 px link. */}
      <span className="-m-3 flex shrink-0 p-3 pt-6 sm:m-0 sm:p-0 sm:pt-0.5">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          aria-label={t("roster.selectItem", { name: item.name, post })}
          data-testid={`roster-check-${item.eventId}-${item.userId}`}
        />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <label htmlFor={id} className="font-medium text-slate-900">
            {item.name}
          </label>
          {/* Where the choice is made: their hours, no-shows and raised hands (decision 050). */}
          <TrackRecordLink orgId={orgId} userId={item.userId} name={item.name} className="sm:h-auto sm:py-0.5" />
        </p>
        <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={t("roster.why")}>
          {item.reasons.map((reason) => (
            <li key={reason}>
              <Badge tone={STRONG.has(reason) ? "brand" : "neutral"} className="whitespace-normal">
                {t(`roster.reasons.${reason}`, { count: item.pastEvents })}
              </Badge>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-slate-500">{t("roster.hours", { hours: format.number(item.hoursInPeriod) })}</p>
      </div>
    </li>
  );
}

/** A post that stays open: how many places, and per reason how many people it kept out. */
function UnfilledRow({ place }: { place: UnfilledView }) {
  const { t } = useTranslation("events");
  return (
    <div
      className="mx-3 mb-2.5 rounded-md border border-amber-200 bg-amber-50 px-3 py-2"
      data-testid={`roster-unfilled-${place.eventId}-${place.qualification}`}
    >
      <p className="flex items-center gap-1.5 text-sm font-medium text-amber-900">
        <CircleSlash className="h-4 w-4 shrink-0" aria-hidden />
        {t("roster.unfilled.places", { count: place.count })}
      </p>
      {place.reasons.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1.5 pl-5.5" aria-label={t("roster.unfilled.why")}>
          {place.reasons.map((reason) => (
            <li key={reason.code}>
              <Badge tone="amber" className="whitespace-normal" data-testid={`unfilled-reason-${reason.code}`}>
                {/* One run of text, so that a long reason wraps with its count. */}
                <span>
                  {t(`roster.unfilled.reasons.${reason.code}`)}
                  {reason.code !== "noneQualified" && (
                    <span className="font-semibold tabular-nums">
                      {" · "}
                      {t("roster.unfilled.people", { count: reason.people })}
                    </span>
                  )}
                </span>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One event of the proposal: a box that ticks all its people, each person, and what stays open. */
export function RosterEventGroup({
  orgId,
  group,
  selected,
  onToggle,
}: {
  orgId: string;
  group: RosterGroup;
  selected: ReadonlySet<string>;
  onToggle: (keys: string[], checked: boolean) => void;
}) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const keys = group.items.map(itemKey);
  const ticked = keys.filter((key) => selected.has(key)).length;
  const state = ticked === 0 ? false : ticked === keys.length ? true : "indeterminate";
  const when = [format.date(group.eventDate), group.startTime && `${group.startTime}–${group.endTime}`]
    .filter(Boolean)
    .join(" · ");
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white"
      aria-labelledby={`roster-event-${group.eventId}`}
      data-testid={`roster-event-${group.eventId}`}
    >
      <header className="flex items-start gap-3 border-b border-slate-100 px-3 py-2.5">
        {keys.length > 0 && (
          <span className="-m-3 flex shrink-0 p-3 sm:m-0 sm:p-0 sm:pt-0.5">
            <Checkbox
              checked={state}
              onCheckedChange={() => onToggle(keys, state !== true)}
              aria-label={t("roster.selectEvent", { event: group.eventName })}
              data-testid={`roster-check-event-${group.eventId}`}
            />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 id={`roster-event-${group.eventId}`} className="font-semibold text-slate-900">
            {group.eventName}
          </h3>
          <p className="text-xs text-slate-600 first-letter:uppercase">{when}</p>
        </div>
        {keys.length > 0 && (
          <span className="shrink-0 text-xs font-medium text-slate-600 tabular-nums">
            {t("roster.proposed", { count: keys.length })}
          </span>
        )}
      </header>
      {QUALIFICATIONS.map((qualification) => {
        const people = group.items.filter((item) => item.qualification === qualification);
        const open = group.unfilled.find((place) => place.qualification === qualification);
        if (people.length === 0 && !open) return null;
        return (
          <div key={qualification} className="border-t border-slate-100 first-of-type:border-t-0">
            <h4 className="px-3 pt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t(`common:qualifications.${qualification}`)}
            </h4>
            {people.length > 0 && (
              <ul className="divide-y divide-slate-100 px-3">
                {people.map((item) => (
                  <ItemRow
                    key={itemKey(item)}
                    orgId={orgId}
                    item={item}
                    checked={selected.has(itemKey(item))}
                    onCheckedChange={(checked) => onToggle([itemKey(item)], checked)}
                  />
                ))}
              </ul>
            )}
            {open && <UnfilledRow place={open} />}
          </div>
        );
      })}
    </section>
  );
}
