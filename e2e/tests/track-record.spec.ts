import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./helpers";
import { expectFits } from "./shots";

const shots = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(shots, { recursive: true });

/**
 * The track record over the assign dialog: its top, and its end when it scrolls. The screen, not
 * the whole page: the dialogs and their shade are fixed to the screen.
 */
async function recordShots(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
  const body = page.getByTestId("person-history-dialog").locator(".overflow-y-auto");
  await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: "instant" }));
  await page.screenshot({ path: path.join(shots, `${name}-end.png`) });
}

test("the admin marks a no-show on a past event and reads the person's track record from the assign dialog", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, "admin@demo.test");
  const me = await (await page.request.get("/api/me")).json();
  const orgId = me.organizations[0].id as string;
  // The person with the most events: the demo caregiver works every past event.
  const history = (await (await page.request.get(`/api/orgs/${orgId}/caregiver-history`)).json()) as {
    userId: string;
    firstName: string;
    lastName: string;
    eventsWorked: number;
  }[];
  const person = [...history].sort((a, b) => b.eventsWorked - a.eventsWorked)[0];
  expect(person?.eventsWorked).toBeGreaterThan(1);
  const userId = person?.userId as string;
  const name = `${person?.firstName} ${person?.lastName}`;
  const before = await (await page.request.get(`/api/orgs/${orgId}/members/${userId}/track-record`)).json();
  const missed = (before.events as { eventId: string; phase: string; cancelled: boolean; name: string }[]).find(
    (e) => e.phase === "past" && !e.cancelled,
  );
  expect(missed, "a past event of the person").toBeTruthy();
  const noShowPath = `/api/orgs/${orgId}/events/${missed?.eventId}/assignments/${userId}/no-show`;
  const upcoming = (await (await page.request.get(`/api/orgs/${orgId}/events?filter=upcoming`)).json()) as {
    id: string;
    cancelled: boolean;
  }[];
  const next = upcoming.find((e) => !e.cancelled);
  expect(next, "an upcoming demo event").toBeTruthy();

  try {
    // The mark is the admin's, on the past event's personnel tab.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/dashboard/event-management?event=${missed?.eventId}&tab=personnel`);
    await page.getByTestId(`toggle-no-show-${userId}`).click();
    await expect(page.getByTestId(`no-show-${userId}`)).toBeVisible();
    await page.screenshot({ path: path.join(shots, "no-show-personnel-1280.png") });

    for (const language of ["nl", "en"] as const) {
      await page.request.put("/api/me/language", { data: { language } });
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await page.goto(`/dashboard/event-management?event=${next?.id}&tab=personnel`);
        await page.getByTestId("open-assign").click();
        await page.getByTestId("candidate-qualification").selectOption("");
        await page.getByTestId("candidate-search").fill(person?.lastName ?? "");
        await page.getByTestId(`track-record-link-${userId}`).click();
        const record = page.getByTestId("person-history-dialog");
        await expect(record).toBeVisible();
        await expect(record.getByTestId("track-record-no-shows")).toContainText(/[1-9]/);
        await expect(record.getByRole("note")).toContainText(missed?.name ?? "");
        await expect(record).toContainText(name);
        await recordShots(page, `track-record-${language}-${width}`);
        await expectFits(page);
        await page.keyboard.press("Escape");
        await expect(record).toBeHidden();
      }
    }
    // The caregiver detail leads to the same track record.
    await page.request.put("/api/me/language", { data: { language: "nl" } });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/dashboard/hulpverlener-management");
    await page.getByTestId(`member-actions-${userId}`).click();
    await page.getByTestId("member-edit").click();
    await expect(page.getByTestId("member-details-dialog").getByTestId(`track-record-link-${userId}`)).toBeVisible();
    await page.screenshot({ path: path.join(shots, "track-record-member-details-375.png") });
    await page.getByTestId(`track-record-link-${userId}`).click();
    await expect(page.getByTestId("person-history-dialog").getByTestId("track-record-no-shows")).toContainText(/[1-9]/);
    await page.keyboard.press("Escape");

    // On a phone the mark and its badge fit beside the name.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/dashboard/event-management?event=${missed?.eventId}&tab=personnel`);
    await expect(page.getByTestId(`no-show-${userId}`)).toBeVisible();
    await page.getByTestId(`assignment-${userId}`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, "no-show-personnel-375.png") });
    await expectFits(page);
  } finally {
    await page.request.put("/api/me/language", { data: { language: "nl" } });
    await page.request.put(noShowPath, { data: { noShow: false } });
  }
});
