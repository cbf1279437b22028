import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";
import { expectFits, sectionShot } from "./shots";

const shots = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(shots, { recursive: true });

test("the admin sets how long positions and chat are kept on the Options tab, and finds them saved", async ({
  page,
}) => {
  await signIn(page, "admin@demo.test");
  await page.request.put("/api/me/language", { data: { language: "nl" } });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dashboard/admin?tab=options");
  const card = page.getByTestId("retention-card");
  await expect(card.getByRole("heading", { name: "Bewaartermijnen" })).toBeVisible();
  // The defaults: positions a day after the event, chat and patient records kept.
  await expect(card.getByTestId("retention-locations")).toHaveValue("24");
  await expect(card.getByTestId("retention-chat")).toHaveValue("keep");
  await expect(card).toContainText("Standaard 24 uur, hoogstens 720");

  // Out of bounds: the field says why and nothing is sent.
  await card.getByTestId("retention-locations").fill("0");
  await card.getByTestId("retention-save").click();
  await expect(card).toContainText("Minstens 1.");
  await card.getByTestId("retention-locations").fill("48");
  await card.getByTestId("retention-chat").selectOption("days");
  await card.getByTestId("retention-chat-days").fill("365");
  const saved = page.waitForResponse((r) => r.url().endsWith("/retention") && r.request().method() === "PUT");
  await card.getByTestId("retention-save").click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Opgeslagen").first()).toBeVisible();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto("/dashboard/admin?tab=options");
    await expect(card.getByTestId("retention-locations")).toHaveValue("48");
    await expect(card.getByTestId("retention-chat")).toHaveValue("days");
    await expect(card.getByTestId("retention-chat-days")).toHaveValue("365");
    await expectFits(page);
    await sectionShot(page, card, path.join(shots, `retention-nl-${width}.png`));
  }

  // Back to the defaults, for the journeys that share this server.
  await card.getByTestId("retention-locations").fill("24");
  await card.getByTestId("retention-chat").selectOption("keep");
  const reset = page.waitForResponse((r) => r.url().endsWith("/retention") && r.request().method() === "PUT");
  await card.getByTestId("retention-save").click();
  expect((await reset).status()).toBe(200);
});
