import { expect, test } from "@playwright/test";
import { inDays } from "./event-form";
import { signIn } from "./helpers";

/**
 * Staffing that thinks ahead, from the risk to a person's open shifts: the admin fills in an
 * event's risk, applies the suggested staffing, proposes a roster and accepts part of it; a
 * caregiver marks an absence and no longer sees the event it clashes with among their open shifts.
 * The other journeys (forecast, roster, open shifts, track record) look at each part in detail.
 */
test("from an event's risk to a roster accepted in part, and an absence that takes a shift off a caregiver's list", async ({
  page,
  browser,
}) => {
  await signIn(page, "admin@demo.test");
  const me = await (await page.request.get("/api/me")).json();
  const orgId = me.organizations[0].id as string;
  const made: string[] = [];
  const create = async (name: string, days: number, firstAiders: number) => {
    const res = await page.request.post(`/api/orgs/${orgId}/events`, {
      data: {
        name,
        date: inDays(days),
        startTime: "10:00",
        endTime: "18:00",
        location: "Kouter",
        requiredDoctors: 0,
        requiredNurses: 0,
        requiredFirstAiders: firstAiders,
        requiredTents: 0,
        requiredAmbulances: 0,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).id as string;
    made.push(id);
    return id;
  };
  const caregiver = await browser.newContext();
  const phone = await caregiver.newPage();
  let absenceId: string | undefined;
  try {
    const fair = await create("Gentse Kouterfeesten", 50, 0);
    const market = await create("Kouter Avondmarkt", 53, 2);
    const flowers = await create("Kouter Bloemenmarkt", 55, 2);

    // 1. The risk, filled in on the event's overview.
    await page.goto(`/dashboard/event-management?event=${fair}&tab=overview`);
    const card = page.getByTestId("event-forecast");
    await card.getByTestId("risk-fill").click();
    const dialog = page.getByTestId("risk-dialog");
    await dialog.getByTestId("risk-eventType").selectOption("street_festival");
    await dialog.getByTestId("risk-attendancePeak").fill("15000");
    await dialog.getByTestId("risk-attendanceTotal").fill("40000");
    await dialog.getByTestId("risk-temperatureC").fill("27");
    await dialog.getByTestId("risk-alcohol").click();
    await dialog.getByTestId("risk-submit").click();
    await expect(dialog).toBeHidden();
    const forecast = await (await page.request.get(`/api/orgs/${orgId}/events/${fair}/forecast`)).json();
    // Maurer: (7 + 30) × 0.4 = 14.8 points for 15,000 at once at a street festival: 10 first aiders.
    await expect(card.getByTestId("forecast-maurer")).toContainText("14,8");
    const suggested = (post: string) =>
      (forecast.suggestion as { post: string; count: number }[]).find((line) => line.post === post)?.count;
    expect(suggested("firstAiders")).toBe(10);

    // 2. The suggestion applied: the event asks for what the models suggest.
    await page.getByTestId("apply-suggestion").click();
    await page.getByTestId("apply-suggestion-dialog").getByTestId("confirm-action").click();
    await expect(page.getByTestId("apply-suggestion")).toBeDisabled();
    const applied = await (await page.request.get(`/api/orgs/${orgId}/events/${fair}`)).json();
    expect(applied.staffing.firstAiders.required).toBe(10);
    expect(applied.staffing.nurses.required).toBe(suggested("nurses"));
    expect(applied.staffing.doctors.required).toBe(suggested("doctors"));

    // 3. A roster proposed for it, accepted but for one person.
    await page.goto(`/dashboard/event-management?event=${fair}&tab=personnel`);
    await page.getByTestId("propose-roster").click();
    const proposal = page.getByTestId("roster-proposal");
    await expect(proposal).toBeVisible({ timeout: 30_000 });
    const rows = proposal.locator(`[data-testid^="roster-item-${fair}-"]`);
    const count = await rows.count();
    expect(count, "the demo organisation fills some of the festival's places").toBeGreaterThan(1);
    const people = await rows.evaluateAll((elements) =>
      elements.map((element) => (element.getAttribute("data-testid") ?? "").split("-").slice(-5).join("-")),
    );
    const [unticked, ...kept] = people as [string, ...string[]];
    await proposal.getByTestId(`roster-check-${fair}-${unticked}`).click();
    await page.getByTestId("roster-accept-selection").click();
    await expect(page.getByTestId("roster-result").getByTestId("roster-assigned-count")).toContainText(
      `${count - 1} inzet`,
    );
    await page.getByTestId("roster-done").click();
    const after = await (await page.request.get(`/api/orgs/${orgId}/events/${fair}`)).json();
    const assigned = new Set((after.assignments as { userId: string }[]).map((a) => a.userId));
    expect(kept.every((userId) => assigned.has(userId))).toBe(true);
    expect(assigned.has(unticked)).toBe(false);
    expect(assigned.size).toBe(count - 1);

    // 4. The caregiver marks an absence over the evening market: it leaves their open shifts, the flower market stays.
    await signIn(phone, "hulpverlener@demo.test");
    const before = (await (await phone.request.get(`/api/orgs/${orgId}/vacancies?eligible=true`)).json()) as {
      id: string;
    }[];
    expect(before.map((v) => v.id)).toEqual(expect.arrayContaining([market, flowers]));
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto("/dashboard/profile");
    const availability = phone.getByTestId("availability-card");
    await availability.getByTestId("absence-startDate").fill(inDays(53));
    await availability.getByTestId("absence-startTime").fill("00:00");
    await availability.getByTestId("absence-endDate").fill(inDays(54));
    await availability.getByTestId("absence-endTime").fill("00:00");
    await availability.getByTestId("absence-reason").fill("Familiefeest");
    await availability.getByTestId("absence-add").click();
    await expect(availability.getByTestId("absence-row")).toContainText("Familiefeest");
    const absences = (await (await phone.request.get("/api/me/absences")).json()) as { id: string; reason: string }[];
    absenceId = absences.find((a) => a.reason === "Familiefeest")?.id;

    await phone.goto("/dashboard#vacancies");
    const list = phone.getByTestId("vacancies-section");
    await expect(list.getByTestId(`interest-${flowers}`)).toBeVisible();
    await expect(list.getByTestId(`interest-${market}`)).toHaveCount(0);
    await expect(list).not.toContainText("Kouter Avondmarkt");
    // One tap raises a hand for the flower market.
    await list.getByTestId(`interest-${flowers}`).click();
    await expect
      .poll(async () => {
        const event = await (await page.request.get(`/api/orgs/${orgId}/events/${flowers}`)).json();
        return event.interestCount;
      })
      .toBe(1);
  } finally {
    if (absenceId) await phone.request.delete(`/api/me/absences/${absenceId}`);
    await caregiver.close();
    for (const id of made) await page.request.delete(`/api/orgs/${orgId}/events/${id}`);
  }
});
