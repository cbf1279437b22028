import { isAllowed } from "@hulppost/shared/permissions";
import { MapPinned } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { NoOrganization } from "../../../components/no-organization";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState, PageHeader } from "../../../components/ui/page-header";
import { useOrganization } from "../../../lib/organization-context";
import { useMe } from "../../../lib/session";
import { ShareLocationControl, useLivePositions, useLocationSharing } from "../../locations";
import { useEventMaps } from "../api/list-event-maps";
import { EventMapPicker } from "../components/event-map-picker";
import { SiteMapPanel } from "../components/site-map-panel";

/**
 * /dashboard/locations: the site map of a live or upcoming event, the live one first. Members see
 * where the post and its assets stand, and the event's caregivers who share their position;
 * admins place the assets and see everyone who shares. Each member can share their own position
 * while the page is open. The chosen event is in the address (?event=…), so a reload or a shared
 * link opens the same map.
 */
export function LocationsPage() {
  const { selected } = useOrganization();
  if (!selected) return <NoOrganization />;
  // A new organisation is a new page: sharing in the previous one stops with it.
  return <LocationsOf key={selected.id} orgId={selected.id} />;
}

/**
 * Sharing lives here, above the event picker: choosing another event keeps it on; leaving the page
 * ends it (no tracking in the background).
 */
function LocationsOf({ orgId }: { orgId: string }) {
  const { t } = useTranslation("maps");
  const sharing = useLocationSharing(orgId);
  return (
    <div>
      <PageHeader
        title={t("page.title")}
        description={t("page.subtitle")}
        actions={<ShareLocationControl sharing={sharing} />}
      />
      <Locations orgId={orgId} />
    </div>
  );
}

function Locations({ orgId }: { orgId: string }) {
  const { t } = useTranslation("maps");
  const { data: me } = useMe();
  const { selected } = useOrganization();
  const [params, setParams] = useSearchParams();
  const events = useEventMaps(orgId);
  if (events.isPending) return <Loading page />;
  if (events.isError)
    return <LoadError title={t("picker.loadFailed")} error={events.error} onRetry={() => events.refetch()} />;
  if (events.data.length === 0)
    return (
      <EmptyState
        icon={<MapPinned className="h-10 w-10" />}
        title={t("picker.emptyTitle")}
        description={t("picker.emptyDescription")}
      />
    );
  const asked = params.get("event");
  const eventId = events.data.some((e) => e.id === asked) ? (asked as string) : (events.data[0]?.id ?? "");
  // The permission matrix only hides what the server would refuse anyway.
  const subject = me ? { roles: me.roles, memberRole: selected?.role ?? null } : null;
  const editable = isAllowed("infrastructure.manage", subject);
  const seesEveryone = isAllowed("locations.readAll", subject);
  return (
    <div className="flex flex-col gap-4">
      <EventMapPicker
        events={events.data}
        value={eventId}
        onChange={(id) => setParams({ event: id }, { replace: true })}
      />
      <LiveSiteMap orgId={orgId} eventId={eventId} editable={editable} seesEveryone={seesEveryone} />
    </div>
  );
}

/** The event's site map with its caregivers on it and, beside it, who is where. */
function LiveSiteMap(props: { orgId: string; eventId: string; editable: boolean; seesEveryone: boolean }) {
  const live = useLivePositions(props.orgId, props.eventId, props.seesEveryone);
  return (
    <SiteMapPanel
      orgId={props.orgId}
      eventId={props.eventId}
      editable={props.editable}
      layers={live.layer}
      aside={live.aside}
    />
  );
}
