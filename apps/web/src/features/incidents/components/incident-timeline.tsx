import type { TimelineEntryView } from "@hulppost/shared/incidents";
import { useTranslation } from "react-i18next";
import { useClock } from "../use-clock";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** What happened, who and when, newest first: the incident's own log and its report's spine. */
export function IncidentTimeline({ entries }: { entries: TimelineEntryView[] }) {
  const { t } = useTranslation("incidents");
  const clock = useClock();
  const line = (entry: TimelineEntryView) => {
    const tag = text(entry.details.tagCode) || t("list.noTag");
    const category = text(entry.details.category);
    const said = t(`timeline.${entry.kind}`, {
      tag,
      category: category ? t(`short.${category}`) : "",
      to: text(entry.details.to) ? t(`places.${text(entry.details.to)}`) : "",
    });
    // A move made offline that arrived after a later one: kept in the history, not applied.
    return entry.details.superseded ? `${said} (${t("timeline.superseded")})` : said;
  };
  return (
    <ol className="flex flex-col gap-2 text-sm" data-testid="incident-timeline">
      {[...entries].reverse().map((entry) => (
        <li key={entry.id} className="flex gap-3">
          <time className="w-12 shrink-0 text-slate-500 tabular-nums" dateTime={entry.at}>
            {clock(entry.at)}
          </time>
          <span className="min-w-0 text-slate-800">
            {line(entry)}
            {entry.byName && <span className="text-slate-500"> · {t("list.by", { name: entry.byName })}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
