/**
 * The web app's code of each page the server paints (decision 060), keyed by address: the page's
 * lazy route module (apps/web/src/app/router.tsx) and the namespaces of words it shows at once (its
 * `useTranslation`s; `common` and `validation` load with every page). Keys of the web build's
 * manifest: the server lists their files as module preloads in the painted HTML
 * (apps/server/src/http/painted-code.ts), and the web's bundle-size test checks them against the build.
 */
export const PAINTED_PAGE_CODE = {
  "/": { module: "src/features/landing/landing-page.tsx", namespaces: ["common", "validation", "landing"] },
  "/auth": { module: "src/features/auth/auth-page.tsx", namespaces: ["common", "validation", "auth", "errors"] },
} as const;

export type PaintedPageCode = keyof typeof PAINTED_PAGE_CODE;
