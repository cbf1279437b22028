import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { precacheCore } from "../../scripts/offline-parts.mjs";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

/** The addresses the server sends painted (apps/server/src/http/landing.ts), with their query. */
const PAINTED_PAGES = [/^\/(\?lng=[a-z]{2})?$/, /^\/auth(\?(signup=true|lng=[a-z]{2})(&lng=[a-z]{2})?)?$/];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Field mode: an installable app whose shell, pages and words are kept by a service
    // worker, so a post that visited once opens on a field without network. "prompt": a new
    // version waits until the person chooses to reload (app/pwa/update-prompt.ts) instead of
    // changing under a nurse's fingers. Registered by our own code after the first paint.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      // What the install keeps besides the bundle (each costs the install a round trip of its own:
      // Workbox fetches an unhashed file past the HTTP cache, one after the other). Not the scripts
      // the worker imports (push-sw.js, install-sw.js): the browser keeps those with the worker.
      // Not the home-screen icons: a phone asks for those when the app is installed, online.
      includeAssets: ["favicon.svg", "painted.js"],
      includeManifestIcons: false,
      manifest: {
        id: "/dashboard",
        name: "Hulppost",
        short_name: "Hulppost",
        description: "Planning van EHBO-posten, hulpverleners en patiëntregistratie op evenementen.",
        lang: "nl",
        start_url: "/dashboard",
        scope: "/",
        display: "standalone",
        orientation: "any",
        theme_color: "#4338ca",
        background_color: "#ffffff",
        categories: ["medical", "productivity"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The install keeps only the offline core (decision 061): the shell and the pages of field
        // mode, the dashboard and the patients. A person's words, then every other page and
        // language, follow from the page after sign-in (src/lib/offline-core.ts) into the cache below.
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        globIgnores: ["**/.vite/**"],
        manifestTransforms: [
          (entries) => {
            const core = precacheCore(path.resolve(import.meta.dirname, "dist"));
            return { manifest: entries.filter((e) => core.has(e.url.replace(/^\//, ""))), warnings: [] };
          },
        ],
        runtimeCaching: [
          {
            // The server's painted public pages (decision 060): a returning visitor's `/` and `/auth`
            // paint from the copy kept here while a fresh one is fetched for next time; with no copy
            // and no network, the app shell as for any other address.
            // The function is copied into the worker as text: the patterns are PAINTED_PAGES' own.
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin &&
              request.mode === "navigate" &&
              [/^\/(\?lng=[a-z]{2})?$/, /^\/auth(\?(signup=true|lng=[a-z]{2})(&lng=[a-z]{2})?)?$/].some((page) =>
                page.test(url.pathname + url.search),
              ),
            handler: "StaleWhileRevalidate",
            options: {
              cacheName: "hulppost-painted-pages",
              plugins: [
                {
                  handlerDidError: async () =>
                    (await caches.match("/index.html", { ignoreSearch: true })) ?? Response.error(),
                },
              ],
            },
          },
          {
            // Hashed names: a file kept once is right for good; old versions age out.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
            handler: "CacheFirst",
            options: {
              cacheName: "hulppost-assets",
              expiration: { maxEntries: 1500, maxAgeSeconds: 90 * 24 * 60 * 60 },
            },
          },
        ],
        // Any address of the app opens the app shell from the cache; the API never does.
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//, ...PAINTED_PAGES],
        // `/` is the server's painted landing page (above), not the precached shell.
        directoryIndex: null,
        cleanupOutdatedCaches: true,
        // The first visit's page is kept at once (a post may lose the network right after it); a
        // later version still waits for the person to reload (registerType "prompt").
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Workbox's own code inside sw.js: the worker's start is one request less over the link.
        inlineWorkboxRuntime: true,
        // Alerts: the push and notification-click handlers (public/push-sw.js, decision 046); the
        // install's download several files at a time (public/install-sw.js, decision 061).
        importScripts: ["/push-sw.js", "/install-sw.js"],
      },
    }),
  ],
  build: {
    // The manifest lets a test add up the JavaScript the landing page loads first.
    manifest: true,
    target: "es2022",
    chunkSizeWarningLimit: 600,
    // Browsers preload a page's modules themselves (Safari since 17; an older one still loads
    // them, one step later): the polyfill would only add to the first download of every page.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
