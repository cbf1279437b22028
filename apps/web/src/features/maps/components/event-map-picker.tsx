import type { EventMapSummary } from "@hulppost/shared/maps";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { NativeSelect } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useFormat } from "../../../lib/format";

/** Which event's map to show: the live ones first, then the upcoming ones by start. */
export function EventMapPicker({
  events,
  value,
  onChange,
}: {
  events: EventMapSummary[];
  value: string;
  onChange: (eventId: string) => void;
}) {
  const { t } = useTranslation("maps");
  const format = useFormat();
  const current = events.find((e) => e.id === value);
  const labelOf = (event: EventMapSummary) =>
    event.phase === "live"
      ? t("picker.liveOption", { name: event.name })
      : t("picker.upcomingOption", { name: event.name, date: format.date(event.startsAt) ?? "" });
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="event-map-picker">{t("picker.label")}</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <NativeSelect
          id="event-map-picker"
          className="h-11 sm:max-w-md"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid="event-map-picker"
        >
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {labelOf(event)}
            </option>
          ))}
        </NativeSelect>
        {current && (
          <div className="flex items-center gap-2">
            {current.phase === "live" && <Badge tone="red">{t("picker.live")}</Badge>}
            <span className="text-sm text-slate-600">
              {t("picker.placed", { placed: current.placedCount, total: current.assetCount })}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
