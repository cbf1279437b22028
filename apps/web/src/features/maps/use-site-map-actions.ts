import type { EventMapView, PointView } from "@hulppost/shared/maps";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useErrorMessage } from "../../lib/use-error-message";
import { clearSitePoint, invalidateMaps, mapKeys, placeAsset, removePlacement, setSitePoint } from "./maps-api";

/**
 * The four writes of a site map, each with its toast. A saved point goes into the cached map at
 * once, so a confirmed marker does not jump back while the map is fetched again.
 */
export function useSiteMapActions(orgId: string, eventId: string) {
  const { t } = useTranslation("maps");
  const errorMessage = useErrorMessage();
  const client = useQueryClient();
  const key = mapKeys.event(orgId, eventId);
  const patch = (change: (map: EventMapView) => EventMapView) =>
    client.setQueryData<EventMapView>(key, (map) => (map ? change(map) : map));
  const failed = (title: string) => (error: unknown) => toast.error(title, { description: errorMessage(error) });

  const place = useMutation({
    mutationFn: ({ assetId, point }: { assetId: string; point: PointView; moved: boolean }) =>
      placeAsset(orgId, eventId, assetId, point),
    onSuccess: (saved, { moved }) => {
      patch((map) => ({ ...map, assets: map.assets.map((a) => (a.assetId === saved.assetId ? saved : a)) }));
      toast.success(t(moved ? "toasts.moved" : "toasts.placed"), { description: saved.name });
      invalidateMaps(client, orgId);
    },
    onError: failed(t("toasts.saveFailed")),
  });

  const remove = useMutation({
    mutationFn: ({ assetId }: { assetId: string; name: string }) => removePlacement(orgId, eventId, assetId),
    onSuccess: (_, { assetId, name }) => {
      patch((map) => ({
        ...map,
        assets: map.assets.map((a) => (a.assetId === assetId ? { ...a, placement: null } : a)),
      }));
      toast.success(t("toasts.removed"), { description: name });
      invalidateMaps(client, orgId);
    },
    onError: failed(t("toasts.removeFailed")),
  });

  const setSite = useMutation({
    mutationFn: (point: PointView) => setSitePoint(orgId, eventId, point),
    onSuccess: (site) => {
      patch((map) => ({ ...map, event: { ...map.event, site } }));
      toast.success(t("toasts.siteSaved"));
      invalidateMaps(client, orgId);
    },
    onError: failed(t("toasts.saveFailed")),
  });

  const clearSite = useMutation({
    mutationFn: () => clearSitePoint(orgId, eventId),
    onSuccess: () => {
      patch((map) => ({ ...map, event: { ...map.event, site: null } }));
      toast.success(t("toasts.siteRemoved"));
      invalidateMaps(client, orgId);
    },
    onError: failed(t("toasts.removeFailed")),
  });

  return { place, remove, setSite, clearSite };
}
