import { formatPhone } from "@hulppost/shared/field-formats";
import type { SmsPreviewView } from "@hulppost/shared/sms";
import { PhoneOff, UserCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/ui/spinner";
import { useErrorMessage } from "../../../lib/use-error-message";
import { usePriceFormat, usePrices } from "../../pricing";

/**
 * Who the selection comes to, as the server resolves it: the people who will get the message and
 * those skipped, with why. The cost is an estimate: a filled-in name may add a part.
 */
export function SmsPreview({
  preview,
  parts,
  loading,
  error,
}: {
  preview: SmsPreviewView | undefined;
  parts: number;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useTranslation("sms");
  const price = usePriceFormat();
  // The SMS price in force (/dashboard/pricing); until it is known the estimate is left out.
  const smsCents = usePrices().data?.current.sms_per_message;
  const errorMessage = useErrorMessage();

  if (error) return <p className="text-sm text-red-700">{errorMessage(error)}</p>;
  if (!preview) {
    return loading ? (
      <div className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner className="h-4 w-4" />
        {t("preview.loading")}
      </div>
    ) : (
      <p className="text-sm text-slate-600">{t("preview.empty")}</p>
    );
  }

  const count = preview.recipients.length;
  return (
    <div className="flex flex-col gap-3" aria-busy={loading || undefined}>
      <p className="text-sm text-slate-800" aria-live="polite">
        {t("preview.summary", { count })}
        {count > 0 && smsCents !== undefined && (
          <span className="text-slate-600">{` · ${t("preview.cost", { cost: price(count * parts * smsCents) })}`}</span>
        )}
        {loading && <Spinner className="ml-2 inline h-3.5 w-3.5 align-middle text-slate-500" />}
      </p>
      <ul
        className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200"
        data-testid="sms-preview"
      >
        {preview.recipients.map((r) => (
          <li
            key={r.userId}
            className="flex items-center justify-between gap-3 px-3 py-1.5 text-sm"
            data-testid={`sms-preview-recipient-${r.userId}`}
          >
            <span className="flex min-w-0 items-center gap-2">
              <UserCheck className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
              <span className="truncate text-slate-900">{r.name}</span>
            </span>
            <span className="shrink-0 text-xs text-slate-600 tabular-nums">{formatPhone(r.phone)}</span>
          </li>
        ))}
        {preview.skipped.map((s) => (
          <li
            key={s.userId}
            className="flex items-center justify-between gap-3 bg-amber-50/60 px-3 py-1.5 text-sm"
            data-testid={`sms-skipped-${s.userId}`}
          >
            <span className="flex min-w-0 items-center gap-2">
              <PhoneOff className="h-4 w-4 shrink-0 text-amber-700" aria-hidden />
              <span className="truncate text-slate-900">{s.name}</span>
            </span>
            <span className="shrink-0 text-xs font-medium text-amber-900">{t(`skipReasons.${s.reason}`)}</span>
          </li>
        ))}
        {count === 0 && preview.skipped.length === 0 && (
          <li className="px-3 py-3 text-sm text-slate-600">{t("preview.nobody")}</li>
        )}
      </ul>
      {preview.skipped.length > 0 && (
        <p className="text-xs text-slate-600">{t("preview.skippedSummary", { count: preview.skipped.length })}</p>
      )}
    </div>
  );
}
