import type { MeView } from "@hulppost/shared/me";
import { CalendarCheck, HandHeart, PartyPopper, Sparkles, UserRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { useCompleteOnboarding } from "./api/complete-onboarding";

const STEPS = ["welcome", "howItWorks", "profile", "ready"] as const;
const HOW_IT_WORKS = [
  { key: "step1", icon: UserRound },
  { key: "step2", icon: HandHeart },
  { key: "step3", icon: CalendarCheck },
] as const;

/** Welcome, how it works in 3 steps, profile, ready. Skipping counts as done. */
export function OnboardingTour({ open, onClose, me }: { open: boolean; onClose: () => void; me: MeView }) {
  const { t } = useTranslation("onboarding");
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const step = STEPS[index] ?? "welcome";
  const finish = (goToProfile = false) => {
    if (!me.profile.onboardingCompletedAt) complete.mutate();
    onClose();
    if (goToProfile) navigate("/dashboard/profile");
  };

  return (
    <Dialog open={open} onOpenChange={(value) => !value && finish()}>
      <DialogContent title={t(`${step}.title`)} data-testid="onboarding-tour" className="max-w-md">
        <div className="flex min-h-56 flex-col" data-testid={`tour-step-${step}`}>
          {step === "welcome" && (
            <div className="flex flex-col items-center text-center">
              <Sparkles className="h-12 w-12 text-brand-700" aria-hidden />
              <p className="mt-4 text-slate-700">{t("welcome.body", { name: me.profile.firstName })}</p>
            </div>
          )}
          {step === "howItWorks" && (
            <ol className="flex flex-col gap-4">
              {HOW_IT_WORKS.map(({ key, icon: Icon }, i) => (
                <li key={key} className="flex gap-3">
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800">
                    {i + 1}
                  </span>
                  <div>
                    <p className="flex items-center gap-2 font-medium text-slate-900">
                      <Icon className="h-4 w-4 text-brand-700" aria-hidden />
                      {t(`howItWorks.${key}.title`)}
                    </p>
                    <p className="text-sm text-slate-600">{t(`howItWorks.${key}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          )}
          {step === "profile" && (
            <div className="flex flex-col items-center text-center">
              <UserRound className="h-12 w-12 text-brand-700" aria-hidden />
              <p className="mt-4 text-slate-700">{t("profile.body")}</p>
              <Button variant="outline" className="mt-4" onClick={() => finish(true)}>
                {t("profile.action")}
              </Button>
            </div>
          )}
          {step === "ready" && (
            <div className="flex flex-col items-center text-center">
              <PartyPopper className="h-12 w-12 text-brand-700" aria-hidden />
              <p className="mt-4 text-slate-700">{t("ready.body")}</p>
            </div>
          )}
        </div>
        <div className="mt-6 flex items-center justify-between gap-2">
          <div className="flex gap-1.5" aria-hidden>
            {STEPS.map((s, i) => (
              <span key={s} className={cn("h-2 w-2 rounded-full", i === index ? "bg-brand-700" : "bg-slate-300")} />
            ))}
          </div>
          <p className="sr-only">{t("progress", { current: index + 1, total: STEPS.length })}</p>
          <div className="flex gap-2">
            {index < STEPS.length - 1 && (
              <Button variant="ghost" onClick={() => finish()} data-testid="tour-skip">
                {t("common:actions.skip")}
              </Button>
            )}
            {index > 0 && (
              <Button variant="outline" onClick={() => setIndex(index - 1)}>
                {t("common:actions.back")}
              </Button>
            )}
            {index < STEPS.length - 1 ? (
              <Button onClick={() => setIndex(index + 1)} data-testid="tour-next">
                {t("common:actions.next")}
              </Button>
            ) : (
              <Button onClick={() => finish()} data-testid="tour-done">
                {t("ready.action")}
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
