import type { BillingView, UsageLine } from "@hulppost/shared/billing";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { Label } from "../../../../components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../../components/ui/table";
import { useFormat } from "../../../../lib/format";

/** The last twelve calendar months, newest first, as `YYYY-MM`. */
function recentMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, back) => {
    const d = new Date(now.getFullYear(), now.getMonth() - back, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
  });
}

/** "november 2026" in the reader's language, for a `YYYY-MM` month. */
export function useMonthName() {
  const { i18n } = useTranslation();
  return (value: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? "nl", { month: "long", year: "numeric" }).format(
      new Date(`${value}-15T12:00:00`),
    );
}

const TEST_IDS: Record<UsageLine["kind"], string> = {
  events: "billing-usage-events",
  activeCaregivers: "billing-usage-caregivers",
  sms: "billing-sms-usage",
};

/**
 * The month's usage, priced per event, per active caregiver and per SMS part at the prices in force,
 * with what each line counts written under the table: an admin should be able to check every number
 * against their own planning.
 */
export function UsageOverview({
  usage,
  month,
  onMonthChange,
}: {
  usage: BillingView["usage"];
  month: string | null;
  onMonthChange: (month: string | null) => void;
}) {
  const { t } = useTranslation("admin");
  const { euro } = useFormat();
  const months = recentMonths();
  const monthName = useMonthName();
  const money = (cents: number) => euro(cents / 100, 2);

  return (
    <Card data-testid="billing-usage-overview">
      <CardHeader>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <CardTitle>{t("billing.usageTitle")}</CardTitle>
            <CardDescription>{t("billing.usageDescription", { month: monthName(usage.month) })}</CardDescription>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="billing-month">{t("billing.month")}</Label>
            <select
              id="billing-month"
              className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
              value={month ?? months[0]}
              onChange={(event) => onMonthChange(event.target.value === months[0] ? null : event.target.value)}
            >
              {months.map((value) => (
                <option key={value} value={value}>
                  {monthName(value)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("billing.usageColumns.item")}</TableHead>
                <TableHead className="hidden text-right sm:table-cell">{t("billing.usageColumns.quantity")}</TableHead>
                <TableHead className="hidden text-right sm:table-cell">{t("billing.usageColumns.rate")}</TableHead>
                <TableHead className="text-right">{t("billing.usageColumns.amount")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {usage.lines.map((line) => (
                <TableRow key={line.kind} data-testid={TEST_IDS[line.kind]}>
                  <TableCell className="font-medium text-slate-900">
                    {t(`billing.usageLines.${line.kind}`)}
                    {/* On a phone the quantity and rate go under the item instead of two columns. */}
                    <span className="block text-xs font-normal text-slate-500 tabular-nums sm:hidden">
                      {line.quantity} × {money(line.unitCents)}
                    </span>
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">{line.quantity}</TableCell>
                  <TableCell className="hidden text-right tabular-nums text-slate-600 sm:table-cell">
                    {money(line.unitCents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{money(line.totalCents)}</TableCell>
                </TableRow>
              ))}
              <TableRow className="border-t-2 border-slate-200">
                <TableCell className="font-semibold text-slate-900 sm:hidden">{t("billing.usageTotal")}</TableCell>
                <TableCell className="hidden font-semibold text-slate-900 sm:table-cell" colSpan={3}>
                  {t("billing.usageTotal")}
                </TableCell>
                <TableCell className="text-right font-semibold tabular-nums" data-testid="billing-usage-total">
                  {money(usage.totalCents)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </div>
        <dl className="mt-4 grid gap-2 text-xs text-slate-600 sm:grid-cols-3">
          {(["events", "activeCaregivers", "sms"] as const).map((kind) => (
            <div key={kind}>
              <dt className="font-semibold text-slate-700">{t(`billing.usageLines.${kind}`)}</dt>
              <dd>{t(`billing.usageMeaning.${kind}`)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
