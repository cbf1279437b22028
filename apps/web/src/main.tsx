import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "./lib/i18n";
import { Providers } from "./app/providers";
import { createRouter } from "./app/router";
import { registerServiceWorker } from "./lib/service-worker";
import "./styles.css";

const router = createRouter();
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </Suspense>
  </StrictMode>,
);

// After the page has loaded: the service worker's downloads never compete with the first paint.
if (document.readyState === "complete") registerServiceWorker();
else window.addEventListener("load", registerServiceWorker, { once: true });
