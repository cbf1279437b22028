import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { usePatientTime } from "../patient-format";

/** A clock for countdowns that moves every 30 s: the list's minutes stay right without a refetch. */
export function useCountdownClock(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * When a patient's next observation is due (decision 046): "volgende controle over 12 min", or in
 * red once it is late, "controle te laat · 4 min". Nothing for a patient no longer under treatment.
 */
export function ObservationDue({ at, now }: { at: string | null; now: number }) {
  const { t } = useTranslation("patients");
  const times = usePatientTime();
  if (!at) return null;
  const due = Date.parse(at);
  if (due <= now)
    return (
      <Badge tone="red" data-testid="observation-overdue">
        {t("observation.overdue", { time: times.since(at, now) })}
      </Badge>
    );
  return (
    <span className="text-xs whitespace-nowrap text-slate-600 tabular-nums" data-testid="observation-due">
      {/* Within the minute it is due now, not "in 0 min". */}
      {due - now < 60_000
        ? t("observation.dueNow")
        : t("observation.due", { time: times.since(new Date(now).toISOString(), due) })}
    </span>
  );
}
