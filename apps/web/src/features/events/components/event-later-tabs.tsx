import type { EventView } from "@hulppost/shared/events";
import { Ambulance, Tent } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "../../../components/ui/card";
import type { EventSections } from "../event-sections";
import { StaffingRow } from "./staffing-bars";

/**
 * The admin event detail's Infrastructure tab: tents and ambulances required against assigned
 * (like the personnel bars), the assets on the event with assign and remove, and below them the
 * event's site map, where an admin places them.
 */
export function EventInfrastructureTab({
  orgId,
  event,
  Assets,
}: {
  orgId: string;
  event: EventView;
  Assets: EventSections["Infrastructure"];
}) {
  const { t } = useTranslation("events");
  return (
    <div className="flex flex-col gap-4" data-testid="event-infrastructure">
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2">
          <div className="flex items-start gap-3" data-testid="infrastructure-bar-tents">
            <Tent className="mt-0.5 h-5 w-5 text-slate-500" aria-hidden />
            <div className="flex-1">
              <StaffingRow label={t("infrastructure.tents")} count={event.staffing.tents} />
            </div>
          </div>
          <div className="flex items-start gap-3" data-testid="infrastructure-bar-ambulances">
            <Ambulance className="mt-0.5 h-5 w-5 text-slate-500" aria-hidden />
            <div className="flex-1">
              <StaffingRow label={t("infrastructure.ambulances")} count={event.staffing.ambulances} />
            </div>
          </div>
        </CardContent>
      </Card>
      <Assets orgId={orgId} event={event} />
    </div>
  );
}
