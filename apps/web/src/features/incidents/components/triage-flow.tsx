import {
  isTriageChild,
  TRIAGE_CATEGORIES,
  type TriageAlgorithm,
  type TriageAnswers,
  type TriageCategory,
  type TriageQuestion,
  type TriageSystem,
  triage,
} from "@hulppost/shared/clinical/triage";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { CATEGORY_CLASSES } from "./category-badge";
import { QuestionStep } from "./question-step";

export interface TriageChoice {
  category: TriageCategory;
  /** The answers that gave it; none when the category was chosen directly. */
  answers?: TriageAnswers;
}

/**
 * The guided triage: the organisation's system asks its next question (the shared rule,
 * clinical/triage.ts), one tap answers it, until a category comes out; or the category is chosen
 * directly. A known approximate age answers "is it a child" before it is asked.
 */
export function TriageFlow({
  system,
  approxAge,
  onChoose,
}: {
  system: TriageSystem;
  approxAge: number | null;
  onChoose: (choice: TriageChoice) => void;
}) {
  const { t } = useTranslation("incidents");
  const [answered, setAnswered] = useState<[TriageQuestion, TriageAnswers[TriageQuestion]][]>([]);
  const [direct, setDirect] = useState(false);
  const answers: TriageAnswers = Object.fromEntries(answered);
  const child = answers.child ?? isTriageChild(approxAge);
  const outcome = triage(system, { ...answers, child });
  const algorithm: TriageAlgorithm = system === "sieve" ? "sieve" : child ? "jumpstart" : "start";

  if (direct)
    return (
      <div className="grid grid-cols-2 gap-3" data-testid="triage-direct">
        {TRIAGE_CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            onClick={() => onChoose({ category })}
            className={`min-h-20 rounded-xl px-3 text-lg font-bold shadow-sm ${CATEGORY_CLASSES[category]}`}
            data-testid={`choose-${category}`}
          >
            {t(`categories.${category}`)}
          </button>
        ))}
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      {"ask" in outcome ? (
        <QuestionStep
          key={outcome.ask}
          question={outcome.ask}
          algorithm={algorithm}
          number={answered.length + 1}
          onAnswer={(value) => setAnswered([...answered, [outcome.ask, value]])}
        />
      ) : (
        <div className="flex flex-col gap-3" data-testid="triage-outcome">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("triage.result")}</p>
          <p
            className={`rounded-xl px-4 py-5 text-center text-2xl font-bold ${CATEGORY_CLASSES[outcome.category]}`}
            data-testid={`outcome-${outcome.category}`}
          >
            {t(`categories.${outcome.category}`)}
          </p>
          <Button
            size="lg"
            onClick={() => onChoose({ category: outcome.category, answers: { ...answers, child } })}
            data-testid="triage-save"
          >
            {t("triage.save")}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {answered.length > 0 && (
          <Button variant="ghost" onClick={() => setAnswered(answered.slice(0, -1))} data-testid="triage-previous">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t("triage.previous")}
          </Button>
        )}
        <Button variant="ghost" onClick={() => setDirect(true)} data-testid="triage-direct-open">
          {t("triage.direct")}
        </Button>
      </div>
    </div>
  );
}
