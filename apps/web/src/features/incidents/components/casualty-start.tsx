import { type CasualtyView, tagCode } from "@hulppost/shared/incidents";
import { SEXES } from "@hulppost/shared/patients";
import { onlineManager } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input, NativeSelect } from "../../../components/ui/input";
import { isTransient } from "../../../lib/field/field-sync";
import { useErrorMessage } from "../../../lib/use-error-message";
import { findByTag } from "../api/incidents";
import { CategoryBadge } from "./category-badge";
import { LabelScanner } from "./label-scanner";

type Sex = (typeof SEXES)[number];

/** Who is triaged: a label's casualty (existing or new) or one without a label, with what is known. */
export interface CasualtyStart {
  tagCode?: string;
  existing?: CasualtyView;
  approxAge?: number;
  sex?: Sex;
  description?: string;
}

/**
 * The first screen of a triage: the label's code typed (a scanner will fill the same field), then
 * what can be seen of a new casualty. A label already used opens that casualty for a re-triage.
 */
export function CasualtyStartStep({
  orgId,
  incidentId,
  onStart,
}: {
  orgId: string;
  incidentId: string;
  onStart: (start: CasualtyStart) => void;
}) {
  const { t } = useTranslation("incidents");
  const errorMessage = useErrorMessage();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [age, setAge] = useState("");
  const [sex, setSex] = useState<Sex | "">("");
  const [description, setDescription] = useState("");
  const [existing, setExisting] = useState<CasualtyView | null>(null);
  const details = (): CasualtyStart => ({
    approxAge: age === "" ? undefined : Number(age),
    sex: sex || undefined,
    description: description.trim() || undefined,
  });

  const lookUp = async (typed = code) => {
    const parsed = tagCode.safeParse(typed);
    if (!parsed.success) return setError(t("fields.invalidTagCode"));
    setError(null);
    // Offline the label is triaged as it is: the server finds its casualty when the triage
    // arrives, and a label already used becomes a re-triage there (decision 044).
    if (!onlineManager.isOnline()) return onStart({ ...details(), tagCode: parsed.data });
    setLooking(true);
    try {
      const found = await findByTag(orgId, incidentId, parsed.data);
      if (found) setExisting(found);
      else onStart({ ...details(), tagCode: parsed.data });
    } catch (failure) {
      if (isTransient(failure)) onStart({ ...details(), tagCode: parsed.data });
      else setError(errorMessage(failure));
    } finally {
      setLooking(false);
    }
  };

  if (existing)
    return (
      <div className="flex flex-col gap-3" data-testid="triage-existing">
        <Alert tone="info">
          <span className="flex flex-wrap items-center gap-2">
            {t("triage.existing", { tag: existing.tagCode, category: t(`categories.${existing.category}`) })}
            <CategoryBadge category={existing.category} />
          </span>
        </Alert>
        <Button size="lg" onClick={() => onStart({ tagCode: existing.tagCode ?? undefined, existing })}>
          {t("triage.start")}
        </Button>
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <LabelScanner
        onCode={(scanned) => {
          setCode(scanned);
          void lookUp(scanned);
        }}
      />
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void lookUp();
        }}
      >
        <FormField
          id="triage-tag"
          label={t("triage.tag")}
          hint={t("triage.tagHint", { example: "ABC-0042" })}
          error={error ?? undefined}
        >
          <div className="flex gap-2">
            <Input
              id="triage-tag"
              value={code}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              className="font-mono text-lg tracking-wider uppercase"
              onChange={(event) => setCode(event.target.value.slice(0, 20))}
              aria-invalid={!!error}
              data-testid="triage-tag"
            />
            <Button type="submit" variant="outline" loading={looking} data-testid="triage-lookup">
              <Search className="h-4 w-4" aria-hidden />
              {t("triage.lookup")}
            </Button>
          </div>
        </FormField>
      </form>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t("triage.fresh")}</legend>
        <div className="grid grid-cols-2 gap-3">
          <FormField id="triage-age" label={t("triage.age")}>
            <Input
              id="triage-age"
              inputMode="numeric"
              value={age}
              onChange={(event) => setAge(event.target.value.replace(/[^\d]/g, "").slice(0, 3))}
              data-testid="triage-age"
            />
          </FormField>
          <FormField id="triage-sex" label={t("triage.sex")}>
            <NativeSelect id="triage-sex" value={sex} onChange={(event) => setSex(event.target.value as Sex | "")}>
              <option value="" />
              {SEXES.map((value) => (
                <option key={value} value={value}>
                  {t(`sex.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField id="triage-description" label={t("triage.description")}>
          <Input
            id="triage-description"
            value={description}
            maxLength={500}
            placeholder={t("triage.descriptionPlaceholder")}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>
        <Button variant="outline" onClick={() => onStart(details())} data-testid="triage-no-tag">
          {t("triage.noTag")}
        </Button>
      </fieldset>
    </div>
  );
}
