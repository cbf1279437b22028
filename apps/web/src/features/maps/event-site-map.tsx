import { lazy, type ReactNode, Suspense } from "react";
import { Loading } from "../../components/ui/load-state";

const SiteMapPanel = lazy(async () => ({ default: (await import("./components/site-map-panel")).SiteMapPanel }));

export interface EventSiteMapProps {
  orgId: string;
  eventId: string;
  /** Admins: place, move and remove assets, set the event's point. Members: look. */
  editable: boolean;
  /** More react-leaflet layers over the assets (caregivers' live locations). */
  layers?: ReactNode;
  /** Cards beside the map, above the asset list (the caregivers' positions). */
  aside?: ReactNode;
}

/**
 * The site map of one event, to embed anywhere (the event detail's Infrastructure tab): its code,
 * Leaflet's and the map's words load when it is first shown, not with the page that embeds it.
 */
export function EventSiteMap(props: EventSiteMapProps) {
  return (
    <Suspense fallback={<Loading />}>
      <SiteMapPanel {...props} />
    </Suspense>
  );
}
