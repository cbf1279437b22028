import type { ForecastSeries } from "@hulppost/shared/insights";
import { useTranslation } from "react-i18next";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { planningFormat } from "../../../lib/planning-time-zone";
import { niceMax, TICKS } from "./chart-scale";
import { BRAND_BAR, MUTED_INK } from "./insights-colors";
import { useInsightFormat } from "./use-insight-format";

const FORECAST_LINE = "#d97706"; // amber-600: 3:1 against white, apart from the brand's bars
const tick = { fontSize: 12, fill: MUTED_INK };

/**
 * The event's forecast per hour beside the patients registered in that hour (decision 052): during the event it shows
 * whether the post is busier than the average said, afterwards where the organisation's own rate comes from.
 */
export function ForecastVsActualCard({ series }: { series: ForecastSeries }) {
  const { t, i18n } = useTranslation("insights");
  const format = useInsightFormat();
  const clock = planningFormat(i18n.resolvedLanguage ?? "nl", { hour: "2-digit", minute: "2-digit" });
  const rate = new Intl.NumberFormat(i18n.resolvedLanguage ?? "nl", { maximumFractionDigits: 3 });
  const data = series.hours.map((hour) => ({
    key: hour.startsAt,
    label: clock.format(new Date(hour.startsAt)),
    forecast: hour.forecast,
    actual: hour.actual,
  }));
  const source =
    series.rateSource === "custom"
      ? t("forecast.sourceOwn", { rate: rate.format(series.presentationRatePer1000) })
      : t("forecast.sourceArbon", { rate: rate.format(series.presentationRatePer1000) });
  return (
    <Card data-testid="insights-forecast">
      <CardHeader>
        <CardTitle>{t("forecast.title")}</CardTitle>
        <CardDescription>
          {t("forecast.description")} {source}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-slate-600">{t("forecast.expected")}</dt>
            <dd className="font-semibold tabular-nums" data-testid="insights-forecast-total">
              {format.decimal(series.forecastTotal)}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-slate-600">{t("forecast.registered")}</dt>
            <dd className="font-semibold tabular-nums" data-testid="insights-actual-total">
              {format.count(series.actualTotal)}
            </dd>
          </div>
        </dl>
        <div aria-hidden="true" style={{ height: 240 }}>
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid stroke="#e2e8f0" vertical={false} />
              <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={16} />
              <YAxis tick={tick} allowDecimals={false} tickCount={TICKS} domain={[0, niceMax]} />
              <Tooltip formatter={(value) => (typeof value === "number" ? format.decimal(value) : String(value))} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="actual" name={t("forecast.registered")} fill={BRAND_BAR} isAnimationActive={false} />
              <Line
                dataKey="forecast"
                name={t("forecast.expected")}
                stroke={FORECAST_LINE}
                strokeWidth={2}
                dot={false}
                type="stepAfter"
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
        {/* In a hidden box, not hidden itself: a table is never narrower than its content (see chart-card). */}
        <div className="sr-only">
          <table>
            <caption>{t("forecast.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("columns.hour")}</th>
                <th scope="col">{t("forecast.expected")}</th>
                <th scope="col">{t("forecast.registered")}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.key}>
                  <td>{row.label}</td>
                  <td>{format.decimal(row.forecast)}</td>
                  <td>{format.count(row.actual)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
