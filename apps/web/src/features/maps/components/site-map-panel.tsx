import type { EventMapView, MapAssetView, PointView } from "@hulppost/shared/maps";
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { useEventMap } from "../api/get-event-map";
import { currentPosition, PositionError } from "../current-position";
import { type Editing, IDLE, type MapHandle } from "../placement-state";
import { useSiteMapActions } from "../use-site-map-actions";
import { AssetPlacementList } from "./asset-placement-list";
import { PlacementBar } from "./placement-bar";
import { SitePointCard } from "./site-point-card";

// Leaflet and its styles arrive only when a map is shown (the bundle-size test guards the rest).
const SiteMapCanvas = lazy(async () => ({ default: (await import("./site-map-canvas")).SiteMapCanvas }));

/**
 * An event's site map with its asset list and the event's point: members see where everything
 * stands, admins (`editable`) place, move and remove. Other pages embed it through EventSiteMap
 * (event-site-map.tsx), which loads it lazily. `layers` are drawn on the map over the assets
 * (caregivers' live locations; react-leaflet layers, loaded lazily like the map).
 */
export function SiteMapPanel({
  orgId,
  eventId,
  editable,
  layers,
  aside,
}: {
  orgId: string;
  eventId: string;
  editable: boolean;
  layers?: ReactNode;
  /** More cards in the column beside the map, above the asset list (who is where). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation("maps");
  const map = useEventMap(orgId, eventId);
  if (map.isPending) return <Loading />;
  if (map.isError) return <LoadError title={t("map.loadFailed")} error={map.error} onRetry={() => map.refetch()} />;
  return <SiteMap key={eventId} orgId={orgId} data={map.data} editable={editable} layers={layers} aside={aside} />;
}

function SiteMap({
  orgId,
  data,
  editable,
  layers,
  aside,
}: {
  orgId: string;
  data: EventMapView;
  editable: boolean;
  layers?: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useTranslation("maps");
  const actions = useSiteMapActions(orgId, data.event.id);
  const [editing, setEditing] = useState<Editing>(IDLE);
  const [selected, setSelected] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MapAssetView | null>(null);
  const [locating, setLocating] = useState(false);
  const handle = useRef<MapHandle | null>(null);
  // The list sits under the map on a phone: an action started there brings the map (and the bar
  // under it, with Save) back into view.
  const mapBox = useRef<HTMLDivElement>(null);
  const bringMapIntoView = () => mapBox.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  const onReady = useCallback((map: MapHandle) => {
    handle.current = map;
  }, []);

  const assetOf = (id: string) => data.assets.find((a) => a.assetId === id) ?? null;
  const editedAsset = editing.kind === "asset" ? assetOf(editing.assetId) : null;
  const setDraft = (draft: PointView) =>
    setEditing((current) => (current.kind === "idle" ? current : { ...current, draft }));

  const onMapTap = (point: PointView) => {
    if (!editable || editing.kind === "idle") setSelected(null);
    else setDraft(point);
  };
  const onAssetDrag = (assetId: string, point: PointView) => {
    setSelected(assetId);
    setEditing({ kind: "asset", assetId, draft: point });
  };
  const locateMe = async () => {
    setLocating(true);
    try {
      const found = await currentPosition();
      setDraft(found);
      handle.current?.show(found);
      toast.success(t("position.found", { accuracy: found.accuracy }));
    } catch (error) {
      const problem = error instanceof PositionError ? error.problem : "positionUnavailable";
      toast.error(t("position.failed"), { description: t(`position.${problem}`) });
    } finally {
      setLocating(false);
    }
  };
  const save = () => {
    if (editing.kind === "idle" || !editing.draft) return;
    const done = { onSuccess: () => setEditing(IDLE) };
    if (editing.kind === "site") actions.setSite.mutate(editing.draft, done);
    else
      actions.place.mutate({ assetId: editing.assetId, point: editing.draft, moved: !!editedAsset?.placement }, done);
  };

  // Where the post is, first for a caregiver (their way there); last for an admin, whose card is a
  // form they need less often than the assets' buttons.
  const sitePoint = (
    <SitePointCard
      site={data.event.site}
      place={{ name: data.event.location ?? data.event.name, address: data.event.address }}
      editable={editable}
      busy={editing.kind !== "idle"}
      saving={actions.setSite.isPending}
      onSave={(point) => actions.setSite.mutate(point, { onSuccess: () => handle.current?.show(point) })}
      onPick={() => {
        setEditing({ kind: "site", draft: null });
        bringMapIntoView();
      }}
      onClear={() => actions.clearSite.mutate()}
    />
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      {/* On a desk screen the map (and the bar with Save under it) stays in view while the lists
          beside it scroll: sticky under the app's 3.5 rem header, as tall as the window leaves. */}
      <div className="flex flex-col gap-3 lg:sticky lg:top-[4.5rem] lg:h-[calc(100dvh-5.5rem)] lg:min-h-[26rem]">
        <div
          ref={mapBox}
          className="h-[55vh] min-h-72 scroll-mt-20 overflow-hidden rounded-xl border border-slate-200 shadow-sm lg:h-auto lg:min-h-0 lg:flex-1"
        >
          <Suspense fallback={<Loading className="h-full items-center" />}>
            <SiteMapCanvas
              label={t("map.label", { name: data.event.name })}
              tiles={data.tiles}
              site={data.event.site}
              siteLabel={data.event.location ?? data.event.name}
              assets={data.assets}
              editable={editable}
              editing={editing}
              selectedAssetId={editing.kind === "asset" ? editing.assetId : selected}
              onMapTap={onMapTap}
              onAssetSelect={setSelected}
              onAssetDrag={onAssetDrag}
              onSiteDrag={(draft) => setEditing({ kind: "site", draft })}
              onReady={onReady}
            >
              {layers}
            </SiteMapCanvas>
          </Suspense>
        </div>
        {editable && editing.kind !== "idle" && (
          <PlacementBar
            editing={editing}
            asset={editedAsset}
            saving={actions.place.isPending || actions.setSite.isPending}
            locating={locating}
            onMyPosition={locateMe}
            onCenter={() => handle.current && setDraft(handle.current.center())}
            onSave={save}
            onCancel={() => setEditing(IDLE)}
          />
        )}
      </div>
      <div className="flex flex-col gap-4">
        {!editable && sitePoint}
        {aside}
        <AssetPlacementList
          assets={data.assets}
          editable={editable}
          busy={editing.kind !== "idle"}
          activeAssetId={editing.kind === "asset" ? editing.assetId : null}
          selectedAssetId={selected}
          onPlace={(asset) => {
            setSelected(asset.assetId);
            setEditing({ kind: "asset", assetId: asset.assetId, draft: null });
            if (asset.placement) handle.current?.show(asset.placement);
            bringMapIntoView();
          }}
          onShow={(asset) => {
            setSelected(asset.assetId);
            if (asset.placement) handle.current?.show(asset.placement);
            bringMapIntoView();
          }}
          onRemove={setRemoving}
        />
        {editable && sitePoint}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("remove.title", { name: removing?.name ?? "" })}
        description={t("remove.description")}
        confirmLabel={t("list.remove")}
        onConfirm={() =>
          removing &&
          actions.remove.mutate(
            { assetId: removing.assetId, name: removing.name },
            { onSuccess: () => setRemoving(null) },
          )
        }
        pending={actions.remove.isPending}
        testId="confirm-remove-placement"
      />
    </div>
  );
}
