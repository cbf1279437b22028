import { ARBON_2001 } from "@hulppost/shared/staffing/arbon";
import type { EventForecastView } from "@hulppost/shared/staffing/forecast";
import { Gauge, Pencil, TriangleAlert } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { useEventForecast } from "../api/forecast";
import { RiskFormDialog } from "./risk-form-dialog";
import { SuggestedStaffing } from "./suggested-staffing";

function Figure({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 px-3 py-2.5" data-testid={testId}>
      <span className="text-xl font-semibold text-slate-900 tabular-nums">{value}</span>
      <span className="text-xs leading-snug text-slate-600">{label}</span>
    </div>
  );
}

/** What the figures rest on: the paper's pooled average, or the organisation's own rates (decision 052). */
function Source({ forecast }: { forecast: EventForecastView }) {
  const { t, i18n } = useTranslation("events");
  const rate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const own = forecast.ownRates;
  if (forecast.arbon?.rateSource === "custom")
    return (
      <Alert tone="info" data-testid="forecast-source">
        {t("forecast.sourceOwn", {
          rate: rate.format(forecast.arbon.presentationRatePer1000),
          count: own.events,
        })}
      </Alert>
    );
  return (
    <Alert tone="info" data-testid="forecast-source">
      <p>{t("forecast.sourceArbon", { rate: rate.format(ARBON_2001.presentationRatePer1000) })}</p>
      <p className="mt-1 text-xs">{t("forecast.ownRatesLater", { count: own.events, needed: own.minEvents })}</p>
    </Alert>
  );
}

function Notes({ notes }: { notes: EventForecastView["notes"] }) {
  const { t, i18n } = useTranslation("events");
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  if (!notes.length) return null;
  return (
    <div
      className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="forecast-notes"
    >
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden />
        {t("forecast.notesTitle")}
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5">
        {notes.map((note) => (
          <li key={note.factor} className="rounded-full bg-white/70 px-2 py-0.5 text-xs ring-1 ring-amber-200">
            {t(`forecast.notes.${note.factor}`, { value: note.value === null ? "" : number.format(note.value) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Forecast({ orgId, forecast }: { orgId: string; forecast: EventForecastView }) {
  const { t, i18n } = useTranslation("events");
  const one = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const { risk, arbon, maurer, suggestion } = forecast;
  if (!risk || !arbon || !maurer || !suggestion) return null;
  const crowd = t("forecast.crowd", {
    type: t(`forecast.eventTypes.${risk.eventType}`),
    peak: whole.format(risk.attendancePeak),
    total: whole.format(risk.attendanceTotal),
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700" data-testid="forecast-crowd">
        {crowd}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          testId="forecast-patients"
          label={t("forecast.patientsTotal")}
          value={one.format(arbon.patientsTotal)}
        />
        <Figure
          testId="forecast-per-hour"
          label={t("forecast.patientsPerHour")}
          value={one.format(arbon.patientsPerHour)}
        />
        <Figure
          testId="forecast-transports"
          label={t("forecast.transports")}
          value={one.format(arbon.transportsTotal)}
        />
        <Figure
          testId="forecast-maurer"
          label={t("forecast.maurerScore", { command: t(`forecast.command.${maurer.staffing.command}`) })}
          value={one.format(maurer.score)}
        />
      </div>
      <Source forecast={forecast} />
      <Notes notes={forecast.notes} />
      <SuggestedStaffing orgId={orgId} forecast={forecast} lines={suggestion} />
    </div>
  );
}

/**
 * "Risico en prognose" on an admin's event: the risk's fields (edited in a dialog), the expected patients and
 * transports from Arbon's rates or the organisation's own, the Maurer score, and the staffing suggested from them.
 */
export function RiskForecastCard({ orgId, eventId }: { orgId: string; eventId: string }) {
  const { t } = useTranslation("events");
  const [editing, setEditing] = useState(false);
  const query = useEventForecast(orgId, eventId);
  const forecast = query.data;
  return (
    <Card data-testid="event-forecast">
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <Gauge className="h-4 w-4 text-brand-700" aria-hidden />
          {t("forecast.title")}
        </CardTitle>
        {forecast?.risk && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="risk-edit">
            <Pencil className="h-4 w-4" aria-hidden />
            {t("forecast.edit")}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <LoadError title={t("forecast.loadError")} error={query.error} onRetry={() => query.refetch()} />
        ) : !forecast ? (
          <Loading />
        ) : forecast.risk ? (
          <Forecast orgId={orgId} forecast={forecast} />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-slate-600">{t("forecast.empty")}</p>
            <Button variant="outline" onClick={() => setEditing(true)} data-testid="risk-fill">
              {t("forecast.fill")}
            </Button>
          </div>
        )}
      </CardContent>
      {forecast && <RiskFormDialog orgId={orgId} forecast={forecast} open={editing} onOpenChange={setEditing} />}
    </Card>
  );
}
