import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client";
import { useEventFormat } from "../../lib/event-dates";
import { useErrorMessage } from "../../lib/use-error-message";

/**
 * The translated sentence for a refused infrastructure write. The server names the period or the
 * event in the way (`details`: dates, reason, event name and start); they are written out here in
 * the interface language before they go into the sentence.
 */
export function useAssetErrorMessage() {
  const { t } = useTranslation("infrastructure");
  // The API's error words (their own namespace) come with the page, so a refusal reads at once.
  useTranslation("errors");
  const format = useEventFormat();
  const errorMessage = useErrorMessage();
  return (error: unknown): string => {
    if (!(error instanceof ApiError) || !error.details) return errorMessage(error);
    const d = error.details;
    const text = (key: string) => (typeof d[key] === "string" ? (d[key] as string) : undefined);
    const values: Record<string, string | undefined> = {
      event: text("event"),
      startsOn: text("startsOn") && format.date(text("startsOn") as string),
      endsOn: text("endsOn") && format.date(text("endsOn") as string),
      nextMaintenanceOn: text("nextMaintenanceOn") && format.date(text("nextMaintenanceOn") as string),
      startsAt: text("startsAt") && format.instant(text("startsAt") as string),
      reason: text("reason") && t(`reasons.${text("reason")}`),
      status: text("status") && t(`status.${text("status")}`),
    };
    return t(`errors:${error.code}`, { ...values, defaultValue: errorMessage(error) });
  };
}
