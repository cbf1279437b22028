import type { RuleWarningView, StaffingCandidateView } from "@hulppost/shared/staffing/warnings";
import { CalendarOff, ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useEventFormat } from "../../../lib/event-dates";

/** "10 h 59 min", or "11 hours" when whole. */
export function useHours() {
  const { t } = useTranslation("events");
  return (value: number) => {
    const minutes = Math.round(value * 60);
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m ? t("assign.rules.hoursMinutes", { h, m }) : t("assign.rules.hours", { count: h });
  };
}

/**
 * The staffing rules assigning this person would break (decision 050), and a weekday they avoid (decision 048):
 * warnings, not refusals, since the admin decides.
 */
export function RuleWarnings({ candidate }: { candidate: StaffingCandidateView }) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const hours = useHours();
  const message = (w: RuleWarningView) => {
    const value = w.value ?? 0;
    switch (w.rule) {
      case "rest": {
        const other = w.other
          ? `${w.other.name ?? t("assign.otherOrganization")} (${format.instant(w.other.startsAt)})`
          : t("assign.otherOrganization");
        return t("assign.rules.rest", { hours: hours(value), event: other });
      }
      case "weekHours":
        return t("assign.rules.weekHours", { hours: hours(value) });
      case "minorDayHours":
        return t("assign.rules.minorDayHours", { age: w.age, hours: hours(value) });
      case "minorWeekHours":
        return t("assign.rules.minorWeekHours", { age: w.age, hours: hours(value) });
      case "minorNight":
        return t("assign.rules.minorNight", { age: w.age });
      case "mix":
        return t("assign.rules.mix", { count: value });
      case "buddy":
        return t("assign.rules.buddy");
      case "qualification":
        return t("assign.rules.qualification");
      default:
        // Clashes and absences have their own lines (decision 048); places are the admin's count.
        return null;
    }
  };
  return (
    <>
      {candidate.ruleWarnings
        .map((w) => ({ w, text: message(w) }))
        .filter(({ text }) => text)
        .map(({ w, text }) => (
          <p
            key={`${w.rule}-${w.other?.startsAt ?? ""}`}
            className="mt-1.5 flex items-start gap-1 text-xs font-medium text-amber-800"
            data-testid={`rule-warning-${w.rule}`}
          >
            <ShieldAlert className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
            {text}
          </p>
        ))}
      {candidate.avoidsWeekday && (
        <p className="mt-1.5 flex items-start gap-1 text-xs font-medium text-amber-800" data-testid="weekday-warning">
          <CalendarOff className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
          {t("assign.rules.avoidsWeekday")}
        </p>
      )}
    </>
  );
}
