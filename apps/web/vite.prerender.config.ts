import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The landing page's render module for the server (decision 060): one self-contained file, so the
 * server prerenders `/` and `/auth` with the prices in force without the web app's dependencies at run time.
 * Apart from the browser's build (dist/), so it is never served or precached.
 */
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: "src/app/prerender.tsx",
    outDir: "ssr/dist",
    emptyOutDir: true,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "prerender.js", inlineDynamicImports: true } },
  },
});
