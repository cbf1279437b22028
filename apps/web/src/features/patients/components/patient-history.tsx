import { Activity, ArrowRight, Camera, Eye, FilePlus2, GitMerge, PencilLine, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NotKeptHere } from "../../../components/field/not-kept-here";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { usePatientHistory } from "../api/get-patient-history";
import { useHistoryValue } from "../history-values";
import { usePatientTime, usePersonName } from "../patient-format";

const ICONS = {
  created: FilePlus2,
  updated: PencilLine,
  status: RefreshCw,
  viewed: Eye,
  vitals: Activity,
  photo: Camera,
  superseded: GitMerge,
} as const;

/** Who made, changed and looked at the record, newest first (GDPR Art. 9 and 32). */
export function PatientHistory({ orgId, patientId }: { orgId: string; patientId: string }) {
  const { t } = useTranslation("patients");
  const times = usePatientTime();
  const person = usePersonName();
  const history = usePatientHistory(orgId, patientId);
  const { label, value } = useHistoryValue();
  return (
    <Card data-testid="patient-history">
      <CardHeader>
        <CardTitle>{t("history.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.fetchStatus === "paused" && !history.data ? (
          <NotKeptHere page={false} />
        ) : history.isPending ? (
          <Loading />
        ) : history.isError ? (
          <LoadError title={t("history.loadFailed")} error={history.error} onRetry={() => history.refetch()} />
        ) : (
          <ol className="flex flex-col gap-3">
            {history.data.map((entry) => {
              const Icon = ICONS[entry.kind];
              return (
                <li key={entry.id} className="flex gap-3 text-sm" data-testid={`history-${entry.kind}`}>
                  <Icon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="text-slate-900">
                      <span className="font-medium">{person(entry.actor)}</span> · {t(`history.kind.${entry.kind}`)}
                      <span className="ml-2 text-xs text-slate-500 tabular-nums">{times.dateTime(entry.at)}</span>
                    </p>
                    {entry.kind !== "vitals" && entry.kind !== "photo" && entry.changes.length > 0 && (
                      <ul className="mt-1 flex flex-col gap-0.5 text-xs text-slate-600">
                        {entry.changes.map((change) =>
                          entry.kind === "superseded" ? (
                            // An offline edit a later one outran: `to` was not applied, `from` stands.
                            <li key={change.field} className="flex flex-wrap items-center gap-1">
                              <span className="font-medium">{label(change.field)}:</span>
                              <del className="break-words decoration-slate-400">{value(change.field, change.to)}</del>
                              <span className="text-slate-500">({t("history.notApplied")})</span>
                              <span aria-hidden>—</span>
                              <span className="break-words font-medium text-slate-900">
                                {t("history.stands", { value: value(change.field, change.from) })}
                              </span>
                            </li>
                          ) : (
                            <li key={change.field} className="flex flex-wrap items-center gap-1">
                              <span className="font-medium">{label(change.field)}:</span>
                              <del className="break-words decoration-slate-400">
                                <span className="sr-only">{t("history.before")} </span>
                                {value(change.field, change.from)}
                              </del>
                              <ArrowRight className="h-3 w-3" aria-hidden />
                              <ins className="break-words no-underline">
                                <span className="sr-only">{t("history.after")} </span>
                                {value(change.field, change.to)}
                              </ins>
                            </li>
                          ),
                        )}
                      </ul>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
