import type { PlatformSystemView } from "@hulppost/shared/system";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { FailedJobs } from "./failed-jobs";
import { JobCounts } from "./status-figures";

/** The super admin's part of the System tab: every organisation's jobs and mails, and the platform's size. */
export function PlatformStatus({ status }: { status: PlatformSystemView }) {
  const { t, i18n } = useTranslation("system");
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? "nl");
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
          <section className="rounded-lg border border-slate-200 p-3" aria-labelledby="platform-jobs">
            <h3 id="platform-jobs" className="mb-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
              {t("jobs.title")}
            </h3>
            <JobCounts jobs={status.jobs} />
          </section>
          <section className="rounded-lg border border-slate-200 p-3" aria-labelledby="platform-mail">
            <h3 id="platform-mail" className="mb-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
              {t("mail.title")}
            </h3>
            <p className="text-sm text-slate-700" data-testid="platform-mail-counts">
              {t("mail.counts", { pending: status.mail.pending, failed: status.mail.failed })}
            </p>
          </section>
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
