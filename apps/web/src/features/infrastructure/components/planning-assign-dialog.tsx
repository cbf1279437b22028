import type { PlanningView } from "@hulppost/shared/infrastructure";
import { CalendarX2, MapPin, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/page-header";
import { useEventFormat } from "../../../lib/event-dates";
import { type AssetAssignment, useAssignAsset } from "../api/assign-asset";
import { useAssetErrorMessage } from "../use-asset-error";

type PlanningEvent = PlanningView["events"][number];

/**
 * A free cell of the planning: the events of that day, each to put this asset on. The server has
 * the last word; a refusal (a period, another event) is shown here, in the dialog.
 */
export function PlanningAssignDialog({
  orgId,
  asset,
  day,
  events,
  onClose,
}: {
  orgId: string;
  asset: { id: string; name: string };
  day: string;
  events: PlanningEvent[];
  onClose: () => void;
}) {
  const { t } = useTranslation("infrastructure");
  const format = useEventFormat();
  const assetError = useAssetErrorMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const assign = useAssignAsset<AssetAssignment & { event: PlanningEvent }>(orgId, {
    onSuccess: (_, { event }) => {
      toast.success(t("toasts.assigned", { asset: asset.name, event: event.name }));
      onClose();
    },
    onError: (error, { event }) => {
      const message = assetError(error);
      setRefusal(message);
      toast.error(t("toasts.assignFailed", { asset: asset.name, event: event.name }), { description: message });
    },
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("planning.assignTitle", { name: asset.name })}
        description={format.dateLong(day)}
        data-testid="planning-assign-dialog"
      >
        {refusal && (
          <Alert tone="error" title={t("assign.refused")} className="mb-3" data-testid="assign-refusal">
            {refusal}
          </Alert>
        )}
        {events.length === 0 ? (
          <EmptyState
            icon={<CalendarX2 className="h-10 w-10" />}
            title={t("planning.noEvents")}
            action={
              <Button variant="outline" asChild>
                <Link to="/dashboard/event-management">{t("planning.toEvents")}</Link>
              </Button>
            }
          />
        ) : (
          <ul className="divide-y divide-slate-100">
            {events.map((event) => (
              <li key={event.id} className="flex items-center gap-3 py-3" data-testid={`planning-event-${event.id}`}>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{event.name}</p>
                  <p className="text-xs text-slate-500">
                    {format.instant(event.startsAt)} – {format.instant(event.endsAt)}
                  </p>
                  {event.location && (
                    <p className="flex items-center gap-1 text-xs text-slate-500">
                      <MapPin className="h-3 w-3" aria-hidden />
                      {event.location}
                    </p>
                  )}
                </div>
                <Button
                  size="sm"
                  onClick={() => {
                    setRefusal(null);
                    assign.mutate({ eventId: event.id, assetId: asset.id, event });
                  }}
                  loading={assign.isPending && assign.variables?.eventId === event.id}
                  data-testid={`planning-assign-${event.id}`}
                >
                  <Plus className="h-4 w-4" aria-hidden />
                  {t("assign.assign")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
