import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, request, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn, signUpConfirmed } from "./helpers";
import { expectFits, sectionShot } from "./shots";

const shots = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(shots, { recursive: true });

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

test("a caregiver closes their account; they cannot sign in again and the admin sees the pseudonym in the event's personnel", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const password = "afscheid-2026";
  const lastName = `Weggaan${letters()}`;
  const email = await signUpConfirmed(baseURL as string, {
    prefix: "afscheid",
    password,
    firstName: "Wanda",
    lastName,
  });
  await signIn(page, email, { password });
  await page.request.put("/api/me/language", { data: { language: "nl" } });
  expect((await page.request.patch("/api/me/profile", { data: { hasFirstAidCertificate: true } })).status()).toBe(200);
  const me = await (await page.request.get("/api/me")).json();
  const userId = me.user.id as string;

  // The admin takes them in and puts them on an ended event of the demo organisation.
  const admin = await request.newContext({ baseURL });
  expect(
    (
      await admin.post("/api/auth/sign-in/email", { data: { email: "admin@demo.test", password: DEMO_PASSWORD } })
    ).status(),
  ).toBe(200);
  const orgId = (await (await admin.get("/api/me")).json()).organizations[0].id as string;
  const added = await admin.post(`/api/orgs/${orgId}/members`, {
    data: { userCode: me.profile.userCode, role: "hulpverlener" },
  });
  expect(added.status(), await added.text()).toBe(201);
  const past = (await (await admin.get(`/api/orgs/${orgId}/events?filter=completed`)).json()) as {
    id: string;
    cancelled: boolean;
  }[];
  const event = past.find((e) => !e.cancelled);
  expect(event, "an ended demo event").toBeTruthy();
  const eventId = event?.id as string;
  const assigned = await admin.post(`/api/orgs/${orgId}/events/${eventId}/assignments`, { data: { userId } });
  expect(assigned.status(), await assigned.text()).toBe(201);
  await admin.dispose();

  // The warning names what goes and what stays, at both widths.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto("/dashboard/profile");
    const card = page.getByTestId("close-account-card");
    await card.getByTestId("close-account-start").click();
    const summary = card.getByTestId("close-account-summary");
    await expect(summary).toContainText("Je lidmaatschap van 1 organisatie");
    await expect(summary).toContainText("1 gewerkte inzet");
    await expectFits(page);
    await sectionShot(page, card, path.join(shots, `close-account-nl-${width}.png`));
  }

  const card = page.getByTestId("close-account-card");
  await card.getByLabel("Huidig wachtwoord").fill(password);
  const submit = card.getByRole("button", { name: "Account definitief sluiten" });
  await expect(submit).toBeDisabled();
  await card.getByLabel("Typ ‘sluiten’ om te bevestigen").fill("sluiten");
  await submit.click();
  await expect(page.getByText("Je account is gesloten.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth/, { timeout: 15_000 });

  // Signed out for good: the old address no longer opens anything.
  expect((await page.request.get("/api/me")).status()).toBe(401);
  const again = await page.request.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(again.status()).not.toBe(200);

  // The admin's personnel tab of that event shows the pseudonym, not the name.
  await signIn(page, "admin@demo.test");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto(`/dashboard/event-management?event=${eventId}&tab=personnel`);
    const row = page.getByTestId(`assignment-${userId}`);
    await expect(row).toContainText(/Voormalige hulpverlener \d+/);
    await expect(page.getByText(lastName)).toHaveCount(0);
    await row.scrollIntoViewIfNeeded();
    await expectFits(page);
    await page.screenshot({ path: path.join(shots, `close-account-personnel-${width}.png`) });
  }
});
