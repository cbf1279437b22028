import type { TriageAlgorithm, TriageAnswers, TriageQuestion } from "@hulppost/shared/clinical/triage";
import { AVPU_RESPONSES } from "@hulppost/shared/clinical/triage";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";

type Answer = TriageAnswers[TriageQuestion];
interface Choice {
  label: string;
  value: Answer;
}

/**
 * The rate buttons of each algorithm, each worth a value on the right side of its boundary (START
 * T1 above 30; JumpSTART below 15 or above 45; the Sieve below 10 or from 30), so a tap gives the
 * same category as the counted number would. A counted number can be typed instead.
 */
function rateChoices(algorithm: TriageAlgorithm, t: TFunction<"incidents">): Choice[] {
  if (algorithm === "start")
    return [
      { label: t("rates.atMost", { n: 30 }), value: 20 },
      { label: t("rates.above", { n: 30 }), value: 31 },
    ];
  if (algorithm === "jumpstart")
    return [
      { label: t("rates.below", { n: 15 }), value: 14 },
      { label: t("rates.between", { from: 15, to: 45 }), value: 30 },
      { label: t("rates.above", { n: 45 }), value: 46 },
    ];
  return [
    { label: t("rates.below", { n: 10 }), value: 9 },
    { label: t("rates.between", { from: 10, to: 29 }), value: 20 },
    { label: t("rates.atLeast", { n: 30 }), value: 30 },
  ];
}

function choicesFor(question: TriageQuestion, algorithm: TriageAlgorithm, t: TFunction<"incidents">): Choice[] {
  switch (question) {
    case "child":
      return [
        { label: t("questions.child.yes"), value: true },
        { label: t("questions.child.no"), value: false },
      ];
    case "walks":
      return [
        { label: t("triage.yes"), value: "yes" },
        { label: t("triage.no"), value: "no" },
        ...(algorithm === "jumpstart" ? [{ label: t("questions.walks.infant"), value: "infant" as const }] : []),
      ];
    case "respiratoryRate":
      return rateChoices(algorithm, t);
    case "pulseRate":
      return [
        { label: t("rates.atMost", { n: 120 }), value: 100 },
        { label: t("rates.above", { n: 120 }), value: 121 },
      ];
    case "capillaryRefillSeconds":
      return [
        { label: t("questions.capillaryRefillSeconds.fast"), value: 2 },
        { label: t("questions.capillaryRefillSeconds.slow"), value: 3 },
      ];
    case "avpu":
      return AVPU_RESPONSES.map((value) => ({ label: t(`questions.avpu.${value}`), value }));
    default:
      return [
        { label: t("triage.yes"), value: true },
        { label: t("triage.no"), value: false },
      ];
  }
}

const COUNTED: ReadonlySet<TriageQuestion> = new Set(["respiratoryRate", "pulseRate"]);

/** One question of the guided triage: a thumb-sized button per answer, a typed count for the rates. */
export function QuestionStep({
  question,
  algorithm,
  number,
  onAnswer,
}: {
  question: TriageQuestion;
  algorithm: TriageAlgorithm;
  number: number;
  onAnswer: (value: Answer) => void;
}) {
  const { t } = useTranslation("incidents");
  const [counted, setCounted] = useState("");
  const count = Number(counted);
  const countOk = counted.trim() !== "" && Number.isFinite(count) && count >= 0 && count <= 300;
  return (
    <fieldset className="flex flex-col gap-3" data-testid={`triage-question-${question}`}>
      <legend className="mb-3">
        <span className="block text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t("triage.question", { n: number })}
        </span>
        <span className="block text-xl font-semibold text-slate-900">{t(`questions.${question}.q`)}</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choicesFor(question, algorithm, t).map((choice) => (
          <Button
            key={String(choice.value)}
            type="button"
            size="lg"
            variant="outline"
            className="h-auto min-h-14 justify-start py-3 text-left text-base whitespace-normal"
            onClick={() => onAnswer(choice.value)}
            data-testid={`answer-${question}-${String(choice.value)}`}
          >
            {choice.label}
          </Button>
        ))}
      </div>
      {COUNTED.has(question) && (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (countOk) onAnswer(count);
          }}
        >
          <label htmlFor={`count-${question}`} className="flex flex-1 flex-col gap-1 text-sm text-slate-700">
            {t(`questions.${question}.exact`)}
            <Input
              id={`count-${question}`}
              inputMode="numeric"
              value={counted}
              onChange={(event) => setCounted(event.target.value.replace(/[^\d]/g, "").slice(0, 3))}
              data-testid={`answer-${question}-count`}
            />
          </label>
          <Button type="submit" variant="outline" disabled={!countOk} data-testid={`answer-${question}-count-ok`}>
            {t("common:actions.next")}
          </Button>
        </form>
      )}
    </fieldset>
  );
}
