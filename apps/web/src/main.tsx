import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import "./lib/i18n";
import { Providers } from "./app/providers";
import { createRouter } from "./app/router";
import { afterNextPaint } from "./lib/after-paint";
import { checkReachable } from "./lib/connectivity";
import "./styles.css";

// A page the server painted (decision 060) fetched the app's stylesheet without waiting for it.
for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-app-stylesheet]")) link.rel = "stylesheet";

// A page the service worker served may open on what the device kept: ask at once whether the server
// answers, so a network that hangs is said to be gone within seconds of the press, not once the
// page's code has started (seconds later on a busy phone) and certainly not at a request's time-out.
if (navigator.serviceWorker?.controller) checkReachable();

const router = createRouter();
// index.html holds #root, and so does every page the server paints from it (http/landing.ts).
const root = document.getElementById("root") as HTMLElement;

function start(element: HTMLElement) {
  createRoot(element).render(
    <StrictMode>
      <Suspense fallback={null}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </Suspense>
    </StrictMode>,
  );
}

// On a page the server painted, the painted copy shows first: with the code already on the device
// (a return visit) the app would otherwise start, and hold the first paint, before it showed.
if (document.getElementById("prerendered-page")) afterNextPaint(() => start(root));
else start(root);

// After the page has loaded: the service worker's downloads never compete with the first paint,
// and its code is not part of the first bundle.
const register = () => void import("./lib/service-worker").then((worker) => worker.registerServiceWorker());
if (document.readyState === "complete") register();
else window.addEventListener("load", register, { once: true });
