import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";
import { expectFits, sectionShot } from "./shots";

const shots = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(shots, { recursive: true });

test("the admin reads the record of processing on the Options tab and downloads it as a PDF", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await page.request.put("/api/me/language", { data: { language: "nl" } });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto("/dashboard/admin?tab=options");
    const card = page.getByTestId("processing-record-card");
    await expect(card.getByRole("heading", { name: "Register van verwerkingen" })).toBeVisible();
    await expect(card.getByTestId("processing-category")).toHaveCount(17);
    const patients = card.locator('[data-category="patients"]');
    await expect(patients).toContainText("Gezondheidsgegevens (art. 9)");
    // Opened: purpose, legal basis, who sees it and the tables, from the server's own record.
    await patients.locator("summary").click();
    await expect(patients).toContainText("Rechtsgrond");
    await expect(patients).toContainText("vital_signs");
    await card.locator('[data-category="locations"] summary').click();
    await expect(card.locator('[data-category="locations"]')).toContainText("na het einde van het evenement");
    await expect(card.getByTestId("processing-processor").first()).toBeVisible();
    await expectFits(page);
    await sectionShot(page, card, path.join(shots, `processing-record-nl-${width}.png`));
  }

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("processing-record-download").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-verwerkingsregister\.pdf$/);
  const file = path.join(shots, "processing-record.pdf");
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
});
