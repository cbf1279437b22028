import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { useTakeOverPrerendered } from "../../lib/prerendered";
import { useMe } from "../../lib/session";
import { BenefitsSection } from "./benefits-section";
import { FeaturesSection } from "./features-section";
import { Hero } from "./hero";
import { LandingNav } from "./landing-nav";
import { PricingSection } from "./pricing-section";

// The contact form brings the form and validation libraries; it sits at the bottom of the page,
// so it loads after the first paint instead of with it.
const ContactSection = lazy(() => import("./contact-section").then((m) => ({ default: m.ContactSection })));

/** The public page at /. A visitor who is signed in goes straight to the dashboard. */
export function LandingPage() {
  const { t } = useTranslation("landing");
  const { data: me } = useMe();
  useTakeOverPrerendered();
  if (me) return <Navigate to="/dashboard" replace />;
  return (
    <div className="min-h-dvh bg-white">
      <LandingNav />
      <main>
        <Hero />
        <FeaturesSection />
        <BenefitsSection />
        <PricingSection />
        <Suspense fallback={<section id="contact" className="min-h-[32rem] scroll-mt-16 bg-white" />}>
          <ContactSection />
        </Suspense>
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:justify-between">
          <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
          <p>{t("footer.gdpr")}</p>
        </div>
      </footer>
    </div>
  );
}
