import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./helpers";
import { pageShot } from "./shots";

const dir = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(dir, { recursive: true });

const publicPages = [
  { name: "landing", path: "/", ready: "contact-form" },
  { name: "auth", path: "/auth", ready: "sign-in-form" },
  { name: "sign-up", path: "/auth?signup=true", ready: "sign-up-form" },
];
const privatePages = [
  { name: "dashboard-caregiver", path: "/dashboard", as: "hulpverlener@demo.test" },
  { name: "profile", path: "/dashboard/profile", as: "hulpverlener@demo.test" },
  { name: "dashboard-admin", path: "/dashboard", as: "admin@demo.test" },
  { name: "events-month", path: "/dashboard/event-management?view=month", as: "admin@demo.test" },
  { name: "events-list", path: "/dashboard/event-management?view=list", as: "admin@demo.test" },
  { name: "caregivers", path: "/dashboard/hulpverlener-management", as: "admin@demo.test" },
  { name: "caregiver-history", path: "/dashboard/hulpverlener-historie", as: "admin@demo.test" },
  { name: "admin-settings", path: "/dashboard/admin", as: "admin@demo.test" },
  { name: "admin-options", path: "/dashboard/admin?tab=options", as: "admin@demo.test" },
  { name: "admin-system-platform", path: "/dashboard/admin", as: "superadmin@demo.test" },
  { name: "treatment-templates", path: "/dashboard/treatment-templates", as: "admin@demo.test" },
  { name: "infrastructure", path: "/dashboard/infrastructure", as: "admin@demo.test" },
  { name: "infrastructure-planning", path: "/dashboard/infrastructure?tab=planning", as: "admin@demo.test" },
  { name: "locations-admin", path: "/dashboard/locations", as: "admin@demo.test" },
  { name: "locations-caregiver", path: "/dashboard/locations", as: "hulpverlener@demo.test" },
  { name: "sms-center", path: "/dashboard/sms-center", as: "admin@demo.test" },
  { name: "organizations", path: "/dashboard/organizations", as: "superadmin@demo.test" },
  { name: "all-users", path: "/dashboard/all-users", as: "superadmin@demo.test" },
];

