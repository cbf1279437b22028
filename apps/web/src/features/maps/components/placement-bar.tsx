import type { MapAssetView, PointView } from "@hulppost/shared/maps";
import { Check, Crosshair, LocateFixed, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { formatCoordinate } from "../asset-kinds";
import type { Editing } from "../placement-state";

/**
 * Under the map, within a thumb's reach: what to do now and the buttons to do it. While placing it
 * says where to tap and offers the device's position or the map's centre (so a keyboard user who
 * pans the map can place too); nothing is saved until Save.
 */
export function PlacementBar({
  editing,
  asset,
  saving,
  locating,
  onMyPosition,
  onCenter,
  onSave,
  onCancel,
}: {
  editing: Exclude<Editing, { kind: "idle" }>;
  /** The asset being placed or moved (none while setting the event's point). */
  asset: MapAssetView | null;
  saving: boolean;
  locating: boolean;
  onMyPosition: () => void;
  onCenter: () => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("maps");
  const name = asset?.name ?? "";
  const instruction =
    editing.kind === "site"
      ? t(editing.draft ? "bar.adjustSite" : "bar.tapSite")
      : editing.draft
        ? t("bar.adjust", { name })
        : t(asset?.placement ? "bar.tapToMove" : "bar.tapToPlace", { name });
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-3 shadow-sm" data-testid="placement-bar">
      <p className="text-sm font-medium text-slate-900" role="status" aria-live="polite">
        {instruction}
      </p>
      {editing.draft && <DraftCoordinates point={editing.draft} />}
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button
          variant="outline"
          size="lg"
          className="px-3 text-sm"
          onClick={onMyPosition}
          loading={locating}
          data-testid="placement-my-position"
        >
          <LocateFixed className="h-5 w-5" aria-hidden />
          {t("bar.myPosition")}
        </Button>
        <Button variant="outline" size="lg" className="px-3 text-sm" onClick={onCenter} data-testid="placement-center">
          <Crosshair className="h-5 w-5" aria-hidden />
          {t("bar.mapCenter")}
        </Button>
        <Button variant="ghost" size="lg" className="px-3 text-sm" onClick={onCancel} data-testid="placement-cancel">
          <X className="h-5 w-5" aria-hidden />
          {t("common:actions.cancel")}
        </Button>
        <Button
          size="lg"
          className="px-3 text-sm sm:ml-auto"
          onClick={onSave}
          disabled={!editing.draft}
          loading={saving}
          data-testid="placement-save"
        >
          <Check className="h-5 w-5" aria-hidden />
          {t("common:actions.save")}
        </Button>
      </div>
    </div>
  );
}

function DraftCoordinates({ point }: { point: PointView }) {
  const { t } = useTranslation("maps");
  return (
    <p className="mt-1 text-xs text-slate-600 tabular-nums" data-testid="placement-draft">
      {t("bar.draft", { latitude: formatCoordinate(point.latitude), longitude: formatCoordinate(point.longitude) })}
    </p>
  );
}
