import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { signIn } from "./helpers";
import { expectFits, sectionShot } from "./shots";

const shots = path.resolve(import.meta.dirname, "../screenshots");
mkdirSync(shots, { recursive: true });

test("a caregiver sees what Hulppost keeps about them and downloads it as a ZIP", async ({ page }) => {
  await signIn(page, "hulpverlener@demo.test");
  await page.request.put("/api/me/language", { data: { language: "nl" } });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto("/dashboard/profile");
    const card = page.getByTestId("my-data-card");
    await expect(card.getByText("Mijn gegevens", { exact: true })).toBeVisible();
    await expect(card).toContainText("Je inzetten en uren per evenement");
    await expect(card).toContainText("Patiëntendossiers zijn van de organisatie");
    await expectFits(page);
    await sectionShot(page, card, path.join(shots, `my-data-nl-${width}.png`));
  }

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("my-data-download").click()]);
  expect(download.suggestedFilename()).toMatch(/^hulppost-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = path.join(shots, "my-data.zip");
  await download.saveAs(file);
  const files = unzipSync(new Uint8Array(readFileSync(file)));
  expect(Object.keys(files).sort()).toEqual(["README.txt", "data.json", "overzicht.pdf"]);
  const data = JSON.parse(strFromU8(files["data.json"] ?? new Uint8Array())) as {
    profile: { email: string };
    assignments: unknown[];
  };
  expect(data.profile.email).toBe("hulpverlener@demo.test");
  expect(data.assignments.length).toBeGreaterThan(0);
  expect(strFromU8((files["overzicht.pdf"] ?? new Uint8Array()).subarray(0, 5))).toBe("%PDF-");
});
