import { expect, test } from "@playwright/test";
import { fillEvent, inDays } from "./event-form";
import { linkFromOutbox, signIn, superAdminApi, uniqueEmail } from "./helpers";

/**
 * Plans and payment through Stripe's flow, against the fake Stripe that
 * playwright.config.ts starts: its Checkout page pays, posts the signed webhooks to the server and
 * sends the browser back, as Stripe does.
 */
test("an admin on the free plan hits the event limit, upgrades through Checkout and creates the third event", async ({
  page,
  baseURL,
}) => {
  // A fresh organisation on the free plan, with its own admin.
  const api = await superAdminApi(baseURL as string);
  const email = uniqueEmail("gratis");
  expect(
    (
      await api.post("/api/auth/sign-up/email", {
        headers: { origin: baseURL as string },
        data: {
          email,
          password: "gratis123",
          name: "Greet Gratis",
          firstName: "Greet",
          lastName: "Gratis",
          birthDate: "1985-05-05",
          gender: "vrouw",
        },
      })
    ).status(),
  ).toBe(200);
  const [person] = await (await api.get(`/api/platform/users?search=${encodeURIComponent(email)}`)).json();
  const organization = await (
    await api.post("/api/platform/organizations", {
      headers: { origin: baseURL as string },
      data: {
        displayName: "Gratis Ploeg",
        name: `gratis_${Date.now()}`,
        plan: "free",
        responsibleUserCode: person.userCode,
      },
    })
  ).json();
  await api.dispose();
  // She confirms her address from the mail (an admin may not do that for an account of wider reach).
  const verify = await linkFromOutbox(baseURL as string, email, "verifyEmail");
  expect((await page.request.get(`${verify.pathname}${verify.search}`, { maxRedirects: 0 })).status()).toBe(302);

  await signIn(page, email, { password: "gratis123" });
  for (const n of [1, 2]) {
    const created = await page.request.post(`/api/orgs/${organization.id}/events`, {
      data: {
        name: `Gratis ${n}`,
        date: inDays(10 + n),
        startTime: "09:00",
        endTime: "12:00",
        requiredDoctors: 0,
        requiredNurses: 1,
        requiredFirstAiders: 1,
        requiredTents: 0,
        requiredAmbulances: 0,
      },
    });
    expect(created.status()).toBe(201);
  }

  // The third event of the month is refused, with the way out.
  await page.goto("/dashboard/event-management");
  await page.getByTestId("new-event").click();
  await fillEvent(page, { name: "Gratis 3", date: inDays(14), doctors: 0, nurses: 1, firstAiders: 1 });
  await page.getByTestId("event-form-submit").click();
  const refusal = page.getByTestId("event-plan-limit");
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("maandelijkse limiet van 2 evenementen");
  await refusal.getByRole("link").click();

  // Billing tab: the free plan, the month's usage at the spec's rates, the upgrade with the trial.
  await expect(page).toHaveURL(/\/dashboard\/admin\?tab=billing/);
  await expect(page.getByTestId("billing-plan")).toHaveText("Gratis");
  await expect(page.getByTestId("billing-usage-events")).toContainText("Evenementen");
  await expect(page.getByTestId("billing-price-premium")).toContainText("25");
  const upgrade = page.getByTestId("billing-upgrade");
  await expect(upgrade).toHaveText(/14 dagen gratis/);
  await upgrade.click();

  // Stripe's (fake) Checkout page, at the price in force with the 14-day trial.
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(page.getByTestId("fake-stripe-amount")).toHaveText("€25.00 per month");
  await expect(page.getByTestId("fake-stripe-trial")).toHaveText("14 days free");
  await page.getByRole("button", { name: "Subscribe" }).click();

  // Back in the app: premium in its trial.
  await expect(page).toHaveURL(/\/dashboard\/admin\?tab=billing&checkout=done/);
  await expect(page.getByTestId("billing-plan")).toHaveText("Premium");
  await expect(page.getByTestId("billing-checkout-done")).toContainText("Premium is actief");
  await expect(page.getByTestId("billing-trial")).toContainText("nog 14 dagen");
  await expect(page.getByTestId("billing-invoices")).toContainText("Betaald");
  await expect(page.getByTestId("billing-portal")).toBeVisible();
  await expect(page.getByTestId("billing-upgrade")).toHaveCount(0);

  // And the third event goes through now.
  await page.goto("/dashboard/event-management");
  await page.getByTestId("new-event").click();
  await fillEvent(page, { name: "Gratis 3", date: inDays(14), doctors: 0, nurses: 1, firstAiders: 1 });
  await page.getByTestId("event-form-submit").click();
  await expect(page.getByTestId("event-plan-limit")).toHaveCount(0);
  await expect(page.getByText("Gratis 3").first()).toBeVisible();
  const events = await (await page.request.get(`/api/orgs/${organization.id}/events?filter=all`)).json();
  expect((events as { name: string }[]).map((e) => e.name).sort()).toEqual(["Gratis 1", "Gratis 2", "Gratis 3"]);

  // The responsible person got the mail that the trial started.
  const trialMail = await linkFromOutbox(baseURL as string, email, "billingTrialStarted");
  expect(trialMail.pathname).toBe("/dashboard/admin");
});
