import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useErrorMessage } from "../../lib/use-error-message";
import { usePlaceAsset, useRemovePlacement } from "./api/asset-placement";
import { useClearSitePoint, useSetSitePoint } from "./api/site-point";

/**
 * The four writes of a site map, each with its toast. The hooks put a saved point into the cached
 * map at once and refresh the maps; this adds what the admin is told.
 */
export function useSiteMapActions(orgId: string, eventId: string) {
  const { t } = useTranslation("maps");
  const errorMessage = useErrorMessage();
  const failed = (title: string) => (error: unknown) => toast.error(title, { description: errorMessage(error) });

  const place = usePlaceAsset(orgId, eventId, {
    onSuccess: (saved, { moved }) => {
      toast.success(t(moved ? "toasts.moved" : "toasts.placed"), { description: saved.name });
    },
    onError: failed(t("toasts.saveFailed")),
  });

  const remove = useRemovePlacement(orgId, eventId, {
    onSuccess: (_, { name }) => {
      toast.success(t("toasts.removed"), { description: name });
    },
    onError: failed(t("toasts.removeFailed")),
  });

  const setSite = useSetSitePoint(orgId, eventId, {
    onSuccess: () => {
      toast.success(t("toasts.siteSaved"));
    },
    onError: failed(t("toasts.saveFailed")),
  });

  const clearSite = useClearSitePoint(orgId, eventId, {
    onSuccess: () => {
      toast.success(t("toasts.siteRemoved"));
    },
    onError: failed(t("toasts.removeFailed")),
  });

  return { place, remove, setSite, clearSite };
}
