import type { Language } from "@hulppost/shared/constants";
import type { PublicPrices } from "@hulppost/shared/pricing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { AuthPage } from "../features/auth/auth-page";
import { LandingPage } from "../features/landing/landing-page";
import { pricesQuery } from "../features/pricing";
import { PrerenderedContext } from "../lib/prerendered";

// The public pages' words in every language, bundled into the render module itself: a render by
// the server has no browser to load them on demand. Nothing in the app imports this module, so the
// client's bundle is unchanged.
const words = import.meta.glob<Record<string, unknown>>("../locales/*/{common,validation,landing,auth,errors}.json", {
  eager: true,
  import: "default",
});

function resourcesOf(language: Language) {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [file, namespace] of Object.entries(words)) {
    const match = /locales\/([a-z]+)\/([a-z]+)\.json$/.exec(file);
    if (match?.[1] === language && match[2]) resources[match[2]] = namespace;
  }
  return resources;
}

/** The public pages the server sends painted (decision 060): the landing page, sign-in and sign-up. */
export const PRERENDERED_PAGES = ["/", "/auth", "/auth?signup=true"] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

const PAGES: Record<PrerenderedPage, () => ReactNode> = {
  "/": () => <LandingPage />,
  "/auth": () => <AuthPage />,
  "/auth?signup=true": () => <AuthPage />,
};

/**
 * A public page as static HTML in one language, with the prices in force (the same `/api/prices`
 * answer the landing page asks for in the browser; without them the premium price is the page's own
 * placeholder, never a guessed number), so it paints before any JavaScript runs. Its controls show
 * as disabled until the app takes over (`PrerenderedContext`).
 */
export async function renderPage(page: PrerenderedPage, language: Language, prices?: PublicPrices): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: "nl",
    resources: { [language]: resourcesOf(language) },
    ns: ["common", "validation", "landing", "auth", "errors"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (prices) client.setQueryData(pricesQuery().queryKey, prices);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[page]}>
          <PrerenderedContext.Provider value={true}>{PAGES[page]()}</PrerenderedContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
