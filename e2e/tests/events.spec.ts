import { expect, test } from "@playwright/test";
import { fillEvent, inDays } from "./event-form";
import { signIn } from "./helpers";

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
  // The badge's number (a phone shows only the number, a desk screen the words too).
  const before = Number(await badge.getAttribute("data-count"));
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
        await caregiver
          .getByTestId("vacancy-badge")
          .getAttribute("data-count", { timeout: 1000 })
          .catch(() => "0"),
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
