import { expect, type Page, test } from "@playwright/test";
import { linkFromOutbox, signIn, superAdminApi, uniqueEmail } from "./helpers";

const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return d.toISOString().slice(0, 10);
};

async function fillEvent(
  page: Page,
  values: { name: string; date: string; doctors: number; nurses: number; firstAiders: number },
) {
  await page.getByTestId("event-name").fill(values.name);
  await page.getByTestId("event-date").fill(values.date);
  await page.getByTestId("event-startTime").fill("10:00");
  await page.getByTestId("event-endTime").fill("18:00");
  await page.getByTestId("event-location").fill("Vrijdagmarkt");
  await page.getByTestId("event-requiredDoctors").fill(String(values.doctors));
  await page.getByTestId("event-requiredNurses").fill(String(values.nurses));
  await page.getByTestId("event-requiredFirstAiders").fill(String(values.firstAiders));
  await page.getByTestId("event-requiredTents").fill("0");
  await page.getByTestId("event-requiredAmbulances").fill("0");
}

test("an event needing 2 nurses and 1 doctor is staffed through the caregiver's raised hand", async ({
  page,
  browser,
}) => {
  const name = `Kermis ${Date.now() % 100000}`;
  await signIn(page, "admin@demo.test");
  const me = await (await page.request.get("/api/me")).json();
  const orgId = me.organizations[0].id as string;

  await page.goto("/dashboard/event-management");
  await page.getByTestId("new-event").click();
  await fillEvent(page, { name, date: inDays(6), doctors: 1, nurses: 2, firstAiders: 0 });
  await page.getByTestId("event-form-submit").click();
  await expect(page.getByTestId("event-dialog")).toBeHidden();
  const [event] = await (await page.request.get(`/api/orgs/${orgId}/events?search=${encodeURIComponent(name)}`)).json();
  expect(event.staffing.nurses).toEqual({ required: 2, assigned: 0 });

  // The shortages widget lists the new event with 1 doctor and 2 nurses missing.
  await page.goto("/dashboard");
  const shortage = page.getByTestId(`shortage-${event.id}`);
  await expect(shortage).toBeVisible();
  await expect(shortage).toContainText(name);

  // The demo caregiver (a nurse) sees it under vacancies, with the badge, and raises a hand.
  const caregiverContext = await browser.newContext({ locale: "nl-BE" });
  const caregiver = await caregiverContext.newPage();
  await signIn(caregiver, "hulpverlener@demo.test");
  await caregiver.goto("/dashboard");
  const badge = caregiver.getByTestId("vacancy-badge");
  await expect(badge).toBeVisible();
  const before = Number((await badge.textContent())?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(0);
  const vacancies = caregiver.getByTestId("vacancies-section");
  await expect(vacancies).toContainText(name);
  await vacancies.getByTestId(`interest-${event.id}`).click();
  await expect(vacancies.getByTestId(`withdraw-${event.id}`)).toBeVisible();

  // The admin assigns her from the Interest tab.
  await page.goto(`/dashboard/event-management?event=${event.id}&tab=interest`);
  const caregiverId = (await (await caregiver.request.get("/api/me")).json()).user.id as string;
  await page.getByTestId(`interested-assign-${caregiverId}`).click();
  await expect(page.getByText(/ingepland|toegewezen/i).first()).toBeVisible();

  // She sees it under her events, and it is no longer one of her vacancies.
  await caregiver.reload();
  await expect(caregiver.getByTestId("my-events-section")).toContainText(name);
  await expect(caregiver.getByTestId("vacancies-section")).not.toContainText(name);
  await expect
    .poll(async () =>
      Number(
        (
          await caregiver
            .getByTestId("vacancy-badge")
            .textContent()
            .catch(() => "0")
        )?.match(/\d+/)?.[0] ?? 0,
      ),
    )
    .toBe(before - 1);
  await caregiverContext.close();

  // The shortages widget now counts one nurse fewer.
  const board = await (await page.request.get(`/api/orgs/${orgId}/dashboard`)).json();
  const row = board.shortages.find((s: { event: { id: string } }) => s.event.id === event.id);
  expect(row.missing).toEqual({ doctors: 1, nurses: 1, firstAiders: 0, tents: 0, ambulances: 0 });
  await page.goto("/dashboard");
  await expect(page.getByTestId(`shortage-${event.id}`)).toBeVisible();
});

test("the third event of the month on the free plan is refused with the message", async ({ page, baseURL }) => {
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
  await page.goto("/dashboard/event-management");
  await page.getByTestId("new-event").click();
  await fillEvent(page, { name: "Gratis 3", date: inDays(14), doctors: 0, nurses: 1, firstAiders: 1 });
  await page.getByTestId("event-form-submit").click();
  const refusal = page.getByTestId("event-plan-limit");
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("maandelijkse limiet van 2 evenementen");
  await expect(refusal).toContainText("Premium");
});
