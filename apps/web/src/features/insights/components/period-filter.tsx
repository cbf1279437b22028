import { INSIGHT_PERIODS, type InsightPeriod, insightPeriod, periodProblem } from "@hulppost/shared/insights";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateText } from "../../../components/ui/date-field";
import { useFieldMessage } from "../../../components/ui/form-field";
import { NativeSelect, NOT_A_DATE } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

export type Period = { from: string; to: string };
const VALID_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period of the figures: a quick choice (this month, 3 or 12 months up to today) or two
 * days of one's own. A period that ends before it starts, or is longer than the server takes
 * (five years), is said under its end and not asked for.
 */
export function PeriodFilter({
  value,
  today,
  onChange,
}: {
  value: Period;
  today: string;
  onChange: (p: Period) => void;
}) {
  const { t } = useTranslation("insights");
  const fieldMessage = useFieldMessage();
  const [draft, setDraft] = useState(value);
  const quick =
    INSIGHT_PERIODS.find((p) => {
      const range = insightPeriod(p, today);
      return range.from === value.from && range.to === value.to;
    }) ?? "custom";
  // A day still being typed, or one that is not real (NOT_A_DATE), leaves the period incomplete.
  const day = (d: string) => VALID_DAY.test(d) && d !== NOT_A_DATE;
  const problemOf = (p: Period) => (day(p.from) && day(p.to) ? periodProblem(p.from, p.to) : "incomplete");
  const problem = problemOf(draft);
  // The server's own field message, but a reversed period in the words of this filter.
  const error =
    problem === "invalidPeriod" ? t("period.reversed") : problem === "periodTooLong" ? fieldMessage(problem) : null;
  const edit = (next: Period) => {
    setDraft(next);
    if (problemOf(next) === null) onChange(next);
  };
  const choose = (choice: string) => {
    if (choice === "custom") return;
    const range = insightPeriod(choice as InsightPeriod, today);
    setDraft(range);
    onChange(range);
  };
  return (
    <div
      className="grid grid-cols-2 items-start gap-x-3 gap-y-2 sm:flex sm:flex-wrap sm:items-start"
      data-testid="insights-period"
    >
      <div className="col-span-2 flex flex-col gap-1.5 sm:w-56">
        <Label htmlFor="insights-quick">{t("period.label")}</Label>
        <NativeSelect
          id="insights-quick"
          value={quick}
          onChange={(e) => choose(e.target.value)}
          data-testid="insights-quick"
        >
          {INSIGHT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`period.quick.${p}`)}
            </option>
          ))}
          <option value="custom" disabled={quick !== "custom"}>
            {t("period.quick.custom")}
          </option>
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-44">
        <Label htmlFor="insights-from">{t("period.from")}</Label>
        <DateText
          id="insights-from"
          mode="date"
          value={draft.from}
          onChange={(from) => edit({ ...draft, from })}
          data-testid="insights-from"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-44">
        <Label htmlFor="insights-to">{t("period.to")}</Label>
        <DateText
          id="insights-to"
          mode="date"
          value={draft.to}
          onChange={(to) => edit({ ...draft, to })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "insights-to-error" : undefined}
          data-testid="insights-to"
        />
      </div>
      {error && (
        <p id="insights-to-error" role="alert" className="col-span-2 text-sm text-red-700 sm:w-full">
          {error}
        </p>
      )}
    </div>
  );
}
