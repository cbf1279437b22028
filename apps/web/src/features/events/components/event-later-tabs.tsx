import type { EventView } from "@hulppost/shared/events";
import { Ambulance, ClipboardPlus, Tent } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/page-header";
import { StaffingRow } from "./staffing-bars";

/** Tents and ambulances asked for; assigning assets arrives with the infrastructure module. */
export function EventInfrastructureTab({ event }: { event: EventView }) {
  const { t } = useTranslation("events");
  return (
    <div className="flex flex-col gap-4" data-testid="event-infrastructure">
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:grid-cols-2">
          <div className="flex items-start gap-3">
            <Tent className="mt-0.5 h-5 w-5 text-slate-500" aria-hidden />
            <div className="flex-1">
              <StaffingRow label={t("infrastructure.tents")} count={event.staffing.tents} />
            </div>
          </div>
          <div className="flex items-start gap-3">
            <Ambulance className="mt-0.5 h-5 w-5 text-slate-500" aria-hidden />
            <div className="flex-1">
              <StaffingRow label={t("infrastructure.ambulances")} count={event.staffing.ambulances} />
            </div>
          </div>
        </CardContent>
      </Card>
      <EmptyState
        icon={<Ambulance className="h-10 w-10" />}
        title={t("infrastructure.emptyTitle")}
        description={t("infrastructure.emptyDescription")}
      />
    </div>
  );
}

/** Patient registration per event is a later module. */
export function EventPatientsTab() {
  const { t } = useTranslation("events");
  return (
    <div data-testid="event-patients">
      <EmptyState
        icon={<ClipboardPlus className="h-10 w-10" />}
        title={t("patients.emptyTitle")}
        description={t("patients.emptyDescription")}
      />
    </div>
  );
}
