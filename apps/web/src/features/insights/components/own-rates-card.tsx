import type { OrganizationInsightsView } from "@hulppost/shared/insights";
import { ARBON_2001 } from "@hulppost/shared/staffing/arbon";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { cn } from "../../../lib/cn";
import { useInsightFormat } from "./use-insight-format";

type OwnRates = OrganizationInsightsView["ownRates"];
const COUNT = "hidden py-2 text-right tabular-nums sm:table-cell";

/**
 * The organisation's own patient rate per 1,000 visitors, per year and over all its seasons, beside the 0.992 of
 * Arbon's model (decision 052): from its past events with a risk and registered patients, whatever the period chosen.
 */
export function OwnRatesCard({ ownRates }: { ownRates: OwnRates }) {
  const { t, i18n } = useTranslation("insights");
  const format = useInsightFormat();
  const rate = new Intl.NumberFormat(i18n.resolvedLanguage ?? "nl", { maximumFractionDigits: 3 });
  const shown = (n: number | null) => (n === null ? "—" : rate.format(n));
  const { overall, years } = ownRates;
  const rows = [
    ...years.map((year) => ({ key: String(year.year), label: String(year.year), ...year, total: false })),
    ...(years.length > 1 ? [{ key: "all", label: t("ownRates.allYears"), ...overall, total: true }] : []),
  ];
  return (
    <Card data-testid="insights-own-rates">
      <CardHeader>
        <CardTitle>{t("ownRates.title")}</CardTitle>
        <CardDescription>
          {t("ownRates.description", { arbon: rate.format(ownRates.arbonRatePer1000), count: overall.minEvents })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-slate-700" data-testid="insights-own-rates-status">
          {overall.used
            ? t("ownRates.used", { rate: shown(overall.presentationRatePer1000), count: overall.events })
            : t("ownRates.notYet", { count: overall.events, needed: overall.minEvents })}
        </p>
        {/* Arbon's line is there from the first season on: what the organisation's own rate is measured against. */}
        <Table>
          <caption className="sr-only">{t("ownRates.title")}</caption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("ownRates.year")}</TableHead>
              {/* On a phone the rate keeps its column: the counts behind it show from the sm breakpoint. */}
              <TableHead className="hidden text-right sm:table-cell">{t("columns.events")}</TableHead>
              <TableHead className="hidden text-right sm:table-cell">{t("ownRates.visitors")}</TableHead>
              <TableHead className="text-right">{t("columns.patients")}</TableHead>
              <TableHead className="text-right whitespace-normal">{t("ownRates.rate")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} className={cn(row.total && "font-semibold")}>
                <TableCell className="py-2">{row.label}</TableCell>
                <TableCell className={COUNT}>{format.count(row.events)}</TableCell>
                <TableCell className={COUNT}>{format.count(row.attendance)}</TableCell>
                <TableCell className="py-2 text-right tabular-nums">{format.count(row.patients)}</TableCell>
                <TableCell className="py-2 text-right tabular-nums">{shown(row.presentationRatePer1000)}</TableCell>
              </TableRow>
            ))}
            <TableRow className="text-slate-600">
              <TableCell className="py-2">{t("ownRates.arbon")}</TableCell>
              <TableCell className={COUNT}>{format.count(ARBON_2001.events)}</TableCell>
              <TableCell className={COUNT}>—</TableCell>
              <TableCell className="py-2 text-right tabular-nums">{format.count(ARBON_2001.patients)}</TableCell>
              <TableCell className="py-2 text-right tabular-nums">{rate.format(ownRates.arbonRatePer1000)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
