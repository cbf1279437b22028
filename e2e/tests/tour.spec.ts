import { expect, type Page, test } from "@playwright/test";
import { keptForTheField } from "./field-helpers";
import { signIn, signUpConfirmed } from "./helpers";

/** A new person who has not seen the welcome tour yet, signed in on this page. */
async function newcomer(page: Page, baseURL: string) {
  const email = await signUpConfirmed(baseURL, {
    prefix: "tour",
    password: "rondleiding1",
    firstName: "Tine",
    lastName: "Tour",
  });
  await signIn(page, email, { password: "rondleiding1", keepTour: true });
  await page.goto("/dashboard");
}

const settled = async (page: Page) => {
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
  // Long enough for a refreshed person (a page change asks the server) to come back.
  await page.waitForTimeout(1_500);
};

test("the welcome tour, once finished, does not come back on the next pages", async ({ page, baseURL }) => {
  await newcomer(page, baseURL as string);
  const tour = page.getByTestId("onboarding-tour");
  await expect(tour).toBeVisible();
  await page.getByTestId("tour-skip").click();
  await expect(tour).toBeHidden();
  // At once to another page and back, before or while "finished" reaches the server.
  const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
  await menu.getByRole("link", { name: "Mijn profiel" }).click();
  await settled(page);
  await expect(tour).toBeHidden();
  await menu.getByRole("link", { name: "Dashboard" }).click();
  await settled(page);
  await expect(tour).toBeHidden();
  await page.reload();
  await settled(page);
  await expect(tour).toBeHidden();
});

test("the tour asks the server before it opens: finished elsewhere, the device's kept person does not bring it back", async ({
  page,
  baseURL,
}) => {
  await newcomer(page, baseURL as string);
  await expect(page.getByTestId("onboarding-tour")).toBeVisible();
  // The device keeps the person as "tour not finished yet" for field mode...
  await keptForTheField(page, []);
  // ...and the tour is finished on another device.
  expect((await page.request.post("/api/me/onboarding/complete", { data: {} })).status()).toBe(204);
  await page.reload();
  await settled(page);
  await expect(page.getByTestId("onboarding-tour")).toHaveCount(0);
});
