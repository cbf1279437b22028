import { ArrowRight, CalendarDays, CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";

const PREVIEW = [
  { key: "doctors", filled: 2, required: 2 },
  { key: "nurses", filled: 3, required: 4 },
  { key: "firstAiders", filled: 6, required: 8 },
] as const;

/** The promise, with a small picture of what staffing an event looks like. */
export function Hero() {
  const { t } = useTranslation("landing");
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <CheckCircle2 className="h-4 w-4" aria-hidden />
            {t("hero.badge")}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t("hero.title")}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">{t("hero.subtitle")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/auth?signup=true">
                {t("hero.primary")}
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#features">{t("hero.secondary")}</a>
            </Button>
          </div>
          <p className="mt-4 text-sm text-slate-500">{t("hero.note")}</p>
        </div>
        <div className="relative" aria-hidden>
          <div className="absolute -inset-6 rounded-3xl bg-brand-200/40 blur-2xl" />
          <div className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <CalendarDays className="h-5 w-5" />
              </span>
              <div>
                <p className="font-semibold text-slate-900">{t("hero.preview.event")}</p>
                <p className="text-sm text-slate-500">{t("hero.preview.when")}</p>
              </div>
              <span className="ml-auto rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
                {t("hero.preview.live")}
              </span>
            </div>
            <div className="mt-5 flex flex-col gap-4">
              {PREVIEW.map((row) => (
                <div key={row.key}>
                  <div className="flex justify-between text-sm">
                    <span className="text-slate-700">{t(`hero.preview.${row.key}`)}</span>
                    <span className="font-medium text-slate-900">
                      {row.filled}/{row.required}
                    </span>
                  </div>
                  <div className="mt-1.5 h-2 rounded-full bg-slate-100">
                    <div
                      className={
                        row.filled >= row.required ? "h-2 rounded-full bg-emerald-500" : "h-2 rounded-full bg-amber-500"
                      }
                      style={{ width: `${(row.filled / row.required) * 100}%` }}
                    />
                  </div>
                </div>
              ))}
            </div>
            <div className="mt-5 rounded-lg bg-slate-50 p-3 text-sm text-slate-600">{t("hero.preview.interest")}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
