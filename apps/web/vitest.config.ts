import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      // Translations, bundle size, import rules and other logic: plain Node, as before.
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts"], environment: "node" } },
      // Screens rendered with Testing Library in a simulated browser (jsdom), against a fake API.
      {
        extends: true,
        plugins: [react()],
        test: {
          name: "components",
          include: ["src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["src/test/setup-dom.ts"],
          // A screen test renders, types and waits for answers: seconds on a busy machine, not milliseconds.
          testTimeout: 20_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
