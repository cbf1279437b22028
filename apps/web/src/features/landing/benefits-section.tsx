import { Gauge, Languages, ShieldCheck, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";

const BENEFITS = [
  { key: "efficiency", icon: Gauge },
  { key: "gdpr", icon: ShieldCheck },
  { key: "mobile", icon: Smartphone },
  { key: "languages", icon: Languages },
] as const;

export function BenefitsSection() {
  const { t } = useTranslation("landing");
  return (
    <section id="benefits" className="scroll-mt-16 bg-slate-900 py-20 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div>
            <p className="text-6xl font-extrabold text-brand-500">{t("benefits.stat")}</p>
            <h2 className="mt-3 text-3xl font-bold tracking-tight">{t("benefits.title")}</h2>
            <p className="mt-4 text-slate-300">{t("benefits.subtitle")}</p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {BENEFITS.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
                <Icon className="h-6 w-6 text-brand-500" aria-hidden />
                <p className="mt-3 font-semibold">{t(`benefits.items.${key}.title`)}</p>
                <p className="mt-1 text-sm text-slate-300">{t(`benefits.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
