import { useTranslation } from "react-i18next";
import { usePersonName } from "../../../lib/person-name";
import { BarFigure } from "./bar-figure";
import { ChartCard } from "./chart-card";
import type { CardProps } from "./patient-cards";

/** The people a chart of hours names; the table lists everyone. */
const TOP = 12;

/**
 * Hours worked per post (doctor, nurse, first aider): assignments at events that have ended × the
 * events' durations; the description says planned shifts are not in it.
 */
export function HoursByQualificationCard({ view, format, csvUrl, className }: CardProps) {
  const { t } = useTranslation("insights");
  const { qualifications } = view.hours;
  return (
    <ChartCard
      section="hoursQualifications"
      title={t("sections.hoursQualifications.title")}
      description={t("sections.hoursQualifications.description")}
      table={{
        columns: [t("columns.qualification"), t("columns.assignments"), t("columns.hours")],
        rows: qualifications.map((q) => ({
          key: q.qualification,
          cells: [t(`posts.${q.qualification}`), format.count(q.assignments), format.decimal(q.hours)],
        })),
      }}
      csvUrl={csvUrl("hoursQualifications")}
      empty={view.hours.people.length === 0 && t("noHours")}
      className={className}
    >
      <BarFigure
        data={qualifications.map((q) => ({ label: t(`posts.${q.qualification}`), value: q.hours }))}
        name={t("columns.hours")}
        format={format.decimal}
        horizontal
        categoryWidth={130}
      />
    </ChartCard>
  );
}

/** Hours per caregiver, most first: the top of the list as a chart, everyone in the table. */
export function HoursByPersonCard({ view, format, csvUrl, className }: CardProps) {
  const { t } = useTranslation("insights");
  const { people } = view.hours;
  const personName = usePersonName();
  const name = (p: (typeof people)[number]) => personName(p.firstName, p.lastName);
  return (
    <ChartCard
      section="hoursPeople"
      title={t("sections.hoursPeople.title")}
      // What the hours are (ended events only) is said even when the chart shows only the top.
      description={
        people.length > TOP
          ? `${t("sections.hoursPeople.description")} ${t("sections.hoursPeople.top", { shown: TOP, count: people.length })}`
          : t("sections.hoursPeople.description")
      }
      table={{
        columns: [t("columns.name"), t("columns.events"), t("columns.hours")],
        rows: people.map((p) => ({
          key: p.userId,
          cells: [name(p), format.count(p.events), format.decimal(p.hours)],
        })),
      }}
      csvUrl={csvUrl("hoursPeople")}
      empty={people.length === 0 && t("noHours")}
      className={className}
    >
      <BarFigure
        data={people.slice(0, TOP).map((p) => ({ label: name(p), value: p.hours }))}
        name={t("columns.hours")}
        format={format.decimal}
        horizontal
      />
    </ChartCard>
  );
}
