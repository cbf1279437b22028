import type { VacancyView } from "@hulppost/shared/staffing/warnings";
import { CalendarOff, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useEventFormat } from "../../../lib/event-dates";

/**
 * What speaks against an open shift that I may still choose to work (decision 048): a weekday I avoid, or a month
 * in which I already reach my cap. The shift stays listed, with the hand one tap away.
 */
export function VacancyNotice({ vacancy }: { vacancy: VacancyView }) {
  const { t } = useTranslation("dashboard");
  const format = useEventFormat();
  const capped = vacancy.maxEventsPerMonth !== null && vacancy.eventsThatMonth >= vacancy.maxEventsPerMonth;
  if (!vacancy.avoidedWeekday && !capped) return null;
  return (
    <div
      className="flex flex-col gap-1 text-xs font-medium text-amber-800"
      data-testid={`vacancy-notice-${vacancy.id}`}
    >
      {vacancy.avoidedWeekday && (
        <p className="flex items-start gap-1">
          <CalendarOff className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
          {t("caregiver.vacancies.avoidedWeekday", { weekday: format.weekday(vacancy.date, "long") })}
        </p>
      )}
      {capped && (
        <p className="flex items-start gap-1">
          <TriangleAlert className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
          {t("caregiver.vacancies.monthCap", { count: vacancy.eventsThatMonth, max: vacancy.maxEventsPerMonth })}
        </p>
      )}
    </div>
  );
}
