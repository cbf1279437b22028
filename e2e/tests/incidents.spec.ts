import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import QRCode from "qrcode";
import { liveEvent, signIn } from "./helpers";
import { pageShot } from "./shots";

const shots = path.resolve(import.meta.dirname, "../screenshots");

async function personIn(browser: Browser, email: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Answers the Triage Sieve's questions on the phone by tapping, one screen each. */
async function tap(page: Page, ...answers: [string, string][]) {
  for (const [question, value] of answers) {
    await expect(page.getByTestId(`triage-question-${question}`)).toBeVisible();
    await page.getByTestId(`answer-${question}-${value}`).click();
  }
}

test("an incident on the live event: declared by the admin, triaged on a phone by label and without, counted on the board at once, closed", async ({
  browser,
}) => {
  const admin = await personIn(browser, "admin@demo.test");
  const phone = await personIn(browser, "hulpverlener@demo.test", { width: 375, height: 812 });
  const { orgId, eventId } = await liveEvent(phone);
  // A sheet of labels printed before the event.
  const batch = (await (
    await admin.request.post(`/api/orgs/${orgId}/triage-tags`, { data: { count: 24 } })
  ).json()) as { firstCode: string };
  const hospital = (await (
    await admin.request.post(`/api/orgs/${orgId}/hospitals`, {
      data: { name: "AZ Groeninge", address: "President Kennedylaan 4, Kortrijk" },
    })
  ).json()) as { id: string };
  let incidentId: string | undefined;
  try {
    await admin.goto(`/dashboard/event-management?event=${eventId}`);
    await admin.getByTestId("incident-declare").click();
    const dialog = admin.getByTestId("declare-incident-dialog");
    await dialog.getByTestId("incident-name").fill("Tribune ingestort bij podium 2");
    await dialog.getByTestId("incident-exercise").click();
    await dialog.getByTestId("incident-declare-submit").click();
    await expect(admin.getByTestId("incident-page")).toBeVisible();
    incidentId = new URL(admin.url()).searchParams.get("id") ?? undefined;
    expect(incidentId).toBeTruthy();
    await expect(admin.getByTestId("count-T1")).toContainText("0");

    // The caregiver's phone switches to the board by itself.
    await phone.goto("/dashboard");
    await expect(phone.getByTestId("incident-page")).toBeVisible();
    await phone.getByTestId("incident-triage").click();
    await expect(phone.getByTestId("triage-page")).toBeVisible();
    await phone.getByTestId("triage-tag").fill(batch.firstCode.toLowerCase());
    await phone.getByTestId("triage-lookup").click();
    await tap(phone, ["catastrophicHaemorrhage", "false"], ["walks", "no"], ["breathing", "true"]);
    await pageShot(phone, path.join(shots, "incident-triage-question-375.png"));
    await tap(phone, ["respiratoryRate", "30"]);
    await expect(phone.getByTestId("outcome-T1")).toBeVisible();
    await pageShot(phone, path.join(shots, "incident-triage-outcome-375.png"));
    await phone.getByTestId("triage-save").click();
    await expect(phone.getByTestId("triage-saved")).toContainText(batch.firstCode);

    // The admin's board counts it without a reload.
    await expect(admin.getByTestId("count-T1")).toContainText("1", { timeout: 5_000 });
    await expect(admin.getByTestId(`casualty-${batch.firstCode}`)).toBeVisible();

    // The next one has no label and walks away: chosen directly.
    await phone.getByTestId("triage-next").click();
    await phone.getByTestId("triage-no-tag").click();
    await phone.getByTestId("triage-direct-open").click();
    await phone.getByTestId("choose-T3").click();
    await expect(phone.getByTestId("triage-saved")).toBeVisible();
    await expect(admin.getByTestId("count-T3")).toContainText("1", { timeout: 5_000 });

    // The same label read from a photo of it (the scanner's still-image path, as on a phone
    // without camera permission) is the same casualty, re-triaged.
    await phone.getByTestId("triage-next").click();
    const photo = await QRCode.toBuffer(batch.firstCode, { margin: 4, width: 480 });
    await phone.getByTestId("scan-photo").setInputFiles({ name: "label.png", mimeType: "image/png", buffer: photo });
    await expect(phone.getByTestId("triage-existing")).toContainText(batch.firstCode);

    // The hospital said on the phone it takes no T1 now; the ambulance takes the T1 casualty
    // there all the same, after the warning.
    await admin.getByTestId(`capacity-${hospital.id}-T1`).fill("0");
    await admin.getByTestId(`capacity-save-${hospital.id}`).click();
    await expect(admin.getByTestId(`incident-hospital-${hospital.id}`)).toContainText("T1: 0 / 0");
    await admin.getByTestId(`casualty-transport-open-${batch.firstCode}`).click();
    const transport = admin.getByTestId("transport-dialog");
    await transport.getByTestId("transport-ambulance").selectOption({ index: 1 });
    await transport.getByTestId("transport-hospital").selectOption(hospital.id);
    await transport.getByTestId("transport-submit").click();
    await expect(transport.getByTestId("transport-full")).toBeVisible();
    await transport.getByTestId("transport-confirm").click();
    await expect(admin.getByTestId(`casualty-transport-${batch.firstCode}`)).toContainText("AZ Groeninge");
    await expect(admin.getByTestId("place-on_the_way")).toBeVisible();
    await expect(admin.getByTestId(`incident-hospital-${hospital.id}`)).toContainText("T1: 1 / 0");
    await pageShot(admin, path.join(shots, "incident-board-1280.png"));
    await phone.goto(`/dashboard/incident?id=${incidentId}`);
    await expect(phone.getByTestId("incident-page")).toBeVisible();
    await pageShot(phone, path.join(shots, "incident-board-375.png"));
    const fits = await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    await admin.getByTestId("incident-wall-link").click();
    await expect(admin.getByTestId("incident-wall")).toBeVisible();
    await pageShot(admin, path.join(shots, "incident-wall-1280.png"));
    await admin.goBack();

    // Taken into treatment: a full record of the event, with the triage on it.
    await admin.getByTestId(`casualty-record-${batch.firstCode}`).click();
    await expect(admin.getByTestId("patient-record")).toBeVisible();
    await expect(admin.getByTestId("patient-triage")).toContainText(batch.firstCode);
    await admin.goto(`/dashboard/incident?id=${incidentId}`);
    await admin.getByTestId("incident-close").click();
    await admin.getByTestId("close-incident-dialog").getByTestId("incident-close-submit").click();
    await expect(admin.getByTestId("incident-page")).toContainText("Afgesloten");
    // The report for the organiser and the medical authority.
    await admin.getByTestId("incident-more").click();
    const [report] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByTestId("incident-report-pdf").click(),
    ]);
    expect(report.suggestedFilename()).toMatch(/incidentrapport\.pdf$/);
  } finally {
    await phone.context().close();
    if (incidentId) {
      // An exercise: closed (if the test stopped early) and deleted, so later journeys see no incident.
      await admin.request.post(`/api/orgs/${orgId}/incidents/${incidentId}/close`, {
        data: { finalCounts: { T1: 0, T2: 0, T3: 0, dead: 0 } },
      });
      await admin.request.delete(`/api/orgs/${orgId}/incidents/${incidentId}`);
    }
    await admin.request.delete(`/api/orgs/${orgId}/hospitals/${hospital.id}`);
    await admin.context().close();
  }
});
