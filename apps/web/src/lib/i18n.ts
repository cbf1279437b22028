import { DEFAULT_LANGUAGE, LANGUAGES } from "@hulppost/shared/constants";
import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";

/**
 * Translations are split per language and namespace and loaded on demand, so the landing page
 * only downloads the words it shows. The language is taken from `?lng=` first, then the cookie,
 * local and session storage, the browser's languages and the page's `lang`.
 */
i18n
  .use(resourcesToBackend((language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`)))
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: "languageOnly",
    nonExplicitSupportedLngs: true,
    ns: ["common", "validation"],
    defaultNS: "common",
    detection: {
      order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
      lookupQuerystring: "lng",
      // Not in a cookie: a cookie on every request makes the auth server ask scripts without an
      // Origin for one (CSRF); the painted pages kept for a return visit carry the language instead.
      caches: ["localStorage"],
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});

export default i18n;
