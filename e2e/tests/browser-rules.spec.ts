import { expect, type Page, chromium as playwrightChromium, test } from "@playwright/test";
import { bundledChromium } from "../chromium";

/**
 * The tests' browser keeps the rules a person's browser keeps: a page may not read another
 * origin's answer unless that origin allows it. http://127.0.0.1:PORT is another origin than
 * http://localhost:PORT, and the API sends no CORS headers.
 */
async function crossOriginRead(page: Page, baseURL: string): Promise<string> {
  const other = baseURL.replace("localhost", "127.0.0.1");
  return page.evaluate(async (url) => {
    try {
      const res = await fetch(url);
      return `read ${res.status}`;
    } catch {
      return "blocked";
    }
  }, `${other}/api/health`);
}

test("the browser the journeys run in blocks reading another origin", async ({ page, baseURL }) => {
  await page.goto("/");
  expect(await crossOriginRead(page, baseURL as string)).toBe("blocked");
  // The same request to its own origin is read, so the block above is the browser's rule.
  expect(await page.evaluate(async () => (await fetch("/api/health")).status)).toBe(200);
});

test("the bundled Chromium, started with the flags the journeys give it, blocks it too", async ({ baseURL }) => {
  const { executablePath, args } = await bundledChromium();
  const browser = await playwrightChromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage();
    await page.goto(baseURL as string);
    expect(await crossOriginRead(page, baseURL as string)).toBe("blocked");
  } finally {
    await browser.close();
  }
});