/** Nothing on the page is wider than the screen: a phone would scroll it sideways. */
async function expectFits(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${page.url()} is ${scroll} px wide on a ${inner} px screen`).toBeLessThanOrEqual(inner);
}

/** Runs `check` with the signed-in person reading French (longer words than Dutch), then Dutch again. */
async function inFrench(page: Page, check: () => Promise<void>) {
  await page.request.put("/api/me/language", { data: { language: "fr" } });
  try {
    await check();
  } finally {
    await page.request.put("/api/me/language", { data: { language: "nl" } });
  }
}

/**
 * Screenshots of the pages at phone and desktop width, kept in e2e/screenshots to look at. Every
 * page is also checked to be no wider than the screen, in Dutch and in French.
 */
for (const width of [375, 1280]) {
  test.describe(`screenshots at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 800 } });

    for (const p of publicPages) {
      test(p.name, async ({ page }) => {
        await page.goto(p.path);
        await expect(page.getByTestId(p.ready)).toBeVisible();
        await pageShot(page, path.join(dir, `${p.name}-${width}.png`));
        await expectFits(page);
        await page.goto(`${p.path}${p.path.includes("?") ? "&" : "?"}lng=fr`);
        await expect(page.getByTestId(p.ready)).toBeVisible();
        await expectFits(page);
      });
    }
    for (const p of privatePages) {
      test(p.name, async ({ page }) => {
        await signIn(page, p.as);
        await page.goto(p.path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        await pageShot(page, path.join(dir, `${p.name}-${width}.png`));
        await expectFits(page);
        await inFrench(page, async () => {
          await page.goto(p.path);
          await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          await page.waitForLoadState("networkidle");
          await expectFits(page);
        });
      });
    }
    test("chat", async ({ page }) => {
      await signIn(page, "hulpverlener@demo.test");
      for (const [name, url] of [
        ["chat-channels", "/dashboard/chat"],
        ["chat-org", "/dashboard/chat?channel=org"],
      ] as const) {
        await page.goto(url);
        await expect(page.getByTestId("chat-page")).toBeVisible();
        if (url.includes("channel") || width > 375) await expect(page.getByTestId("chat-log")).toBeVisible();
        else await expect(page.getByTestId("chat-channels")).toBeVisible();
        await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
        await expectFits(page);
      }
    });
    test("event-detail", async ({ page }) => {
      await signIn(page, "admin@demo.test");
      const me = await (await page.request.get("/api/me")).json();
      const [event] = await (
        await page.request.get(`/api/orgs/${me.organizations[0].id}/events?filter=upcoming`)
      ).json();
      for (const tab of ["overview", "personnel", "infrastructure", "interest"]) {
        await page.goto(`/dashboard/event-management?event=${event.id}&tab=${tab}`);
        await expect(page.getByTestId("admin-event-detail")).toBeVisible();
        await page.waitForLoadState("networkidle");
        await pageShot(page, path.join(dir, `event-${tab}-${width}.png`));
        await expectFits(page);
      }
    });
    test("caregiver-event", async ({ page }) => {
      await signIn(page, "hulpverlener@demo.test");
      const me = await (await page.request.get("/api/me")).json();
      const [event] = await (await page.request.get(`/api/orgs/${me.organizations[0].id}/my-events`)).json();
      await page.goto(`/dashboard/event-detail?id=${event.id}`);
      await expect(page.getByTestId("caregiver-event")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await pageShot(page, path.join(dir, `caregiver-event-${width}.png`));
      await expectFits(page);
    });
    test("member-details-shared", async ({ page }) => {
      // The admin's own account is not this organisation's alone to manage (they are its admin):
      // the details show the read-only note.
      await signIn(page, "admin@demo.test");
      await page.goto("/dashboard/hulpverlener-management");
      const me = await (await page.request.get("/api/me")).json();
      await page.getByTestId(`member-actions-${me.user.id}`).click();
      await page.getByTestId("member-edit").click();
      await expect(page.getByTestId("member-managed-elsewhere")).toBeVisible();
      await page.screenshot({ path: path.join(dir, `member-details-shared-${width}.png`) });
    });
    test("admin-billing", async ({ page }) => {
      await signIn(page, "admin@demo.test");
      await page.goto("/dashboard/admin");
      await page.getByTestId("tab-billing").click();
      await expect(page.getByTestId("billing-usage")).toBeVisible();
      await pageShot(page, path.join(dir, `admin-billing-${width}.png`));
      await expectFits(page);
    });
    test("insights", async ({ page }) => {
      await signIn(page, "admin@demo.test");
      await page.goto("/dashboard/admin?tab=analytics");
      await expect(page.getByTestId("insights-figures")).toBeVisible();
      await page.waitForLoadState("networkidle");
      // Nothing wider than the screen, charts and the tables for screen readers included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await pageShot(page, path.join(dir, `admin-analytics-${width}.png`));
      await page.getByTestId("insights-hour-toggle").click();
      await expect(page.getByTestId("insights-hour").getByRole("table")).toBeVisible();
      await page
        .getByTestId("insights-hour")
        .screenshot({ path: path.join(dir, `admin-analytics-table-${width}.png`) });
      // A period without anything in it (the demo has no events in 2020).
      await page.getByTestId("insights-from").fill("2020-01-01");
      await page.getByTestId("insights-to").fill("2020-03-31");
      await expect(page.getByTestId("insights-empty")).toBeVisible();
      await page.screenshot({ path: path.join(dir, `admin-analytics-empty-${width}.png`) });
      // The most recent event that is over, with its patients.
      const me = await (await page.request.get("/api/me")).json();
      const [event] = (await (
        await page.request.get(`/api/orgs/${me.organizations[0].id}/events?filter=completed`)
      ).json()) as { id: string }[];
      await page.goto(`/dashboard/event-management?event=${event?.id}&tab=insights`);
      await expect(page.getByTestId("insights-figures")).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await pageShot(page, path.join(dir, `event-insights-${width}.png`));
    });
    test("patients", async ({ page }) => {
      await signIn(page, "admin@demo.test");
      const me = await (await page.request.get("/api/me")).json();
      const orgId = me.organizations[0].id;
      const events = (await (await page.request.get(`/api/orgs/${orgId}/events?filter=ongoing`)).json()) as {
        id: string;
      }[];
      const eventId = events[0]?.id as string;
      const list = (await (
        await page.request.get(`/api/orgs/${orgId}/events/${eventId}/patients?sort=news2`)
      ).json()) as {
        items: { id: string }[];
      };
      const patientId = list.items[0]?.id as string;
      // A patient with a long complaint at the post (as a journey before this one may leave): the
      // list must still fit the screen, the complaint cut short rather than the table widened.
      const long = (await (
        await page.request.post(`/api/orgs/${orgId}/events/${eventId}/patients`, {
          data: {
            id: crypto.randomUUID(),
            firstName: "Lange",
            lastName: "Klacht",
            complaint:
              "Duizelig en misselijk na lang wachten in de zon bij het hoofdpodium, viel twee keer bijna flauw",
          },
        })
      ).json()) as { id: string };
      try {
        for (const language of ["nl", "en", "fr"]) {
          await page.request.put("/api/me/language", { data: { language } });
          const shot = (name: string) => path.join(dir, `${name}-${language}-${width}.png`);
          await page.goto(`/dashboard/event-management?event=${eventId}&tab=patients`);
          await expect(page.getByTestId("patient-list")).toBeVisible();
          await page.waitForLoadState("networkidle");
          // The list opens on who is still at the post, in view at once: the longest overdue
          // observation first (decision 047), else the highest NEWS2.
          const sickest = (await (
            await page.request.get(`/api/orgs/${orgId}/events/${eventId}/patients?scope=at_post&sort=priority`)
          ).json()) as {
            items: {
              id: string;
              latestNews2Total: number | null;
              dischargedAt: string | null;
              nextObservationAt: string | null;
            }[];
          };
          const top = sickest.items[0];
          expect(top?.dischargedAt).toBeNull();
          const now = Date.now();
          const overdue = sickest.items
            .map((i) => (i.nextObservationAt ? Date.parse(i.nextObservationAt) : Number.POSITIVE_INFINITY))
            .filter((due) => due <= now);
          if (overdue.length) expect(Date.parse(top?.nextObservationAt ?? "")).toBe(Math.min(...overdue));
          else expect(top?.latestNews2Total).toBe(Math.max(...sickest.items.map((i) => i.latestNews2Total ?? -1)));
          const rowId = width < 768 ? "patient-card-" : "patient-row-";
          const first = page.getByTestId(`${rowId}${top?.id}`);
          await expect(first).toBeVisible();
          // Said when it fails: the list's own first rows, where the row is, and any notice above.
          const rows = await page
            .locator(`[data-testid^="${rowId}"]`)
            .evaluateAll((els) => els.slice(0, 3).map((e) => e.getAttribute("data-testid")));
          const box = await first.boundingBox();
          const notices = await page
            .locator('[role="note"], [role="status"], [role="alert"], [data-testid$="-banner"]')
            .evaluateAll((els) => els.map((e) => `${e.getAttribute("data-testid")}: ${e.textContent?.slice(0, 60)}`));
          expect(rows[0], `the list's first row is the sickest: ${rows.join(", ")}`).toBe(`${rowId}${top?.id}`);
          await expect(
            first,
            `the sickest row at x ${box?.x} to ${(box?.x ?? 0) + (box?.width ?? 0)}, y ${box?.y} to ${(box?.y ?? 0) + (box?.height ?? 0)}; notices: ${notices.join(" | ")}`,
          ).toBeInViewport({ ratio: 1 });
          // The tab row scrolls on a phone: the active tab is brought into view.
          // (Not quite whole: its underline sits a pixel over the row's edge, which the row clips.)
          await expect(page.getByTestId("event-tab-patients")).toBeInViewport({ ratio: 0.9 });
          await pageShot(page, shot("patient-list"));
          await expectFits(page);
          await page.goto(`/dashboard/patients/new?event=${eventId}&mode=quick`);
          await expect(page.getByTestId("quick-input-form")).toBeVisible();
          await pageShot(page, shot("patient-quick-input"));
          await expectFits(page);
          await page.goto(`/dashboard/patient?id=${patientId}`);
          await expect(page.getByTestId("patient-record")).toBeVisible();
          await page.waitForLoadState("networkidle");
          await pageShot(page, shot("patient-record"));
          await expectFits(page);
          await page.getByTestId("vitals-open").click();
          await expect(page.getByTestId("vitals-charts")).toBeVisible();
          await page.waitForTimeout(300);
          await page.screenshot({ path: shot("patient-vitals") });
          await page.getByTestId("vitals-tab-new").click();
          await page.screenshot({ path: shot("patient-vitals-new") });
          await page.keyboard.press("Escape");
          await page.goto(`/dashboard/patient/handover?id=${patientId}`);
          await expect(page.getByTestId("handover-sheet")).toBeVisible();
          await page.waitForLoadState("networkidle");
          await pageShot(page, shot("patient-handover"));
          await expectFits(page);
        }
      } finally {
        await page.request.put("/api/me/language", { data: { language: "nl" } });
        await page.request.delete(`/api/orgs/${orgId}/patients/${long.id}`);
      }
    });
    test("connection-pending", async ({ page }) => {
      await signIn(page, "hulpverlener@demo.test");
      await page.route("**/api/me", (route) => route.abort("internetdisconnected"));
      await page.goto("/dashboard");
      await expect(page.getByTestId("connection-pending")).toBeVisible();
      await page.screenshot({ path: path.join(dir, `connection-pending-${width}.png`) });
    });
  });
}
