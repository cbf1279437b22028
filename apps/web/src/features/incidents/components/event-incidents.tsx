import type { IncidentSummaryView } from "@hulppost/shared/incidents";
import { ChevronRight, Siren } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useFormat } from "../../../lib/format";
import { useOrganization } from "../../../lib/organization-context";
import { useEventIncidents } from "../api/incidents";
import { boardPath } from "../paths";
import { CategoryBadge } from "./category-badge";

/** An event's incidents (a real one or an exercise), each with its counts and the way to its board. Nothing when there are none. */
export function EventIncidents({ eventId }: { eventId: string }) {
  const { selected } = useOrganization();
  const list = useEventIncidents(selected?.id ?? "", eventId);
  // The incident words are loaded only for an event that had one: the others never wait for them.
  if (!list.data?.length) return null;
  return <IncidentList incidents={list.data} />;
}

function IncidentList({ incidents }: { incidents: IncidentSummaryView[] }) {
  const { t } = useTranslation("incidents");
  const format = useFormat();
  return (
    <Card data-testid="event-incidents">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Siren className="h-4 w-4 text-red-700" aria-hidden />
          {t("title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-0 pb-2">
        <ul className="divide-y divide-slate-100">
          {incidents.map((incident) => (
            <li key={incident.id}>
              <Link
                to={boardPath(incident.id)}
                className="flex items-center gap-3 px-5 py-2.5 hover:bg-slate-50"
                data-testid={`event-incident-${incident.id}`}
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{incident.name}</p>
                  <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                    {format.dateTime(incident.declaredAt)}
                    {incident.exercise && <Badge tone="amber">{t("exercise")}</Badge>}
                    {incident.closedAt ? <Badge>{t("closed")}</Badge> : <Badge tone="red">{t("open")}</Badge>}
                  </p>
                </div>
                <span className="flex shrink-0 gap-1">
                  {(["T1", "T2", "T3", "dead"] as const).map((category) => (
                    <span key={category} className="flex items-center gap-0.5 text-xs tabular-nums">
                      <CategoryBadge category={category} className="px-1.5 text-xs" />
                      {incident.counts[category]}
                    </span>
                  ))}
                </span>
                <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
