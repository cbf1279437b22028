import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { signIn } from "./helpers";
import { expectFits, sectionShot } from "./shots";

const shots = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(shots, { recursive: true });

/**
 * Starts an export from the card and shows it being built (its row with a progress bar), then
 * finished, each at 1280 and at 375 px: one build, as each takes minutes of the server's time.
 */
async function exportAtBothWidths(page: Page) {
  const card = page.getByTestId("org-data-card");
  await card.getByTestId("org-export-start").click();
  await expect(card.getByTestId("org-export-progress").first()).toBeVisible();
  // Caught part-way, as an admin watching it sees it (the bar is polled every 2 seconds).
  const bar = card.getByRole("progressbar").first();
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 60_000 })
    .toBeGreaterThan(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize(width === 375 ? { width, height: 812 } : { width, height: 900 });
    await sectionShot(page, card, path.join(shots, `org-export-building-nl-${width}.png`));
    await expectFits(page);
  }
  // Every patient's record as a PDF: on a CI machine running two other journeys beside it, a
  // build of the demo's ~400 patients took 96–118 s; on a 2-core machine 2.5 times slower, over 3 min.
  await expect(card.getByTestId("org-export-progress")).toHaveCount(0, { timeout: 360_000 });
  for (const width of [375, 1280]) {
    await page.setViewportSize(width === 375 ? { width, height: 812 } : { width, height: 900 });
    await expect(card.getByTestId("org-export-row").first().getByTestId("org-export-download")).toBeVisible();
    await sectionShot(page, card, path.join(shots, `org-export-ready-nl-${width}.png`));
    await expectFits(page);
  }
}

/**
 * A request of the test's own after minutes of building: the socket its context kept open may be
 * closed by the server (idle for its 65 s) just as it is reused. Sent once more then, as a browser does.
 */
async function afterIdle<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!String(error).includes("ECONNRESET")) throw error;
    return send();
  }
}

/**
 * The organisation leaves with its data (decision 056): the admin exports everything, watches it
 * being built, downloads the ZIP and finds the events in it; then asks to leave, sees the banner
 * with the day it goes, and cancels, so the demo organisation stays for the other journeys.
 */
test("an admin exports the organisation's data, downloads the ZIP, asks to leave and cancels", async ({ page }) => {
  // A whole export (see exportAtBothWidths), then the departure.
  test.setTimeout(480_000);
  await signIn(page, "admin@demo.test");
  const me = await (await page.request.get("/api/me")).json();
  const orgId = me.organizations[0].id as string;
  const org = await (await page.request.get(`/api/orgs/${orgId}`)).json();
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/dashboard/admin?tab=options");
    await expect(page.getByTestId("org-data-card")).toBeVisible();
    await exportAtBothWidths(page);

    // The ZIP itself: one CSV per entity, the demo's events in it.
    const downloading = page.waitForEvent("download");
    await page.getByTestId("org-export-download").first().click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^hulppost-.*\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
    const events = strFromU8(files["csv/events.csv"] as Uint8Array)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(events[0]).toMatch(/^id;organization_id;name;date/);
    expect(events.length).toBeGreaterThan(2);
    const data = JSON.parse(strFromU8(files["data.json"] as Uint8Array));
    expect(data.events).toHaveLength(events.length - 1);
    expect(Object.keys(files).some((name) => name.startsWith("patients/") && name.endsWith(".pdf"))).toBe(true);

    // Leaving: the name typed, then the banner with the day and a way back.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId("departure-start").click();
    const dialog = page.getByTestId("departure-dialog");
    await expect(dialog.getByRole("button", { name: "Vertrek bevestigen" })).toBeDisabled();
    await dialog.getByTestId("departure-confirmation").fill(org.displayName);
    await dialog.getByRole("button", { name: "Vertrek bevestigen" }).click();
    const banner = page.getByTestId("departure-banner");
    await expect(banner).toBeVisible();
    await expect(page.getByTestId("departure-start")).toBeDisabled();
    await page.evaluate(() => window.scrollTo(0, 0));
    await sectionShot(page, banner, path.join(shots, "org-departure-banner-nl-1280.png"));
    await sectionShot(page, page.getByTestId("departure-zone"), path.join(shots, "org-departure-zone-nl-1280.png"));
    await page.setViewportSize({ width: 375, height: 812 });
    await sectionShot(page, banner, path.join(shots, "org-departure-banner-nl-375.png"));
    await expectFits(page);

    await banner.getByTestId("departure-cancel").click();
    await expect(banner).toBeHidden();
    const after = await (await afterIdle(() => page.request.get(`/api/orgs/${orgId}/departure`))).json();
    expect(after.requestedAt).toBeNull();
  } finally {
    // Whatever happened above, the demo organisation stays for the other journeys.
    await afterIdle(() => page.request.delete(`/api/orgs/${orgId}/departure`));
  }
});
