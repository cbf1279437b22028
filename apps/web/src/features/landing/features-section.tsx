import {
  Ambulance,
  Building2,
  CalendarCheck,
  FileText,
  HandHeart,
  HeartPulse,
  MapPin,
  MessageSquare,
  MessageSquareText,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../components/ui/coming-soon";
import { isComingSoon, type ModuleBound } from "../../lib/modules";

/** What the product does; a module still being built is shown with "coming soon". */
const FEATURES: ({ key: string; icon: typeof CalendarCheck } & ModuleBound)[] = [
  { key: "events", icon: CalendarCheck },
  { key: "interest", icon: HandHeart },
  { key: "patients", icon: HeartPulse, module: "patients" },
  { key: "infrastructure", icon: Ambulance, module: "infrastructure" },
  { key: "chat", icon: MessageSquare, module: "chat" },
  { key: "sms", icon: MessageSquareText, module: "sms" },
  { key: "locations", icon: MapPin, module: "locations" },
  { key: "reports", icon: FileText },
  { key: "organizations", icon: Building2 },
];

export function FeaturesSection() {
  const { t } = useTranslation("landing");
  return (
    <section id="features" className="scroll-mt-16 bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900">{t("features.title")}</h2>
          <p className="mt-3 text-slate-600">{t("features.subtitle")}</p>
        </div>
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon, ...feature }) => (
            <div key={key} className="rounded-xl border border-slate-200 p-6 transition-shadow hover:shadow-md">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-4 flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {t(`features.items.${key}.title`)}
                {isComingSoon(feature) && <ComingSoon />}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(`features.items.${key}.text`)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
