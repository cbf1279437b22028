import type { FailedJobView } from "@hulppost/shared/system";
import { CircleCheck, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../../components/ui/button";
import { useFormat } from "../../../../lib/format";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { useRetryJob } from "../../api/retry-job";

/** "sms.send" → "Text message"; a type this version does not know shows as its code. */
function useJobType() {
  const { t } = useTranslation("system");
  return (type: string) => {
    const words = t(`jobTypes.${type}`, { defaultValue: type });
    return typeof words === "string" ? words : type;
  };
}

/**
 * Jobs that used up their attempts, newest first, each with a retry. `orgId` null: the super
 * admin's list over every organisation, which names each job's organisation.
 */
export function FailedJobs({ jobs, orgId }: { jobs: FailedJobView[]; orgId: string | null }) {
  const { t } = useTranslation("system");
  const format = useFormat();
  const jobType = useJobType();
  const errorMessage = useErrorMessage();
  const retry = useRetryJob(orgId, {
    onSuccess: () => toast.success(t("failed.retried")),
    onError: (error) => toast.error(t("failed.retryFailed"), { description: errorMessage(error) }),
  });
  if (jobs.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="failed-jobs-empty">
        <CircleCheck className="h-4 w-4 text-emerald-600" aria-hidden />
        {t("failed.none")}
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100" data-testid={orgId ? "failed-jobs" : "platform-failed-jobs"}>
      {jobs.map((job) => (
        <li
          key={job.id}
          className="flex flex-col gap-2 py-3 first:pt-0 sm:flex-row sm:items-center sm:gap-4"
          data-testid="failed-job"
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-slate-900">
              {jobType(job.type)}
              {!orgId && job.organizationName && (
                <span className="font-normal text-slate-600">{` · ${job.organizationName}`}</span>
              )}
            </p>
            {job.lastError && (
              <p className="mt-0.5 line-clamp-2 font-mono text-xs break-all text-red-800" title={job.lastError}>
                {job.lastError}
              </p>
            )}
            <p className="mt-0.5 text-xs text-slate-600">
              {t("failed.attempts", { attempts: job.attempts, max: job.maxAttempts })}
              {" · "}
              {t("failed.when", { when: format.dateTime(job.failedAt ?? job.createdAt) })}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-start sm:self-center"
            loading={retry.isPending && retry.variables === job.id}
            onClick={() => retry.mutate(job.id)}
            data-testid="retry-job"
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t("failed.retry")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
