import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, request, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./helpers";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

test.describe("accessibility (axe-core)", () => {
  test("/ and /auth have no serious or critical violation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("contact-form")).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto("/auth");
    await expect(page.getByTestId("sign-in-form")).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto("/auth?signup=true");
    await expect(page.getByTestId("sign-up-form")).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("/dashboard and /dashboard/profile have no serious or critical violation", async ({ page }) => {
    await signIn(page, "hulpverlener@demo.test");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto("/dashboard/profile");
    await expect(page.getByTestId("profile-form")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

/** The live demo event and its patient with the highest NEWS2, as the admin sees them. */
async function livePatient(page: Page) {
  const me = await (await page.request.get("/api/me")).json();
  const orgId = me.organizations[0].id as string;
  const events = (await (await page.request.get(`/api/orgs/${orgId}/events?filter=ongoing`)).json()) as {
    id: string;
  }[];
  const eventId = events[0]?.id as string;
  const list = (await (await page.request.get(`/api/orgs/${orgId}/events/${eventId}/patients?sort=news2`)).json()) as {
    items: { id: string }[];
  };
  return { eventId, patientId: list.items[0]?.id as string };
}

test.describe("accessibility of the patient pages (axe-core)", () => {
  test("the patient list, quick input, the record and the vital signs dialog have no serious violation", async ({
    page,
  }) => {
    await signIn(page, "admin@demo.test");
    const { eventId, patientId } = await livePatient(page);
    await page.goto(`/dashboard/event-management?event=${eventId}&tab=patients`);
    await expect(page.getByTestId("patient-list")).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto(`/dashboard/patients/new?event=${eventId}&mode=quick`);
    await expect(page.getByTestId("quick-input-form")).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto(`/dashboard/patient?id=${patientId}`);
    await expect(page.getByTestId("patient-record")).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByTestId("vitals-open").click();
    await expect(page.getByTestId("vitals-charts")).toBeVisible();
    // With a chart's tooltip open, whose values once took the series' light colours.
    await page.getByTestId("vitals-charts").locator(".recharts-wrapper").first().hover({ force: true });
    await expect(page.locator(".recharts-tooltip-item").first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByTestId("vitals-tab-new").click();
    await expectNoSeriousViolations(page);
  });

  test("the body map is a set of checkboxes a keyboard toggles and a screen reader names", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    const { patientId } = await livePatient(page);
    await page.goto(`/dashboard/patient?id=${patientId}`);
    const knee = page.getByRole("checkbox", { name: "Linkerknie" });
    await expect(knee).toHaveAttribute("aria-checked", /true|false/);
    const before = await knee.getAttribute("aria-checked");
    await knee.focus();
    await page.keyboard.press("Space");
    await expect(knee).toHaveAttribute("aria-checked", before === "true" ? "false" : "true");
    await page.keyboard.press("Enter");
    await expect(knee).toHaveAttribute("aria-checked", before as string);
  });
});

test.describe("accessibility of the insights (axe-core)", () => {
  test("the Analytics tab and an event's insights have no serious violation, charts or tables", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    await page.goto("/dashboard/admin?tab=analytics");
    await expect(page.getByTestId("insights-figures")).toBeVisible();
    await expect(page.locator(".recharts-wrapper").first()).toBeVisible();
    // Every chart's numbers are in a table a screen reader reaches, captioned with the chart's title.
    await expect(page.getByRole("table", { name: "Aankomsten per uur" })).toHaveCount(1);
    await expectNoSeriousViolations(page);
    await page.getByTestId("insights-status-toggle").click();
    await expect(page.getByTestId("insights-status-toggle")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("insights-status").getByRole("table")).toBeVisible();
    await expectNoSeriousViolations(page);
    const { eventId } = await livePatient(page);
    await page.goto(`/dashboard/event-management?event=${eventId}&tab=insights`);
    await expect(page.getByTestId("event-insights")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe("keyboard only", () => {
  test("signs in, moves through the menu and opens the profile without a mouse", async ({ page, baseURL }) => {
    // The tour would open only for an account that has not seen it, at a moment that races the
    // first Tab; this journey is about the menu, so the account has finished the tour beforehand.
    const api = await request.newContext({ baseURL });
    await api.post("/api/auth/sign-in/email", { data: { email: "hulpverlener@demo.test", password: DEMO_PASSWORD } });
    expect((await api.post("/api/me/onboarding/complete", { data: {} })).status()).toBe(204);
    await api.dispose();
    await page.goto("/auth");
    await page.getByLabel("E-mailadres").focus();
    await page.keyboard.type("hulpverlener@demo.test");
    await page.keyboard.press("Tab");
    await page.keyboard.type("demo1234");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Tab from the top: the skip link, then the menu.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Naar de inhoud" })).toBeFocused();
    let reached = false;
    for (let i = 0; i < 12 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.getByTestId("menu-profile").evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await page.getByLabel("Voornaam").focus();
    await expect(page.getByLabel("Voornaam")).toBeFocused();
  });

  test("the landing page's contact form works from the keyboard", async ({ page }) => {
    await page.goto("/#contact");
    await page.getByLabel("Naam").focus();
    await page.keyboard.type("Jan Janssens");
    await page.keyboard.press("Tab");
    await page.keyboard.type("jan@example.test");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hallo, hoe werkt de proefperiode?");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Bericht verzonden")).toBeVisible();
  });
});
