import {
  type EventForecastView,
  SUGGESTED_POSTS,
  type SuggestedPost,
  type SuggestionLine,
  suggestedCounts,
} from "@hulppost/shared/staffing/forecast";
import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useApplySuggestion } from "../api/forecast";

/** The event form's label of each post's required count: one word per post across the page. */
const POST_LABEL: Record<SuggestedPost, string> = {
  doctors: "form.fields.requiredDoctors",
  nurses: "form.fields.requiredNurses",
  firstAiders: "form.fields.requiredFirstAiders",
  ambulances: "form.fields.requiredAmbulances",
  tents: "form.fields.requiredTents",
};

function useReason() {
  const { t, i18n } = useTranslation("events");
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (line: SuggestionLine) => {
    const inputs = Object.fromEntries(Object.entries(line.inputs).map(([key, value]) => [key, number.format(value)]));
    // The Maurer lines say "{{points}} points": the points pick the plural form; the other lines have no plural
    // forms, and i18next reads their one text whatever the count (decision 062).
    return t(`forecast.reasons.${line.basis}`, { ...inputs, count: line.inputs.points ?? 0 });
  };
}

/**
 * The suggestion beside the event's required counts, each line with the model line behind it, and the button that
 * applies it after showing what changes. The admin's own numbers stay until they press it.
 */
export function SuggestedStaffing({
  orgId,
  forecast,
  lines,
}: {
  orgId: string;
  forecast: EventForecastView;
  lines: SuggestionLine[];
}) {
  const { t } = useTranslation("events");
  const reason = useReason();
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const suggested = suggestedCounts(lines);
  const changes = SUGGESTED_POSTS.filter((post) => suggested[post] !== forecast.current[post]);
  const apply = useApplySuggestion(orgId, forecast.eventId, {
    onSuccess: () => {
      setConfirming(false);
      toast.success(t("forecast.toasts.applied"));
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(t("forecast.toasts.applyFailed"), { description: errorMessage(error) });
    },
  });

  return (
    <section className="flex flex-col gap-3" data-testid="suggested-staffing">
      <h3 className="text-sm font-semibold text-slate-900">{t("forecast.suggestionTitle")}</h3>
      <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
        {lines.map((line) => {
          const current = forecast.current[line.post];
          const differs = current !== line.count;
          return (
            <li key={line.post} className="flex flex-col gap-1 px-3 py-2.5" data-testid={`suggestion-${line.post}`}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-sm font-medium text-slate-900">{t(POST_LABEL[line.post])}</span>
                <span className="flex shrink-0 items-baseline gap-2 text-sm tabular-nums">
                  <span className="text-slate-500">{t("forecast.nowCount", { n: current })}</span>
                  <ArrowRight className="h-3.5 w-3.5 self-center text-slate-400" aria-hidden />
                  <span className={cn("font-semibold", differs ? "text-brand-700" : "text-slate-900")}>
                    {line.count}
                  </span>
                </span>
              </div>
              <p className="text-xs text-slate-600">{reason(line)}</p>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">{changes.length ? t("forecast.keepOwn") : t("forecast.noChange")}</p>
        <Button
          onClick={() => setConfirming(true)}
          disabled={!changes.length}
          className="shrink-0"
          data-testid="apply-suggestion"
        >
          {t("forecast.apply")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("forecast.applyTitle")}
        description={t("forecast.applyDescription")}
        confirmLabel={t("forecast.applyConfirm")}
        destructive={false}
        pending={apply.isPending}
        onConfirm={() => apply.mutate({ version: forecast.version })}
        testId="apply-suggestion-dialog"
      >
        <ul className="flex flex-col gap-1 text-sm">
          {changes.map((post) => (
            <li key={post} className="flex justify-between gap-3" data-testid={`apply-change-${post}`}>
              <span className="text-slate-700">{t(POST_LABEL[post])}</span>
              <span className="tabular-nums">
                <span className="text-slate-500">{forecast.current[post]}</span>
                {" → "}
                <span className="font-semibold text-slate-900">{suggested[post]}</span>
              </span>
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </section>
  );
}
