import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { NativeSelect } from "../../../components/ui/input";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useRetention, useSetRetention } from "../api/retention";

/** Choices an organisation makes in practice; "keep" is the default the law asks of professionals. */
const CHOICES = ["keep", "12", "24", "60", "120", "240", "360"] as const;

/** Admin settings → Options: how long patient records are kept after an event. */
export function RetentionCard({ orgId }: { orgId: string }) {
  const { t } = useTranslation("patients");
  const errorMessage = useErrorMessage();
  const retention = useRetention(orgId);
  const [choice, setChoice] = useState<string>("keep");
  useEffect(() => {
    if (retention.data) setChoice(retention.data.months === null ? "keep" : String(retention.data.months));
  }, [retention.data]);
  const save = useSetRetention(orgId, {
    onSuccess: () => {
      toast.success(t("common:toasts.saved"));
    },
    onError: (error) => toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) }),
  });
  const options = CHOICES.includes(choice as (typeof CHOICES)[number]) ? CHOICES : [...CHOICES, choice];
  return (
    <Card data-testid="retention-card">
      <CardHeader>
        <CardTitle>{t("retention.title")}</CardTitle>
        <CardDescription>{t("retention.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="retention-months" className="text-sm font-medium text-slate-900">
            {t("retention.label")}
          </label>
          <NativeSelect
            id="retention-months"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            disabled={retention.isPending}
            data-testid="retention-months"
          >
            {options.map((value) => (
              <option key={value} value={value}>
                {value === "keep" ? t("retention.keep") : t("retention.months", { count: Number(value) })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          onClick={() => save.mutate(choice === "keep" ? null : Number(choice))}
          loading={save.isPending}
          data-testid="retention-save"
        >
          {t("common:actions.save")}
        </Button>
      </CardContent>
    </Card>
  );
}
