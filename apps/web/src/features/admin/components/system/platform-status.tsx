import type { PlatformSystemView } from "@hulppost/shared/system";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { useFormat } from "../../../../lib/format";
import { FailedJobs } from "./failed-jobs";
import { JobCounts, useBytes } from "./status-figures";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-3" aria-labelledby={id} data-testid={id}>
      <h3 id={id} className="mb-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The super admin's part of the System tab: every organisation's jobs and mails, and what exists
 * only platform-wide (the database's size and its last backup).
 */
export function PlatformStatus({ status }: { status: PlatformSystemView }) {
  const { t, i18n } = useTranslation("system");
  const format = useFormat();
  const bytes = useBytes();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? "nl");
  const { backup } = status;
  const totals = [
    { key: "organizations", value: status.totals.organizations },
    { key: "users", value: status.totals.users },
    { key: "events", value: status.totals.events },
    { key: "patients", value: status.totals.patients },
  ] as const;
  return (
    <Card data-testid="platform-status">
      <CardHeader>
        <CardTitle>{t("platform.title")}</CardTitle>
        <CardDescription>{t("platform.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {totals.map((total) => (
            <div key={total.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2 shadow-xs">
              <dt className="text-xs text-slate-600">{t(`platform.totals.${total.key}`)}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid={`platform-${total.key}`}>
                {number.format(total.value)}
              </dd>
            </div>
          ))}
        </dl>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Section id="platform-jobs" title={t("jobs.title")}>
            <JobCounts jobs={status.jobs} />
          </Section>
          <Section id="platform-mail" title={t("mail.title")}>
            <p
              className={status.mail.failed > 0 ? "text-sm font-medium text-red-700" : "text-sm text-slate-700"}
              data-testid="platform-mail-counts"
            >
              {t("mail.counts", { pending: status.mail.pending, failed: status.mail.failed })}
            </p>
          </Section>
          <Section id="platform-database" title={t("database.title")}>
            <p className="text-sm text-slate-700" data-testid="platform-database-size">
              {status.database.sizeBytes === null
                ? t("database.sizeUnknown")
                : t("database.size", { size: bytes(status.database.sizeBytes) })}
            </p>
          </Section>
          {backup && (
            <Section id="platform-backup" title={t("backup.title")}>
              <p className="text-sm text-slate-700">
                {backup.lastAt ? (
                  t("backup.last", { when: format.dateTime(backup.lastAt) })
                ) : (
                  <Badge tone="amber">{t("backup.never")}</Badge>
                )}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {t("backup.how")}{" "}
                <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs whitespace-nowrap text-slate-900">
                  {backup.command}
                </code>
              </p>
            </Section>
          )}
        </div>
        <section aria-labelledby="platform-failed">
          <h3 id="platform-failed" className="mb-2 text-sm font-semibold text-slate-900">
            {t("platform.failedTitle")}
          </h3>
          <FailedJobs jobs={status.failedJobs} orgId={null} />
        </section>
      </CardContent>
    </Card>
  );
}
