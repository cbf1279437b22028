import type { SmsOverviewView } from "@hulppost/shared/sms";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";

/** "2026-07" → "juli 2026" in the interface language; the month is the server's billing month. */
function useMonthName() {
  const { i18n } = useTranslation();
  return (month: string) => {
    const [year, index] = month.split("-").map(Number);
    if (!year || !index) return month;
    return new Intl.DateTimeFormat(i18n.resolvedLanguage ?? "nl", { month: "long", year: "numeric" }).format(
      new Date(Date.UTC(year, index - 1, 15)),
    );
  };
}

/** This month's use: messages, SMS parts (what is billed) and what they cost. */
export function SmsUsage({ usage }: { usage: SmsOverviewView["usage"] }) {
  const { t } = useTranslation("sms");
  const { euro } = useFormat();
  const monthName = useMonthName();
  const figures = [
    { key: "messages", value: String(usage.messages) },
    { key: "parts", value: String(usage.parts) },
    { key: "cost", value: euro(usage.costEur, 2) },
  ] as const;
  return (
    <section aria-labelledby="sms-usage-title" data-testid="sms-usage">
      <h2 id="sms-usage-title" className="mb-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
        {t("usage.title", { month: monthName(usage.month) })}
      </h2>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2 shadow-xs">
            <dt className="text-xs text-slate-600">{t(`usage.${figure.key}`)}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid={`sms-usage-${figure.key}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
