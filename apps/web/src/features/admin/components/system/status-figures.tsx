import type { JobCountsView, SystemStatusView } from "@hulppost/shared/system";
import { Activity, Database, GitCommitHorizontal, ListChecks } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/ui/badge";
import { cn } from "../../../../lib/cn";

/** "45.2 MB" / "1.3 GB" in the interface language (the platform's database size). */
export function useBytes() {
  const { i18n } = useTranslation();
  return (bytes: number) => {
    const megabytes = bytes / 1024 / 1024;
    const [value, unit] = megabytes >= 1024 ? [megabytes / 1024, "gigabyte"] : [megabytes, "megabyte"];
    return new Intl.NumberFormat(i18n.resolvedLanguage ?? "nl", {
      style: "unit",
      unit,
      maximumFractionDigits: 1,
    }).format(value);
  };
}

function useUptime() {
  const { t } = useTranslation("system");
  return (seconds: number) => {
    const days = Math.floor(seconds / 86_400);
    const hours = Math.floor((seconds % 86_400) / 3_600);
    const minutes = Math.floor((seconds % 3_600) / 60);
    return days > 0 ? t("health.uptimeDays", { days, hours }) : t("health.uptimeHours", { hours, minutes });
  };
}

function Tile({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-xs" data-testid={testId}>
      <p className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span aria-hidden className="text-slate-400">
          {icon}
        </span>
        {title}
      </p>
      {children}
    </div>
  );
}

/** Due, later, running and failed jobs as four small figures; failed ones stand out. */
export function JobCounts({ jobs }: { jobs: JobCountsView }) {
  const { t } = useTranslation("system");
  const figures = [
    { key: "due", value: jobs.due },
    { key: "scheduled", value: jobs.scheduled },
    { key: "running", value: jobs.running },
    { key: "failed", value: jobs.failed },
  ] as const;
  return (
    <dl className="grid grid-cols-4 gap-1 text-center">
      {figures.map((figure) => (
        <div key={figure.key} data-testid={`jobs-${figure.key}`}>
          <dd
            className={cn(
              "text-lg font-semibold text-slate-900 tabular-nums",
              figure.key === "failed" && figure.value > 0 && "text-red-700",
            )}
          >
            {figure.value}
          </dd>
          <dt className="text-xs text-slate-600">{t(`jobs.${figure.key}`)}</dt>
        </div>
      ))}
    </dl>
  );
}

/**
 * Health and the job queue for an organisation's admin; a super admin, who runs the installation,
 * also sees its version (commit) and the kind of database. An organisation's admin is no
 * developer: a commit hash or "PGlite" tells them nothing (the database's size is every
 * organisation's data together, in the super admin's platform part).
 */
export function StatusFigures({ status, operator }: { status: SystemStatusView; operator: boolean }) {
  const { t, i18n } = useTranslation("system");
  const uptime = useUptime();
  const milliseconds = new Intl.NumberFormat(i18n.resolvedLanguage ?? "nl", { maximumFractionDigits: 1 });
  const healthy = status.health.database === "ok";
  return (
    <div className={cn("grid grid-cols-1 gap-3 sm:grid-cols-2", operator && "xl:grid-cols-4")}>
      <Tile icon={<Activity className="h-4 w-4" />} title={t("health.title")} testId="system-health">
        <p>
          <Badge tone={healthy ? "green" : "red"}>{healthy ? t("health.ok") : t("health.error")}</Badge>
        </p>
        <p className="text-sm text-slate-700">
          {healthy
            ? t("health.database", { ms: milliseconds.format(status.health.databaseLatencyMs ?? 0) })
            : t("health.databaseDown")}
        </p>
        <p className="text-sm text-slate-700">{t("health.uptime", { uptime: uptime(status.health.uptimeSeconds) })}</p>
      </Tile>
      {operator && (
        <>
          <Tile icon={<GitCommitHorizontal className="h-4 w-4" />} title={t("version.title")} testId="system-version">
            <p className="text-lg font-semibold text-slate-900">{status.version.version}</p>
            <p className="text-sm break-all text-slate-700">
              {status.version.commit === "unknown"
                ? t("version.commitUnknown")
                : t("version.commit", { commit: status.version.commit })}
            </p>
          </Tile>
          <Tile icon={<Database className="h-4 w-4" />} title={t("database.title")} testId="system-database">
            <p className="text-lg font-semibold text-slate-900">{t(`database.kinds.${status.database.kind}`)}</p>
          </Tile>
        </>
      )}
      <Tile icon={<ListChecks className="h-4 w-4" />} title={t("jobs.title")} testId="system-jobs">
        <JobCounts jobs={status.jobs} />
      </Tile>
    </div>
  );
}
