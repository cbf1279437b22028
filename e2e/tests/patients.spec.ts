import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { DEMO_PASSWORD, linkFromOutbox, liveEvent, signIn, superAdminApi, uniqueEmail } from "./helpers";

async function measure(page: Page, values: Record<string, string>) {
  await page.getByTestId("vitals-new").click();
  const dialog = page.getByTestId("vitals-dialog");
  await expect(dialog.getByTestId("vitals-form")).toBeVisible();
  for (const [field, value] of Object.entries(values)) await dialog.getByTestId(`vitals-${field}`).fill(value);
  await dialog.getByTestId("vitals-consciousness").selectOption("alert");
  await dialog.getByTestId("vitals-save").click();
  // The table on a desk screen, a card per measurement on a phone.
  await expect(dialog.getByTestId(/^vitals-(table|cards)$/).filter({ visible: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** A person in an organisation of their own, to try the first one's patient record. */
async function outsider(baseURL: string): Promise<{ email: string }> {
  const email = uniqueEmail("buur");
  const visitor = await request.newContext({ baseURL });
  const signUp = await visitor.post("/api/auth/sign-up/email", {
    data: {
      email,
      password: DEMO_PASSWORD,
      name: "Bram Buur",
      firstName: "Bram",
      lastName: "Buur",
      birthDate: "1988-04-04",
      gender: "man",
    },
  });
  expect(signUp.status()).toBe(200);
  const verify = await linkFromOutbox(baseURL, email, "verifyEmail");
  await visitor.get(`${verify.pathname}${verify.search}`);
  await visitor.post("/api/auth/sign-in/email", { data: { email, password: DEMO_PASSWORD } });
  const me = await (await visitor.get("/api/me")).json();
  const root: APIRequestContext = await superAdminApi(baseURL);
  const org = await root.post("/api/platform/organizations", {
    data: {
      displayName: `Buurpost ${Date.now()}`,
      name: `buurpost_${Date.now()}`,
      responsibleUserCode: me.profile.userCode,
    },
  });
  expect(org.status()).toBe(201);
  await root.dispose();
  await visitor.dispose();
  return { email };
}

test.describe("patients at the post", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a caregiver registers a patient by quick input on a phone, completes the record, measures twice and refers to hospital", async ({
    page,
    baseURL,
  }) => {
    await signIn(page, "hulpverlener@demo.test");
    const { eventId } = await liveEvent(page);
    await page.goto(`/dashboard/event-detail?id=${eventId}`);
    await expect(page.getByTestId("post-status")).toBeVisible();
    await page.getByTestId("patient-quick-input").click();

    // Three fields and one big button, one-handed.
    await page.getByTestId("quick-name").fill("Jonas Vermeersch");
    await page.getByTestId("quick-complaint").fill("Gevallen van de trap, pijn in de borst");
    await page.getByTestId("quick-urgency-high").click();
    const save = page.getByTestId("quick-save");
    const box = await save.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.height).toBeGreaterThanOrEqual(56);
    await save.click();

    await expect(page.getByTestId("patient-record")).toBeVisible();
    await expect(page.getByTestId("patient-name")).toHaveText("Jonas Vermeersch");
    const patientUrl = page.url();

    // Complete the record.
    await page.getByTestId("patient-birthDate").fill("1990-03-15");
    await page.getByTestId("patient-allergies").fill("Penicilline");
    await page.getByTestId("patient-part-chest").click();
    await page.getByTestId("patient-part-upper_back").press("Space");
    await page.getByTestId("patient-gcsEye").selectOption("4");
    await page.getByTestId("patient-gcsVerbal").selectOption("5");
    await page.getByTestId("patient-gcsMotor").selectOption("6");
    await expect(page.getByTestId("gcs-total")).toContainText("GCS 15");
    await page.getByTestId("patient-treatment").fill("Immobilisatie, zuurstof 2 l/min");
    await page.getByTestId("patient-save").click();
    await expect(page.getByText("Dossier opgeslagen").first()).toBeVisible();
    await expect(page.getByTestId("patient-part-chest")).toHaveAttribute("aria-checked", "true");

    // Two measurements: NEWS2 on the second, trends in the overview.
    await measure(page, {
      systolic: "132",
      diastolic: "84",
      heartRate: "88",
      respiratoryRate: "18",
      spo2: "97",
      temperature: "36,8",
    });
    await measure(page, {
      systolic: "98",
      diastolic: "60",
      heartRate: "124",
      respiratoryRate: "24",
      spo2: "93",
      temperature: "37,2",
    });
    // RR 24 → 2, SpO2 93 → 2, air 0, systolic 98 → 2, pulse 124 → 2, alert 0, 37.2 → 0: 8, high.
    await expect(page.getByTestId("patient-news2").getByTestId("news2-badge")).toContainText("8");
    await page.getByTestId("vitals-open").click();
    const dialog = page.getByTestId("vitals-dialog");
    await expect(dialog.getByTestId("vitals-row")).toHaveCount(2);
    await expect(dialog.getByTestId("vitals-charts")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByTestId("status-to-hospital_referral").click();
    await expect(page.getByTestId("patient-status")).toHaveText("Verwezen naar ziekenhuis");

    // The admin sees the history, the caregiver's looks at the record included.
    await page.goto("/logout");
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, "admin@demo.test");
    await page.goto(patientUrl);
    await expect(page.getByTestId("patient-record")).toBeVisible();
    const history = page.getByTestId("patient-history");
    await expect(history.getByTestId("history-status")).toBeVisible();
    await expect(history.getByTestId("history-viewed").filter({ hasText: "Lotte" })).toHaveCount(1);
    await expect(history.getByTestId("history-updated").filter({ hasText: "Penicilline" })).toHaveCount(1);
    // The referral sent the record to the event's hospital: an edit of its own in the history.
    await expect(history.getByTestId("history-updated").filter({ hasText: "Ziekenhuis" }).first()).toBeVisible();

    // Someone of another organisation gets the not-found page for the same address.
    const stranger = await outsider(baseURL as string);
    await page.goto("/logout");
    await expect(page).toHaveURL(/\/auth$/);
    await signIn(page, stranger.email);
    await page.goto(patientUrl);
    await expect(page.getByTestId("patient-not-found")).toBeVisible();
    await expect(page.getByText("Patiënt niet gevonden")).toBeVisible();
  });

  test("a record whose NEWS2 is urgent but its urgency low says so, raises it in one tap, and asks why before it is closed", async ({
    page,
  }) => {
    await signIn(page, "hulpverlener@demo.test");
    const { orgId, eventId } = await liveEvent(page);
    const id = crypto.randomUUID();
    const lastName = `Dringend${`${Date.now()}`.slice(-5)}`;
    const made = await page.request.post(`/api/orgs/${orgId}/events/${eventId}/patients`, {
      data: { id, firstName: "Sara", lastName, urgency: "low", complaint: "Benauwd na het dansen" },
    });
    expect(made.status()).toBe(201);
    await page.goto(`/dashboard/patient?id=${id}`);
    await expect(page.getByTestId("patient-name")).toHaveText(`Sara ${lastName}`);
    await expect(page.getByTestId("urgency-banner")).toHaveCount(0);

    // On a phone the measurement's save button and its NEWS2 so far are in view from the start.
    await page.getByTestId("vitals-new").click();
    const dialog = page.getByTestId("vitals-dialog");
    await expect(dialog.getByTestId("vitals-save")).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByTestId("vitals-news2-preview")).toBeInViewport({ ratio: 1 });
    // SpO2 91 on air → 3, pulse 115 → 2, the rest normal: 5, an urgent response.
    for (const [field, value] of Object.entries({
      respiratoryRate: "16",
      spo2: "91",
      systolic: "120",
      heartRate: "115",
      temperature: "37",
    }))
      await dialog.getByTestId(`vitals-${field}`).fill(value);
    await dialog.getByTestId("vitals-consciousness").selectOption("alert");
    await expect(dialog.getByTestId("vitals-news2-preview").getByTestId("news2-badge")).toContainText("5");
    await expect(dialog.getByTestId("vitals-save")).toBeInViewport({ ratio: 1 });
    await dialog.getByTestId("vitals-save").click();
    // The table on a desk screen, a card per measurement on a phone.
    await expect(dialog.getByTestId(/^vitals-(table|cards)$/).filter({ visible: true })).toBeVisible();
    await page.keyboard.press("Escape");

    // The record says what contradicts, with the values behind the score.
    const banner = page.getByTestId("urgency-banner");
    await expect(banner).toContainText("NEWS2 5");
    await expect(page.getByTestId("latest-spo2")).toContainText("91 %");
    await page.screenshot({ path: "test-results/urgency-banner-375.png" });
    await banner.getByTestId("urgency-raise").click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId("patient-record").getByText("Hoog").first()).toBeVisible();

    // Closing it asks why, sends nothing without a reason, and keeps the reason in the history.
    await page.getByTestId("status-to-completed").click();
    const leaving = page.getByTestId("leaving-dialog");
    await leaving.getByTestId("leaving-confirm").click();
    await expect(leaving.getByText("Geef een reden: de laatste NEWS2 is 5 of meer.")).toBeVisible();
    await expect(page.getByTestId("patient-status")).toHaveText("In behandeling");
    await leaving.getByTestId("leaving-reason").fill("Voelt zich beter; een vriendin brengt haar naar huis");
    await leaving.getByTestId("leaving-confirm").click();
    await expect(page.getByTestId("patient-status")).toHaveText("Afgerond");
    await expect(page.getByTestId("patient-history").getByText("een vriendin brengt haar naar huis")).toBeVisible();
  });
});
