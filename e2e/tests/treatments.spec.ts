import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { liveEvent, signIn } from "./helpers";

test("an admin writes a template, a caregiver applies it to a patient and downloads the ATMIST handover", async ({
  page,
  browser,
}) => {
  // The admin: "Verstuikte enkel" in Trauma, three steps and one medication.
  await signIn(page, "admin@demo.test");
  await page.goto("/dashboard/treatment-templates");
  await page.getByTestId("template-create").click();
  const form = page.getByTestId("template-form");
  await form.getByTestId("template-name").fill("Verstuikte enkel");
  await form.getByTestId("template-categoryId").selectOption({ label: "Trauma" });
  const steps = ["Rust: laat de patiënt zitten", "IJs: 20 minuten koelen", "Compressie en hoogstand"];
  for (const [index, step] of steps.entries()) {
    await form.getByTestId("template-step-add").click();
    await form.getByTestId(`template-step-${index}`).fill(step);
  }
  await form.getByTestId("template-medication-add").click();
  await form.getByTestId("template-medication-0-name").fill("Paracetamol");
  await form.getByTestId("template-medication-0-dosage").fill("1 g");
  await form.getByTestId("template-medication-0-frequency").fill("eenmalig");
  await form.getByTestId("template-medication-0-route").fill("oraal");
  await form.getByTestId("template-save").click();
  await expect(page.getByTestId("template-dialog")).toBeHidden();
  await expect(page.getByTestId("templates-panel").getByText("Verstuikte enkel").first()).toBeVisible();

  // The caregiver, on a phone at the live post: a new patient, the template applied.
  const phone = await browser.newContext({ locale: "nl-BE", viewport: { width: 375, height: 812 } });
  const caregiver = await phone.newPage();
  await signIn(caregiver, "hulpverlener@demo.test");
  const { eventId } = await liveEvent(caregiver);
  await caregiver.goto(`/dashboard/patients/new?event=${eventId}&mode=quick`);
  await caregiver.getByTestId("quick-name").fill("Marie Dubois");
  await caregiver.getByTestId("quick-complaint").fill("Enkel omgeslagen bij de trap");
  await caregiver.getByTestId("quick-urgency-low").click();
  await caregiver.getByTestId("quick-save").click();
  await expect(caregiver.getByTestId("patient-record")).toBeVisible();

  await caregiver.getByTestId("apply-template").click();
  const picker = caregiver.getByTestId("apply-template-dialog");
  await picker.getByTestId("apply-template-search").fill("Verstuikte");
  await picker
    .getByRole("button", { name: /Verstuikte enkel/ })
    .first()
    .click();
  const treatment = caregiver.locator("#patient-treatment");
  await expect(treatment).toHaveValue(/IJs: 20 minuten koelen/);
  await expect(treatment).toHaveValue(/Paracetamol/);
  // Editable before saving.
  await treatment.fill(`${await treatment.inputValue()}\nPatiënt stapt weer zelf.`);
  await caregiver.getByTestId("patient-save").click();
  // The template's name shows as soon as it is applied: the save's own answer says it is stored.
  await expect(caregiver.getByText("Dossier opgeslagen").first()).toBeVisible();
  await expect(caregiver.getByTestId("treatment-template-used")).toContainText("Verstuikte enkel");
  await caregiver.reload();
  await expect(caregiver.locator("#patient-treatment")).toHaveValue(/Patiënt stapt weer zelf\./);
  await expect(caregiver.getByTestId("treatment-template-used")).toContainText("Verstuikte enkel");
  // From the server, not a draft on the device: nothing is left unsaved.
  await expect(caregiver.getByTestId("draft-restored")).toHaveCount(0);

  // The handover sheet, in the order crews expect, and its PDF.
  await caregiver.getByTestId("handover-link").click();
  const sheet = caregiver.getByTestId("handover-sheet");
  await expect(sheet).toBeVisible();
  await expect(caregiver.getByTestId("handover-name")).toContainText("Marie Dubois");
  await expect(sheet).toContainText("IJs: 20 minuten koelen");
  const [download] = await Promise.all([
    caregiver.waitForEvent("download"),
    caregiver.getByTestId("handover-pdf").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readFileSync((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await phone.close();
});
