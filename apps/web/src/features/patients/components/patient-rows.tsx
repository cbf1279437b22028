import type { PatientListItem } from "@hulppost/shared/patients";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NotSentBadge } from "../../../components/field/not-sent-badge";
import { Badge } from "../../../components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { STATUS_TONE, URGENCY_TONE, usePatientName, usePatientTime } from "../patient-format";
import { News2Badge } from "./news2-badge";
import { ObservationDue, useCountdownClock } from "./observation-due";

const recordLink = (id: string) => `/dashboard/patient?id=${id}`;

/** A page of patients: a card each on a phone, a table on a desk screen; the NEWS2 comes first. */
export function PatientRows({ items, notSent }: { items: readonly PatientListItem[]; notSent: ReadonlySet<string> }) {
  const { t } = useTranslation("patients");
  const name = usePatientName();
  const times = usePatientTime();
  const now = useCountdownClock();
  return (
    <>
      <ul className="flex flex-col gap-2 md:hidden" aria-label={t("list.title")}>
        {items.map((p) => (
          <li key={p.id}>
            <PatientCard
              patient={p}
              name={name(p)}
              since={times.since(p.arrivedAt)}
              notSent={notSent.has(p.id)}
              now={now}
            />
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-20">{t("news2.label")}</TableHead>
              <TableHead>{t("fields.name")}</TableHead>
              <TableHead>{t("fields.complaint")}</TableHead>
              <TableHead>{t("fields.urgency")}</TableHead>
              <TableHead>{t("fields.status")}</TableHead>
              <TableHead>{t("list.arrived")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((p) => (
              <TableRow key={p.id} data-testid={`patient-row-${p.id}`}>
                <TableCell>
                  <News2Badge total={p.latestNews2Total} risk={p.latestNews2Risk} />
                </TableCell>
                {/* On one line (a row of two pushes the sickest patients down), cut short past 14 rem. */}
                <TableCell className="max-w-56 truncate font-medium">
                  <Link to={recordLink(p.id)} className="text-brand-700 hover:underline">
                    {name(p)}
                  </Link>
                  {p.ageYears !== null && (
                    <span className="ml-1 text-xs text-slate-500">{t("list.age", { count: p.ageYears })}</span>
                  )}
                  {notSent.has(p.id) && (
                    <span className="ml-2">
                      <NotSentBadge />
                    </span>
                  )}
                </TableCell>
                {/* The complaint takes what the other columns leave and is cut short there (its whole
                    text on hover), so a long one never pushes the table past the screen's edge. */}
                <TableCell className="w-full max-w-0 text-slate-700">
                  <span className="block truncate" title={p.complaint ?? undefined}>
                    {p.complaint ?? "—"}
                  </span>
                </TableCell>
                <TableCell>
                  <Badge tone={URGENCY_TONE[p.urgency]}>{t(`urgency.${p.urgency}`)}</Badge>
                </TableCell>
                <TableCell>
                  <Badge tone={STATUS_TONE[p.status]}>{t(`status.${p.status}`)}</Badge>
                </TableCell>
                <TableCell className="text-slate-600 tabular-nums">
                  {/* The next observation under the arrival: one column less, so a name keeps one line at 1280 px. */}
                  <span className="block whitespace-nowrap">
                    {times.time(p.arrivedAt)} · {times.since(p.arrivedAt)}
                  </span>
                  <ObservationDue at={p.nextObservationAt} now={now} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/** A patient on a phone: a card the size of a thumb, the whole of it a link to the record. */
function PatientCard({
  patient,
  name,
  since,
  notSent,
  now,
}: {
  patient: PatientListItem;
  name: string;
  since: string;
  notSent: boolean;
  now: number;
}) {
  const { t } = useTranslation("patients");
  return (
    <Link
      to={recordLink(patient.id)}
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-xs active:bg-slate-50"
      data-testid={`patient-card-${patient.id}`}
    >
      <div className="flex w-12 shrink-0 justify-center pt-0.5">
        <News2Badge total={patient.latestNews2Total} risk={patient.latestNews2Risk} />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate font-semibold text-slate-900">{name}</p>
          <span className="shrink-0 text-xs whitespace-nowrap text-slate-500 tabular-nums">{since}</span>
        </div>
        <p className="truncate text-sm text-slate-600">{patient.complaint ?? t("list.noComplaint")}</p>
        <div className="mt-2 flex flex-wrap gap-1">
          <Badge tone={URGENCY_TONE[patient.urgency]}>{t(`urgency.${patient.urgency}`)}</Badge>
          <Badge tone={STATUS_TONE[patient.status]}>{t(`status.${patient.status}`)}</Badge>
          {notSent && <NotSentBadge />}
        </div>
        {patient.nextObservationAt && (
          <div className="mt-1.5">
            <ObservationDue at={patient.nextObservationAt} now={now} />
          </div>
        )}
      </div>
    </Link>
  );
}
