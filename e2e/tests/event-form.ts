import type { Page } from "@playwright/test";

/** A date n days from today (YYYY-MM-DD), as the event form takes it. */
export const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Fills the event form with a whole day at the Vrijdagmarkt and the posts asked for. */
export async function fillEvent(
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
