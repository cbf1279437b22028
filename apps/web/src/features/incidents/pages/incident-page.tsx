import { ClipboardPlus, Lock, Maximize2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { NoOrganization } from "../../../components/no-organization";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Loading } from "../../../components/ui/load-state";
import { isAdminHere } from "../../../lib/access";
import { useFormat } from "../../../lib/format";
import { useOrganization } from "../../../lib/organization-context";
import { useMe } from "../../../lib/session";
import { useLeadsEvent } from "../api/event-lead";
import { useIncidentBoard } from "../api/incidents";
import { CategoryTiles, PlaceTable } from "../components/board-counts";
import { CasualtyList } from "../components/casualty-list";
import { CloseIncidentDialog } from "../components/close-incident-dialog";
import { HospitalsPanel } from "../components/hospitals-panel";
import { IncidentMap } from "../components/incident-map";
import { IncidentMissing } from "../components/incident-missing";
import { IncidentTimeline } from "../components/incident-timeline";
import { ReportMenu } from "../components/report-menu";
import { WaitingOnDevice } from "../components/waiting-on-device";
import { boardPath, triagePath } from "../paths";
import { useClock } from "../use-clock";

/**
 * /dashboard/incident?id=…: the incident's board. The counts per category in large type, where the
 * casualties are, each casualty sickest first, the timeline; triage from here, and for an admin
 * the close. `&wall=1` is the wall screen: the counts only, very large, for the post leader's tablet.
 */
export function IncidentPage() {
  const { t } = useTranslation("incidents");
  const format = useFormat();
  const clock = useClock();
  const { selected } = useOrganization();
  const { data: me } = useMe();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const wall = params.get("wall") === "1";
  const orgId = selected?.id ?? "";
  const board = useIncidentBoard(orgId, id);
  // The close and the hospitals' capacity: an admin's, or the post leader's of the event (decision 045).
  const leads = useLeadsEvent(orgId, board.data?.eventId, me ? isAdminHere(me, selected) : false);
  const [closing, setClosing] = useState(false);
  if (!selected) return <NoOrganization />;
  if (board.isPending) return <Loading page className="py-20" />;
  if (board.isError) return <IncidentMissing error={board.error} onRetry={() => board.refetch()} />;
  const incident = board.data;
  const open = incident.closedAt === null;
  const admin = me ? isAdminHere(me, selected) : false;
  const total = incident.counts.T1 + incident.counts.T2 + incident.counts.T3 + incident.counts.dead;

  if (wall)
    return (
      // Over the whole screen, menus and all: a tablet on a pole in the tent shows only this.
      <section
        className="fixed inset-0 z-40 flex flex-col gap-6 overflow-auto bg-white p-6 sm:p-10"
        data-testid="incident-wall"
      >
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-4xl">{incident.name}</h1>
          <Link to={boardPath(id)} className="shrink-0 text-base text-slate-600 underline">
            {t("actions.back")}
          </Link>
        </div>
        <CategoryTiles counts={incident.counts} large />
        <div className="text-lg">
          <PlaceTable board={incident} />
        </div>
      </section>
    );

  return (
    <section className="flex flex-col gap-4" data-testid="incident-page">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t("board")} · {incident.eventName}
          </p>
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900" data-testid="incident-name">
            {incident.name}
          </h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {open ? <Badge tone="red">{t("open")}</Badge> : <Badge>{t("closed")}</Badge>}
            {incident.exercise && <Badge tone="amber">{t("exercise")}</Badge>}
            <span>
              {incident.declaredByName
                ? t("declaredBy", { name: incident.declaredByName, time: clock(incident.declaredAt) })
                : t("declaredAt", { time: clock(incident.declaredAt) })}
            </span>
            {incident.closedAt && <span>{t("closedAt", { time: format.dateTime(incident.closedAt) })}</span>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {open && (
            <Button asChild size="lg" data-testid="incident-triage">
              <Link to={triagePath(id)}>
                <ClipboardPlus className="h-5 w-5" aria-hidden />
                {t("actions.triage")}
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" size="icon" aria-label={t("wall")}>
            <Link to={`${boardPath(id)}&wall=1`} data-testid="incident-wall-link">
              <Maximize2 className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
          {admin && <ReportMenu orgId={orgId} incidentId={id} />}
          {open && leads && (
            <Button variant="outline" onClick={() => setClosing(true)} data-testid="incident-close">
              <Lock className="h-4 w-4" aria-hidden />
              {t("actions.close")}
            </Button>
          )}
        </div>
      </header>
      <CategoryTiles counts={incident.counts} />
      <p className="text-sm text-slate-600" data-testid="incident-total">
        {t("counts.casualties", { count: total })}
        {incident.finalCounts &&
          ` · ${t("counts.final", {
            T1: incident.finalCounts.T1,
            T2: incident.finalCounts.T2,
            T3: incident.finalCounts.T3,
            dead: incident.finalCounts.dead,
          })}`}
      </p>
      <WaitingOnDevice incidentId={id} system={incident.triageSystem} />
      <PlaceTable board={incident} />
      <div className="grid items-start gap-4 lg:grid-cols-3">
        {/* min-w-0: a grid item grows with its widest content (the table) unless told not to. */}
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle>{t("list.title")}</CardTitle>
          </CardHeader>
          <CardContent>
            <CasualtyList orgId={orgId} board={incident} open={open} />
          </CardContent>
        </Card>
        <div className="flex min-w-0 flex-col gap-4">
          <HospitalsPanel orgId={orgId} board={incident} leads={leads} />
          <Card>
            <CardHeader>
              <CardTitle>{t("timeline.title")}</CardTitle>
            </CardHeader>
            <CardContent>
              <IncidentTimeline entries={incident.timeline} />
            </CardContent>
          </Card>
        </div>
      </div>
      {/* The whole width: the site map with its own list of assets beside it. */}
      <IncidentMap orgId={orgId} board={incident} />
      {closing && (
        <CloseIncidentDialog
          orgId={orgId}
          incidentId={id}
          counts={incident.counts}
          open={closing}
          onOpenChange={setClosing}
        />
      )}
    </section>
  );
}
