import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { signIn, superAdminApi } from "./helpers";
import { pageShot, sectionShot } from "./shots";

// The super admin changes the premium price on /dashboard/pricing and the landing
// page shows it. The journey puts the price back as it found it, so journeys that read the landing
// page's price do not depend on the order they run in.

const shots = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(shots, { recursive: true });

interface PriceChange {
  id: string;
  key: string;
  amountCents: number;
  status: "past" | "current" | "scheduled";
}

/** "€ 29" as nl-BE writes a whole amount, with the narrow space Intl puts after the sign. */
const whole = (cents: number) => new RegExp(`€\\s${cents / 100}(?![\\d,])`);

async function premiumNow(api: APIRequestContext) {
  const res = await api.get("/api/prices");
  return ((await res.json()) as { current: { premium_monthly: number } }).current.premium_monthly;
}

/**
 * The landing page's prices in a browser of its own: a visitor's browser keeps /api/prices for up
 * to a minute (its Cache-Control), so each look is a new visitor.
 */
async function visit(browser: Browser) {
  const context = await browser.newContext({ locale: "nl-BE", timezoneId: "Europe/Brussels" });
  const landing = await context.newPage();
  await landing.goto("/#pricing");
  return landing;
}

async function expectNoSeriousViolations(page: Page) {
  // A toast still fading in or out is half transparent: axe would measure its colours mid-fade.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

test("the super admin changes the premium price, schedules and withdraws another, and the landing page follows", async ({
  page,
  browser,
  baseURL,
}) => {
  const api = await superAdminApi(baseURL as string);
  const original = await premiumNow(api);
  const target = original === 2900 ? 3000 : 2900;
  const made: string[] = [];
  try {
    await signIn(page, "superadmin@demo.test");
    await page.goto("/dashboard/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Prijsbeheer" })).toBeVisible();
    const premiumCard = page.getByTestId("price-current-premium_monthly");
    await expect(premiumCard).toContainText(`€ ${original / 100},00`);
    await expect(page.getByTestId("price-current-sms_per_message")).toContainText("per bericht");

    // A bad amount is refused at the field, and nothing is asked or saved.
    const amount = page.getByTestId("price-amount");
    await amount.fill("-5");
    await page.getByTestId("price-submit").click();
    await expect(page.locator("#price-amount-error")).toHaveText("Een prijs kan niet negatief zijn.");
    await amount.fill("25,999");
    await page.getByTestId("price-submit").click();
    await expect(page.locator("#price-amount-error")).toHaveText("Hoogstens twee cijfers na de komma (centen).");
    await expect(page.getByTestId("price-confirm")).toHaveCount(0);

    // The new premium price, from now on: asked once more, then in force and at the top of the history.
    await amount.fill(String(target / 100));
    await expect(page.getByTestId("price-submit")).toHaveText("Prijs wijzigen");
    await page.getByTestId("price-submit").click();
    const confirm = page.getByTestId("price-confirm");
    await expect(confirm).toContainText(`van € ${original / 100},00 naar € ${target / 100},00 per maand, vanaf nu`);
    await confirm.getByRole("button", { name: "Nu wijzigen" }).click();
    await expect(page.getByText("Prijs gewijzigd")).toBeVisible();
    await expect(premiumCard).toContainText(`€ ${target / 100},00`);
    const history = page.getByTestId("price-history");
    const newest = history.getByTestId("price-history-row").first();
    await expect(newest).toContainText(`€ ${target / 100},00`);
    await expect(newest).toContainText("Van kracht");
    await expect(newest).toContainText("superadmin@demo.test");
    await expect(history.getByTestId("price-history-row").filter({ hasText: "Vervangen" }).first()).toBeVisible();

    // The landing page, for a visitor in a browser of their own.
    let landing = await visit(browser);
    await expect(landing.getByTestId("plan-premium-price")).toHaveText(whole(target));
    await expect(landing.getByTestId("plan-premium-next")).toHaveCount(0);
    await landing.context().close();

    // A change planned for a moment that has passed is refused at the field.
    await page.getByTestId("price-when-later").check();
    await page.getByTestId("price-date").fill("2020-01-01");
    await page.getByTestId("price-time").fill("10:00");
    await amount.fill("31");
    await page.getByTestId("price-submit").click();
    await expect(page.locator("#price-when-hint")).toHaveText(
      "Dit moment is al voorbij. Kies een datum en uur in de toekomst.",
    );

    // A change a month ahead: in the upcoming list and on the card, announced on the landing page.
    const day = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId("price-date").fill(day);
    await expect(page.getByTestId("price-submit")).toHaveText("Wijziging inplannen");
    await page.getByTestId("price-submit").click();
    await expect(confirm).toContainText(`naar € 31,00 per maand, vanaf`);
    await expect(confirm).toContainText(`Tot dan blijft € ${target / 100},00 gelden.`);
    await confirm.getByRole("button", { name: "Inplannen" }).click();
    await expect(page.getByText(/Prijswijziging ingepland voor/)).toBeVisible();
    const upcoming = page.getByTestId("price-upcoming");
    await expect(upcoming).toContainText("Premium-abonnement: € 31,00 per maand");
    await expect(premiumCard).toContainText(/Vanaf .*: €\s31,00/);
    const scheduled = ((await (await api.get("/api/platform/prices")).json()) as PriceChange[]).find(
      (c) => c.status === "scheduled" && c.amountCents === 3100,
    );
    expect(scheduled).toBeDefined();
    made.push(scheduled?.id as string);

    landing = await visit(browser);
    await expect(landing.getByTestId("plan-premium-price")).toHaveText(whole(target));
    await expect(landing.getByTestId("plan-premium-next")).toHaveText(/^Vanaf .+: €\s31 per maand$/);
    await expect(landing.getByTestId("plan-premium")).toContainText(/SMS-centrum \(€\s0,\d\d per bericht/);
    await sectionShot(landing, landing.locator("#pricing"), path.join(shots, "landing-pricing-1280.png"));
    await landing.setViewportSize({ width: 375, height: 812 });
    await sectionShot(landing, landing.locator("#pricing"), path.join(shots, "landing-pricing-375.png"));
    await landing.context().close();

    await expectNoSeriousViolations(page);
    await pageShot(page, path.join(shots, "pricing-1280.png"));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect(page.getByTestId("price-upcoming")).toBeVisible();
    await pageShot(page, path.join(shots, "pricing-375.png"));
    await page.setViewportSize({ width: 1280, height: 800 });

    // Withdrawn before its moment: gone from the list, the card and the landing page.
    await upcoming.getByTestId("price-withdraw").click();
    const withdraw = page.getByTestId("price-withdraw-dialog");
    await expect(withdraw).toContainText("€ 31,00");
    await withdraw.getByRole("button", { name: "Wijziging intrekken" }).click();
    await expect(page.getByText("Geplande wijziging ingetrokken")).toBeVisible();
    await expect(page.getByTestId("price-upcoming-empty")).toBeVisible();
    await expect(premiumCard).not.toContainText("€ 31,00");
    landing = await visit(browser);
    await expect(landing.getByTestId("plan-premium-price")).toHaveText(whole(target));
    await expect(landing.getByTestId("plan-premium-next")).toHaveCount(0);
    await landing.context().close();
  } finally {
    // As it was found: the journey's own planned change withdrawn, the premium price set back.
    for (const id of made) await api.delete(`/api/platform/prices/${id}`);
    if ((await premiumNow(api)) !== original) {
      const back = await api.post("/api/platform/prices", {
        data: { key: "premium_monthly", amountCents: original, effectiveFrom: "now" },
      });
      expect(back.status(), await back.text()).toBe(201);
    }
    await api.dispose();
  }
});
