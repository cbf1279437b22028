import { ArrowLeft, MapPin } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useEventFormat } from "../../../lib/event-dates";
import { useEvent } from "../api/get-event";
import type { EventSections } from "../event-sections";
import { EventActions } from "./event-actions";
import { EventInterestTab } from "./event-interest-tab";
import { EventInfrastructureTab } from "./event-later-tabs";
import { EventNotFound, isMissingEvent } from "./event-not-found";
import { EventOverviewTab } from "./event-overview-tab";
import { EventPersonnelTab } from "./event-personnel-tab";
import { EventStatusBadge } from "./event-status-badge";

const TABS = ["overview", "personnel", "infrastructure", "locations", "patients", "interest", "insights"] as const;
type Tab = (typeof TABS)[number];

/** One event for an admin, with tabs Overview, Personnel, Infrastructure, Locations, Patients, Interest and Insights. */
export function AdminEventDetail({
  orgId,
  eventId,
  backTo,
  sections,
}: {
  orgId: string;
  eventId: string;
  backTo: string;
  sections: EventSections;
}) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const [params, setParams] = useSearchParams();
  const detail = useEvent(orgId, eventId);
  const rawTab = params.get("tab");
  // A live event opens on its patients: that is what its post looks at.
  const tab: Tab = TABS.includes(rawTab as Tab)
    ? (rawTab as Tab)
    : detail.data?.phase === "live"
      ? "patients"
      : "overview";
  const setTab = (value: string) => {
    const next = new URLSearchParams(params);
    next.set("tab", value);
    setParams(next, { replace: true });
  };
  const back = (
    <Link
      to={backTo}
      className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700"
      data-testid="event-back"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t("detail.back")}
    </Link>
  );

  if (detail.isPending) return <Loading page className="py-20" />;
  if (detail.isError) {
    if (isMissingEvent(detail.error))
      return <EventNotFound backTo={backTo} backLabel={t("detail.back")} eventId={eventId} />;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <LoadError title={t("errors.loadEvent")} error={detail.error} onRetry={() => detail.refetch()} />
      </div>
    );
  }
  const event = detail.data;
  const assigned = event.assignments.length;

  return (
    <div className="flex flex-col gap-4 lg:gap-3" data-testid="admin-event-detail">
      {back}
      <header className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{event.name}</h1>
            <EventStatusBadge event={event} />
          </div>
          <p className="mt-1 text-sm text-slate-600 first-letter:uppercase">{format.period(event)}</p>
          {event.location && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-500">
              <MapPin className="h-3.5 w-3.5" aria-hidden />
              {event.location}
            </p>
          )}
        </div>
        <EventActions orgId={orgId} event={event} backTo={backTo} />
      </header>

      {event.cancelled && (
        <Alert tone="warning" title={t("detail.cancelledNotice")} data-testid="event-cancelled-notice" />
      )}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name} data-testid={`event-tab-${name}`}>
              {t(`tabs.${name}`)}
              {name === "personnel" && assigned > 0 && (
                <Badge tone="neutral" className="ml-1.5">
                  {assigned}
                </Badge>
              )}
              {name === "interest" && event.interests.length > 0 && (
                <Badge tone="brand" className="ml-1.5">
                  {event.interests.length}
                </Badge>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <EventOverviewTab orgId={orgId} event={event} onShowPersonnel={() => setTab("personnel")} />
          <Suspense fallback={null}>
            <div className="mt-4">
              <sections.Alerts orgId={orgId} eventId={event.id} />
            </div>
          </Suspense>
        </TabsContent>
        <TabsContent value="personnel">
          <EventPersonnelTab orgId={orgId} event={event} />
        </TabsContent>
        <TabsContent value="infrastructure">
          <EventInfrastructureTab orgId={orgId} event={event} Assets={sections.Infrastructure} />
        </TabsContent>
        <TabsContent value="locations">
          {/* Mounted only while open: the map and the live positions load and refresh only then. */}
          {tab === "locations" && <sections.Locations orgId={orgId} event={event} />}
        </TabsContent>
        <TabsContent value="patients">
          <div className="flex flex-col gap-3" data-testid="event-patients">
            <sections.Patients orgId={orgId} eventId={event.id} live={event.phase === "live"} />
          </div>
        </TabsContent>
        <TabsContent value="interest">
          <EventInterestTab orgId={orgId} event={event} />
        </TabsContent>
        <TabsContent value="insights">
          <Suspense fallback={<Loading />}>
            <sections.Insights orgId={orgId} eventId={event.id} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
