import type { EventSummary } from "@hulppost/shared/events";
import { useTranslation } from "react-i18next";
import { useEventFormat } from "../../../lib/event-dates";

/** The options of an event list: running now first, then those to come, each with its day. */
export function EventOptions({ live, upcoming }: { live: EventSummary[]; upcoming: EventSummary[] }) {
  const { t } = useTranslation("sms");
  const format = useEventFormat();
  const option = (event: EventSummary) => (
    <option key={event.id} value={event.id}>
      {`${event.name} · ${format.dateShort(event.date)}`}
    </option>
  );
  return (
    <>
      {live.length > 0 && <optgroup label={t("groups.live")}>{live.map(option)}</optgroup>}
      {upcoming.length > 0 && <optgroup label={t("groups.upcoming")}>{upcoming.map(option)}</optgroup>}
    </>
  );
}
