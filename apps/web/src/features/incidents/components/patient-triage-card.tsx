import type { PatientCasualtyView } from "@hulppost/shared/incidents";
import { Siren } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { usePatientCasualty } from "../api/incidents";
import { boardPath } from "../paths";
import { useClock } from "../use-clock";
import { CategoryBadge } from "./category-badge";

/**
 * On a patient record opened for a casualty: the incident, the label and every triage of the
 * casualty, oldest first, with who made it and why a doctor changed it. Nothing on other records.
 */
export function PatientTriageCard({ orgId, patientId }: { orgId: string; patientId: string }) {
  const linked = usePatientCasualty(orgId, patientId);
  // Most records were not opened for a casualty: the incident words are loaded only for those that
  // were, so an ordinary record never waits (suspends) for them, online or offline.
  if (!linked.data) return null;
  return <TriageHistory linked={linked.data} />;
}

function TriageHistory({ linked }: { linked: PatientCasualtyView }) {
  const { t } = useTranslation("incidents");
  const clock = useClock();
  const { casualty } = linked;
  return (
    <Card data-testid="patient-triage">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Siren className="h-4 w-4 text-red-700" aria-hidden />
          {t("list.history")}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <Link to={boardPath(linked.incidentId)} className="font-medium text-brand-700 hover:underline">
          {linked.incidentName}
        </Link>
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold">{casualty.tagCode ?? t("list.noTag")}</span>
          {linked.exercise && <Badge tone="amber">{t("exercise")}</Badge>}
        </p>
        <ol className="flex flex-col gap-2">
          {casualty.history.map((entry) => (
            <li key={entry.id} className="flex items-start gap-2">
              <CategoryBadge category={entry.category} className="min-w-9" />
              <span className="min-w-0 text-slate-700">
                {clock(entry.at)}
                {entry.byName && ` · ${t("list.by", { name: entry.byName })}`}
                {entry.override && (
                  <span className="block text-slate-600">{t("list.override", { reason: entry.reason ?? "" })}</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
