import type { EventAssetView } from "@hulppost/shared/infrastructure";
import { MapPin, MapPinOff, Plus, Trash2, Warehouse } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { ASSET_ICONS } from "../../../components/asset-icons";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useEventAssets } from "../api/event-assets";
import { useUnassignAsset } from "../api/unassign-asset";
import { assetPagePath } from "./asset-list";
import { EventAssetAssignDialog } from "./event-asset-assign-dialog";

/** The event's assets (for an admin): each with whether it is on the site map yet, to remove; and assigning. */
export function EventAssetsSection({ orgId, event }: { orgId: string; event: { id: string; name: string } }) {
  const { t } = useTranslation("infrastructure");
  const errorMessage = useErrorMessage();
  const assets = useEventAssets(orgId, event.id);
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<EventAssetView | null>(null);
  const remove = useUnassignAsset(orgId, event.id, {
    onSuccess: (_, asset) => {
      toast.success(t("toasts.unassigned", { asset: asset.name, event: event.name }));
      setRemoving(null);
    },
    onError: (error) => toast.error(t("toasts.unassignFailed"), { description: errorMessage(error) }),
  });

  return (
    <Card data-testid="event-assets">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t("event.title")}</CardTitle>
        <Button onClick={() => setAssigning(true)} data-testid="open-asset-assign">
          <Plus className="h-4 w-4" aria-hidden />
          {t("event.assign")}
        </Button>
      </CardHeader>
      <CardContent>
        {assets.isPending ? (
          <Loading />
        ) : assets.isError ? (
          <LoadError title={t("event.loadFailed")} error={assets.error} onRetry={() => assets.refetch()} />
        ) : assets.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <Warehouse className="h-8 w-8 text-slate-400" aria-hidden />
            <p className="text-sm text-slate-600">{t("event.empty")}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="event-asset-list">
            {assets.data.map((asset) => {
              const Icon = ASSET_ICONS[asset.type];
              return (
                <li
                  key={asset.assetId}
                  className="flex items-center gap-3 py-2.5"
                  data-testid={`event-asset-${asset.assetId}`}
                >
                  <Icon className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={assetPagePath(asset.assetId)}
                      className="truncate text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {asset.name}
                    </Link>
                    <p className="text-xs text-slate-500">
                      {[t(`types.${asset.type}`), asset.licencePlate].filter(Boolean).join(" · ")}
                    </p>
                  </div>
                  {asset.placed ? (
                    <Badge tone="green" className="shrink-0">
                      <MapPin className="h-3 w-3" aria-hidden />
                      {t("event.placed")}
                    </Badge>
                  ) : (
                    <Badge tone="neutral" className="shrink-0">
                      <MapPinOff className="h-3 w-3" aria-hidden />
                      {t("event.notPlaced")}
                    </Badge>
                  )}
                  <Button
                    size="icon"
                    variant="ghost"
                    className="sm:h-9 sm:w-9 shrink-0 text-slate-500 hover:text-red-700"
                    onClick={() => setRemoving(asset)}
                    aria-label={t("event.removeLabel", { name: asset.name })}
                    data-testid={`unassign-asset-${asset.assetId}`}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      {assigning && <EventAssetAssignDialog orgId={orgId} event={event} onClose={() => setAssigning(false)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("event.confirmRemoveTitle", { name: removing?.name ?? "" })}
        description={t("event.confirmRemoveDescription")}
        confirmLabel={t("event.remove")}
        onConfirm={() => removing && remove.mutate(removing)}
        pending={remove.isPending}
        testId="confirm-unassign-asset"
      />
    </Card>
  );
}
