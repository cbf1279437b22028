import type { MapAssetView } from "@hulppost/shared/maps";
import { Eye, MapPinOff, MapPinPlus, Move, Navigation, Package } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ASSET_ICONS } from "../../../components/asset-icons";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { useFormat } from "../../../lib/format";
import { ASSET_TONES, formatCoordinate } from "../asset-kinds";
import { directionsUrl } from "../directions";

const STATUS_TONES = { available: "green", in_use: "blue", maintenance: "amber", unavailable: "neutral" } as const;

/**
 * Every asset of the event with where it stands and what can be done with it: the way to use the
 * map with a keyboard or a screen reader, and on a phone the list under the map. Admins read the
 * coordinates they placed; a caregiver gets a route to the asset in their maps app instead.
 */
export function AssetPlacementList({
  assets,
  editable,
  busy,
  activeAssetId,
  selectedAssetId,
  onPlace,
  onShow,
  onRemove,
}: {
  assets: MapAssetView[];
  editable: boolean;
  /** While something is being placed, the other actions wait. */
  busy: boolean;
  activeAssetId: string | null;
  selectedAssetId: string | null;
  onPlace: (asset: MapAssetView) => void;
  onShow: (asset: MapAssetView) => void;
  onRemove: (asset: MapAssetView) => void;
}) {
  const { t } = useTranslation("maps");
  const format = useFormat();
  const placed = assets.filter((a) => a.placement).length;
  return (
    <Card data-testid="asset-placement-list">
      <CardHeader>
        <CardTitle>{t("list.title")}</CardTitle>
        <p className="text-sm text-slate-600">{t("list.count", { placed, total: assets.length })}</p>
      </CardHeader>
      <CardContent>
        {assets.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-slate-600">
            <Package className="h-8 w-8 text-slate-400" aria-hidden />
            <p>{t("list.empty")}</p>
            {editable && <p className="text-xs text-slate-500">{t("list.emptyAdmin")}</p>}
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {assets.map((asset) => {
              const Icon = ASSET_ICONS[asset.type];
              const active = activeAssetId === asset.assetId;
              return (
                <li
                  key={asset.assetId}
                  className={cn(
                    "flex flex-col gap-2 py-3 first:pt-0 last:pb-0",
                    (active || selectedAssetId === asset.assetId) && "rounded-md bg-brand-50/60",
                  )}
                  data-testid={`placement-item-${asset.assetId}`}
                >
                  <div className="flex items-start gap-3">
                    <span
                      className={cn(
                        "flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2",
                        ASSET_TONES[asset.type],
                      )}
                    >
                      <Icon className="h-5 w-5" aria-hidden />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words text-slate-900">{asset.name}</p>
                      <div className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                        <span>{t(`types.${asset.type}`)}</span>
                        <Badge tone={STATUS_TONES[asset.status]}>{t(`status.${asset.status}`)}</Badge>
                      </div>
                      <p className="mt-1 text-xs text-slate-600 tabular-nums">
                        {!asset.placement
                          ? t("list.notPlaced")
                          : editable
                            ? t("list.placedAt", {
                                latitude: formatCoordinate(asset.placement.latitude),
                                longitude: formatCoordinate(asset.placement.longitude),
                                when: format.dateTime(asset.placement.placedAt) ?? "",
                              })
                            : t("list.placedSince", { when: format.dateTime(asset.placement.placedAt) ?? "" })}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2 pl-12">
                    {asset.placement && (
                      <Button
                        variant="outline"
                        size="sm"
                        className="h-11 min-w-11"
                        onClick={() => onShow(asset)}
                        aria-label={t("list.showLabel", { name: asset.name })}
                        data-testid={`show-${asset.assetId}`}
                      >
                        <Eye className="h-4 w-4" aria-hidden />
                        {t("list.show")}
                      </Button>
                    )}
                    {!editable && asset.placement && (
                      <Button asChild variant="outline" size="sm" className="h-11">
                        <a
                          href={directionsUrl(asset.placement)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t("list.routeLabel", { name: asset.name })}
                          data-testid={`route-${asset.assetId}`}
                        >
                          <Navigation className="h-4 w-4" aria-hidden />
                          {t("list.route")}
                        </a>
                      </Button>
                    )}
                    {editable && (
                      <Button
                        variant={asset.placement ? "outline" : "primary"}
                        size="sm"
                        className="h-11"
                        disabled={busy && !active}
                        onClick={() => onPlace(asset)}
                        aria-label={t(asset.placement ? "list.moveLabel" : "list.placeLabel", { name: asset.name })}
                        data-testid={`place-${asset.assetId}`}
                      >
                        {asset.placement ? (
                          <Move className="h-4 w-4" aria-hidden />
                        ) : (
                          <MapPinPlus className="h-4 w-4" aria-hidden />
                        )}
                        {t(asset.placement ? "list.move" : "list.place")}
                      </Button>
                    )}
                    {editable && asset.placement && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="h-11 text-red-700 hover:bg-red-50"
                        disabled={busy}
                        onClick={() => onRemove(asset)}
                        aria-label={t("list.removeLabel", { name: asset.name })}
                        data-testid={`remove-${asset.assetId}`}
                      >
                        <MapPinOff className="h-4 w-4" aria-hidden />
                        {t("list.remove")}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
