import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

// The SMS center on the premium demo organisation, through the real Twilio adapter to the
// stand-in provider (fake-twilio.mjs, started by playwright.config.ts), which answers each text a
// moment later and then sends signed `sent` and `delivered` reports back to the server.

interface Member {
  userId: string;
  firstName: string;
  email: string;
  phone: string | null;
  role: string;
}

test("an admin texts the caregivers of one event with an emoji: Unicode, 1 sms, pending, then delivered", async ({
  page,
}) => {
  await signIn(page, "admin@demo.test");
  const me = (await (await page.request.get("/api/me")).json()) as { organizations: { id: string }[] };
  const orgId = me.organizations[0]?.id as string;

  // An event of our own with two caregivers who have a phone number.
  const date = new Date(Date.now() + 37 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post(`/api/orgs/${orgId}/events`, {
    data: {
      name: `Sms-oefening ${Date.now().toString(36)}`,
      date,
      startTime: "13:00",
      endTime: "18:00",
      location: "Sint-Pietersplein",
      requiredDoctors: 0,
      requiredNurses: 2,
      requiredFirstAiders: 0,
      requiredTents: 0,
      requiredAmbulances: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { id: string }).id;
  const members = (await (await page.request.get(`/api/orgs/${orgId}/members`)).json()) as Member[];
  const lotte = members.find((m) => m.email === "hulpverlener@demo.test") as Member;
  const other = members.find((m) => m.role === "hulpverlener" && m.phone && m.userId !== lotte.userId) as Member;
  expect(lotte.phone).toBeTruthy();
  for (const person of [lotte, other]) {
    const assigned = await page.request.post(`/api/orgs/${orgId}/events/${eventId}/assignments`, {
      data: { userId: person.userId },
    });
    expect(assigned.status(), await assigned.text()).toBe(201);
  }

  await page.goto("/dashboard/sms-center");
  await expect(page.getByTestId("sms-usage")).toBeVisible();
  await expect(page.getByTestId("sms-outbox-notice")).toHaveCount(0);

  // An emoji makes the whole text Unicode: still one SMS at this length.
  const text = page.getByTestId("sms-text");
  await text.fill("Briefing om 12u30 aan de posttent 🚑 Tot dan, ");
  await page.getByTestId("sms-insert-firstname").click();
  await expect(text).toHaveValue(/Tot dan, \{voornaam\}/);
  const counter = page.getByTestId("sms-counter");
  await expect(counter).toHaveAttribute("data-encoding", "unicode");
  await expect(counter).toHaveAttribute("data-parts", "1");
  await expect(counter).toContainText("Unicode");

  // The caregivers of that event, previewed before anything is sent.
  await page.getByTestId("sms-group-event").selectOption(eventId);
  const preview = page.getByTestId("sms-preview");
  await expect(preview.getByTestId(`sms-preview-recipient-${lotte.userId}`)).toBeVisible();
  await expect(preview.getByTestId(`sms-preview-recipient-${other.userId}`)).toBeVisible();
  await expect(page.getByTestId("sms-send")).toBeEnabled();
  await page.getByTestId("sms-send").click();

  // At once in the history, waiting for the provider; then delivered by its signed reports.
  const message = page.getByTestId("sms-history").locator('[data-testid^="sms-message-"]').first();
  await expect(message).toContainText("Briefing om 12u30");
  await expect(message.getByTestId("sms-count-pending")).toBeVisible();
  await expect(message.getByTestId("sms-count-delivered")).toHaveAttribute("data-count", "2", { timeout: 20_000 });
  await expect(message.getByTestId("sms-count-pending")).toHaveCount(0);

  // Each recipient, delivered, with their own first name filled in.
  await message.click();
  const detail = page.getByTestId("sms-detail");
  for (const person of [lotte, other]) {
    const row = detail.getByTestId(`sms-recipient-${person.userId}`);
    await expect(row).toHaveAttribute("data-status", "delivered");
  }
  await expect(detail.getByTestId(`sms-recipient-${lotte.userId}`)).toContainText(`Tot dan, ${lotte.firstName}`);

  // Billed per part and month: the billing tab's usage overview counts them (at least these two,
  // the demo organisation may have sent more this month) at the SMS price in force.
  await page.goto("/dashboard/admin?tab=billing");
  const smsLine = page.getByTestId("billing-sms-usage");
  await expect(smsLine).toBeVisible();
  const [, quantity, rate, amount] = await smsLine.locator("td").allInnerTexts();
  expect(Number(quantity)).toBeGreaterThanOrEqual(2);
  expect(rate).toMatch(/^€\s0,15$/);
  expect(amount).toMatch(/^€\s\d+,\d{2}$/);
});
