import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./helpers";
import { expectFits, pageShot } from "./shots";

const shots = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(shots, { recursive: true });

/**
 * The proposal as a person sees it: the dialog's top, and (when it scrolls) its end, where the open
 * places and the accept buttons are. The screen, not the whole page: the dialog and its shade are
 * fixed to the screen, and a whole-page picture shows the page unshaded under them.
 */
async function proposalShots(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
  const body = page.getByTestId("roster-dialog").locator(".overflow-y-auto");
  await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: "instant" }));
  await page.screenshot({ path: path.join(shots, `${name}-end.png`) });
  await body.evaluate((element) => element.scrollTo({ top: 0, behavior: "instant" }));
}

/** Opens the proposal from the event's personnel tab and waits for the solver's answer. */
async function propose(page: Page, eventId: string, language = "nl", shot?: string) {
  await page.goto(`/dashboard/event-management?event=${eventId}&tab=personnel`);
  await expect(page.getByTestId("propose-roster")).toBeVisible();
  // The page takes the profile's language once the person is loaded.
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  if (shot) await pageShot(page, path.join(shots, `${shot}.png`));
  await page.getByTestId("propose-roster").click();
  const proposal = page.getByTestId("roster-proposal");
  await expect(proposal).toBeVisible({ timeout: 30_000 });
  return proposal;
}

test("the admin proposes a roster for an event, sees why each person and what stays open, and accepts all but one", async ({
  page,
}) => {
  await signIn(page, "admin@demo.test");
  const me = await (await page.request.get("/api/me")).json();
  const orgId = me.organizations[0].id as string;
  const [found] = await (await page.request.get(`/api/orgs/${orgId}/events?search=Marathon%20van%20Brugge`)).json();
  const eventId = found.id as string;
  // More doctors than the demo organisation has: a place stays open, and the proposal says why.
  const event = await (await page.request.get(`/api/orgs/${orgId}/events/${eventId}`)).json();
  const changed = await page.request.patch(`/api/orgs/${orgId}/events/${eventId}`, {
    data: { requiredDoctors: 14, version: event.version },
  });
  expect(changed.ok(), await changed.text()).toBe(true);

  try {
    // The pictures first, in English and Dutch at both widths; nothing is assigned by looking.
    // French too on a phone: its words are the longest.
    for (const language of ["en", "fr", "nl"] as const) {
      await page.request.put("/api/me/language", { data: { language } });
      for (const width of language === "fr" ? [375] : [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        // The personnel tab with its two buttons, before the proposal.
        const proposal = await propose(page, eventId, language, `roster-personnel-${language}-${width}`);
        await expect(proposal.getByTestId(`roster-unfilled-${eventId}-doctor`)).toBeVisible();
        await proposalShots(page, `roster-proposal-${language}-${width}`);
        await expectFits(page);
        // No button's words run out of it.
        for (const button of await page.getByTestId("roster-dialog").getByRole("button").all())
          expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
        await page.getByTestId("roster-none").click();
        await expect(page.getByTestId("roster-dialog")).toBeHidden();
      }
    }

    await page.setViewportSize({ width: 1280, height: 800 });
    const proposal = await propose(page, eventId);
    // Those who raised a hand come first, and say so; each person has a post and hours.
    await expect(proposal).toContainText("Stak de hand op");
    const doctors = proposal.getByTestId(`roster-unfilled-${eventId}-doctor`);
    await expect(doctors).toContainText(/Nog \d+ plaats(en)? open/);
    const stats = await proposal.getByTestId("roster-stat-filled").textContent();
    expect(stats).toMatch(/^\d+\/\d+$/);

    const rows = proposal.locator(`[data-testid^="roster-item-${eventId}-"]`);
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    const ids = await rows.evaluateAll((elements) =>
      elements.map((element) => (element.getAttribute("data-testid") ?? "").split("-").slice(-5).join("-")),
    );
    const [unticked, ...kept] = ids as [string, ...string[]];
    // A person's track record opens over the proposal, which stays as it was.
    await proposal.getByTestId(`track-record-link-${unticked}`).click();
    await expect(page.getByTestId("person-history-dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("person-history-dialog")).toBeHidden();
    await expect(proposal).toBeVisible();
    await proposal.getByTestId(`roster-check-${eventId}-${unticked}`).click();
    await expect(proposal.getByTestId("roster-selected-count")).toContainText(`${count - 1} van ${count}`);
    await page.getByTestId("roster-accept-selection").click();

    const result = page.getByTestId("roster-result");
    await expect(result).toBeVisible();
    await expect(result.getByTestId("roster-assigned-count")).toContainText(`${count - 1} inzet`);
    await page.screenshot({ path: path.join(shots, "roster-result-nl-1280.png") });
    await result.getByTestId("roster-done").click();

    // The personnel tab shows the kept people assigned, and the unticked one not.
    await expect(page.getByTestId("roster-dialog")).toBeHidden();
    await pageShot(page, path.join(shots, "roster-personnel-after-nl-1280.png"));
    for (const userId of kept) await expect(page.getByTestId(`assignment-${userId}`)).toBeVisible();
    await expect(page.getByTestId(`assignment-${unticked}`)).toHaveCount(0);
    const after = await (await page.request.get(`/api/orgs/${orgId}/events/${eventId}`)).json();
    const assigned = new Set((after.assignments as { userId: string }[]).map((a) => a.userId));
    expect(kept.every((userId) => assigned.has(userId))).toBe(true);
    expect(assigned.has(unticked)).toBe(false);
  } finally {
    await page.request.put("/api/me/language", { data: { language: "nl" } });
  }
});

test("the admin proposes this month and the next on the calendar", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto("/dashboard/event-management?view=month");
    await expect(page.getByTestId("propose-month")).toBeVisible();
    await pageShot(page, path.join(shots, `roster-calendar-nl-${width}.png`));
    await expectFits(page);
    for (const [step, name] of [
      [0, "this"],
      [1, "next"],
    ] as const) {
      if (step) await page.getByTestId("calendar-next").click();
      await page.getByTestId("propose-month").click();
      const dialog = page.getByTestId("roster-dialog");
      await expect(dialog.getByTestId("roster-proposal").or(dialog.getByTestId("roster-nothing"))).toBeVisible({
        timeout: 30_000,
      });
      await page.screenshot({ path: path.join(shots, `roster-month-${name}-nl-${width}.png`) });
      await expectFits(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  }
});
