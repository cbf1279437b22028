import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

// A coordinator abroad: the device's clock is in New York, the organisation plans in Brussels.
test.use({ timezoneId: "America/New_York" });

const brussels = (at: number) =>
  new Intl.DateTimeFormat("nl", { timeZone: "Europe/Brussels", hour: "2-digit", minute: "2-digit" }).format(at);

const newYork = (at: number) =>
  new Intl.DateTimeFormat("nl", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit" }).format(at);

test("on a device in another time zone, times read in the organisation's zone and the app says so", async ({
  page,
}) => {
  await signIn(page, "hulpverlener@demo.test");
  await page.goto("/dashboard");
  const notice = page.getByTestId("time-zone-notice");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Europe/Brussels");
  await expect(notice).toContainText("America/New_York");

  // A chat message shows the time it was sent in Brussels, not the device's New York time.
  await page.goto("/dashboard/chat?channel=org");
  const text = `Tijdzonetest ${Date.now()}`;
  await page.getByTestId("chat-input").fill(text);
  await page.getByTestId("chat-send").click();
  const message = page.locator('[data-testid^="chat-message-"]', { hasText: text });
  await expect(message).toBeVisible();
  // The time over the author's turn: the Brussels clock of its moment, not New York's.
  const time = message.locator("xpath=ancestor::li[1]").locator("time").first();
  const at = Date.parse((await time.getAttribute("datetime")) ?? "");
  expect(Date.now() - at).toBeLessThan(24 * 3_600_000);
  await expect(time).toHaveText(brussels(at));
  expect(brussels(at)).not.toBe(newYork(at));

  // Dismissed, the notice stays away for this pair of zones, also after a reload.
  await notice.getByRole("button", { name: "Melding over de tijdzone sluiten" }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("chat-log")).toBeVisible();
  await expect(page.getByTestId("time-zone-notice")).toHaveCount(0);
});

test("on a device in the organisation's own zone there is no notice", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: "Europe/Brussels", locale: "nl-BE" });
  const page = await context.newPage();
  await signIn(page, "hulpverlener@demo.test");
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
  await expect(page.getByTestId("time-zone-notice")).toHaveCount(0);
  await context.close();
});
