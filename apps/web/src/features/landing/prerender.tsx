import type { Language } from "@hulppost/shared/constants";
import type { PublicPrices } from "@hulppost/shared/pricing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { pricesQuery } from "../pricing";
import { LandingPage } from "./landing-page";

// The landing page's words in every language, bundled into the render module itself: a render at
// build time (or by the server) has no browser to load them on demand. Nothing in the app imports
// this module, so the client's bundle is unchanged.
const words = import.meta.glob<Record<string, unknown>>("../../locales/*/{common,validation,landing}.json", {
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

/**
 * The landing page as static HTML in one language, with the prices in force (the same `/api/prices`
 * answer the page asks for in the browser; without them the premium price is the page's own
 * placeholder, never a guessed number). A building block for prerendering `/` so the hero paints
 * before any JavaScript runs.
 */
export async function renderLanding(language: Language, prices?: PublicPrices): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: "nl",
    resources: { [language]: resourcesOf(language) },
    ns: ["common", "validation", "landing"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (prices) client.setQueryData(pricesQuery().queryKey, prices);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
