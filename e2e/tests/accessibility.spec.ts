import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./helpers";

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

test.describe("keyboard only", () => {
  test("signs in, moves through the menu and opens the profile without a mouse", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("E-mailadres").focus();
    await page.keyboard.type("hulpverlener@demo.test");
    await page.keyboard.press("Tab");
    await page.keyboard.type("demo1234");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard$/);
    // The tour dialog takes focus; Escape closes it.
    const tour = page.getByTestId("onboarding-tour");
    if (await tour.isVisible()) {
      await page.keyboard.press("Escape");
      await expect(tour).toBeHidden();
    }
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
