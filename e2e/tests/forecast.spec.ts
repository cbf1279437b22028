import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { inDays } from "./event-form";
import { signIn } from "./helpers";
import { sectionShot } from "./shots";

const shots = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(shots, { recursive: true });

/** Nothing on the page is wider than the screen: a phone would scroll it sideways. */
async function expectFits(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${page.url()} is ${scroll} px wide on a ${inner} px screen`).toBeLessThanOrEqual(inner);
}

/** No serious or critical axe finding in the part of the page named. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

test("the admin fills in an event's risk, reads the forecast and applies the suggested staffing", async ({ page }) => {
  // Long: the card, the risk form, the suggestion and the insights, each looked at in two
  // languages and at two widths (took 2 min on a loaded 2-core machine).
  test.setTimeout(240_000);
  await signIn(page, "admin@demo.test");
  const me = await (await page.request.get("/api/me")).json();
  const orgId = me.organizations[0].id as string;
  // An event of its own, removed at the end: the demo's events stay as the other journeys know them.
  const created = await page.request.post(`/api/orgs/${orgId}/events`, {
    data: {
      name: "Stadsfestival Prognose",
      date: inDays(45),
      startTime: "12:00",
      endTime: "20:00",
      location: "Sint-Pietersplein",
      requiredDoctors: 1,
      requiredNurses: 2,
      requiredFirstAiders: 6,
      requiredTents: 1,
      requiredAmbulances: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).id as string;
  const open = (width: number) =>
    page
      .setViewportSize({ width, height: width === 375 ? 812 : 800 })
      .then(() => page.goto(`/dashboard/event-management?event=${eventId}&tab=overview`));

  try {
    await page.request.put("/api/me/language", { data: { language: "nl" } });
    await open(1280);
    const card = page.getByTestId("event-forecast");
    await expect(card.getByTestId("risk-fill")).toBeVisible();
    await sectionShot(page, card, path.join(shots, "forecast-empty-nl-1280.png"));
    await card.getByTestId("risk-fill").click();
    const dialog = page.getByTestId("risk-dialog");
    // Saved without the crowd: the form names what is missing and sends nothing.
    await dialog.getByTestId("risk-submit").click();
    await expect(dialog.getByTestId("risk-attendancePeak")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByTestId("risk-eventType").selectOption("concert");
    await dialog.getByTestId("risk-attendancePeak").fill("10000");
    await dialog.getByTestId("risk-attendanceTotal").fill("20000");
    await dialog.getByTestId("risk-temperatureC").fill("28");
    await dialog.getByTestId("risk-humidityPct").fill("60");
    await dialog.getByTestId("risk-alcohol").click();
    await page.screenshot({ path: path.join(shots, "forecast-risk-form-nl-1280.png") });
    await expectAccessible(page, '[data-testid="risk-dialog"]');
    await dialog.getByTestId("risk-submit").click();
    await expect(dialog).toBeHidden();
    // The demo's past events have a risk and patients: the forecast uses the organisation's own rate, and says so.
    const forecast = await (await page.request.get(`/api/orgs/${orgId}/events/${eventId}/forecast`)).json();
    expect(forecast.arbon.rateSource).toBe("custom");
    const patients = new Intl.NumberFormat("nl", { maximumFractionDigits: 1 }).format(forecast.arbon.patientsTotal);
    await expect(card.getByTestId("forecast-patients")).toContainText(patients);
    await expect(card.getByTestId("forecast-source")).toContainText(`${forecast.ownRates.events} voorbije evenementen`);
    // Maurer: (6 + 20) × 1.0 = 26 points for 10,000 at once at a concert.
    await expect(card.getByTestId("forecast-maurer")).toContainText("26");
    await expectAccessible(page, '[data-testid="event-forecast"]');

    for (const language of ["nl", "en"] as const) {
      await page.request.put("/api/me/language", { data: { language } });
      for (const width of [1280, 375]) {
        await open(width);
        await expect(page.getByTestId("suggestion-firstAiders")).toContainText("20");
        await expectFits(page);
        await sectionShot(
          page,
          page.getByTestId("event-forecast"),
          path.join(shots, `forecast-${language}-${width}.png`),
        );
      }
    }

    // The phone's form, and applying: the confirmation lists what changes.
    await page.request.put("/api/me/language", { data: { language: "nl" } });
    await open(375);
    await page.getByTestId("risk-edit").click();
    await expect(page.getByTestId("risk-dialog")).toBeVisible();
    await page.screenshot({ path: path.join(shots, "forecast-risk-form-nl-375.png") });
    await page.keyboard.press("Escape");
    await page.getByTestId("apply-suggestion").click();
    const confirm = page.getByTestId("apply-suggestion-dialog");
    await expect(confirm.getByTestId("apply-change-firstAiders")).toContainText("6 → 20");
    await page.screenshot({ path: path.join(shots, "forecast-apply-nl-375.png") });
    await confirm.getByTestId("confirm-action").click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId("apply-suggestion")).toBeDisabled();
    const event = await (await page.request.get(`/api/orgs/${orgId}/events/${eventId}`)).json();
    expect(event.staffing.firstAiders.required).toBe(20);
    expect(event.staffing.ambulances.required).toBe(5);

    // Insights: the event's forecast per hour (no patients yet), and the organisation's own rate beside Arbon's.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto(`/dashboard/event-management?event=${eventId}&tab=insights`);
      const chart = page.getByTestId("insights-forecast");
      await expect(chart.getByTestId("insights-forecast-total")).toContainText(patients);
      await expectFits(page);
      await sectionShot(page, chart, path.join(shots, `forecast-insights-nl-${width}.png`));
      await page.goto("/dashboard/admin?tab=analytics");
      const rates = page.getByTestId("insights-own-rates");
      await expect(rates).toContainText("0,992");
      await expect(rates.getByTestId("insights-own-rates-status")).toContainText(String(forecast.ownRates.events));
      await expectFits(page);
      await sectionShot(page, rates, path.join(shots, `forecast-own-rates-nl-${width}.png`));
    }

    // During an event: the live demo festival's forecast per hour beside the patients its post registered.
    const ongoing = (await (await page.request.get(`/api/orgs/${orgId}/events?filter=ongoing`)).json()) as {
      id: string;
    }[];
    expect(ongoing.length, "the live demo festival").toBeGreaterThan(0);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto(`/dashboard/event-management?event=${ongoing[0]?.id}&tab=insights`);
      const chart = page.getByTestId("insights-forecast");
      await expect(chart.getByTestId("insights-actual-total")).not.toHaveText("0");
      await expectFits(page);
      await sectionShot(page, chart, path.join(shots, `forecast-insights-live-nl-${width}.png`));
    }
  } finally {
    await page.request.put("/api/me/language", { data: { language: "nl" } });
    await page.request.delete(`/api/orgs/${orgId}/events/${eventId}`);
  }
});
