import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./helpers";
import { pageShot, sectionShot } from "./shots";

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

const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

for (const width of [375, 1280]) {
  test.describe(`staffing rules at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 812 : 900 } });

    test("the caregiver's open shifts say when one falls on a day they avoid, a hand one tap away", async ({
      page,
    }) => {
      await signIn(page, "hulpverlener@demo.test");
      const me = await (await page.request.get("/api/me")).json();
      const orgId = me.organizations[0].id as string;
      const open = (await (await page.request.get(`/api/orgs/${orgId}/vacancies?eligible=true`)).json()) as {
        id: string;
        date: string;
      }[];
      expect(open.length, "the demo data has open shifts for the demo nurse").toBeGreaterThan(0);
      const first = open[0] as { id: string; date: string };
      await page.request.put("/api/me/availability-preferences", {
        data: { avoidWeekdays: [isoWeekday(first.date)], maxEventsPerMonth: null },
      });
      try {
        await page.goto("/dashboard#vacancies");
        const section = page.getByTestId("vacancies-section");
        await expect(section.getByTestId(`vacancy-notice-${first.id}`)).toBeVisible();
        // The badge counts what the list shows.
        await expect(page.getByTestId("vacancy-badge").first()).toHaveAttribute("data-count", String(open.length));
        await expect(section.getByTestId(`interest-${first.id}`)).toBeVisible();
        await expectFits(page);
        await pageShot(page, path.join(shots, `open-shifts-${width}.png`));
      } finally {
        await page.request.put("/api/me/availability-preferences", {
          data: { avoidWeekdays: [], maxEventsPerMonth: null },
        });
      }
    });

    test("the admin's rules card in Options", async ({ page }) => {
      await signIn(page, "admin@demo.test");
      await page.goto("/dashboard/admin?tab=options");
      const card = page.getByTestId("staffing-rules");
      await expect(card.getByTestId("rule-minRestHours")).toHaveValue("11");
      await expectFits(page);
      await sectionShot(page, card, path.join(shots, `staffing-rules-${width}.png`));
    });
  });
}
