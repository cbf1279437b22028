import { describe, expect, it } from "vitest";
import { renderLanding } from "./prerender";

const prices = {
  current: { premium_monthly: 2900, sms_per_message: 9, per_event: 0, per_active_caregiver: 0 },
  upcoming: [],
};

/** The text a visitor without JavaScript would read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("renderLanding", () => {
  it("renders the hero, the features and the prices in force in Dutch without a browser", async () => {
    const text = textOf(await renderLanding("nl", prices));
    expect(text).toContain("Je EHBO-post op orde");
    expect(text).toContain("Alles wat een EHBO-post nodig heeft");
    expect(text).toMatch(/€\s?29 \/maand/);
    expect(text).toMatch(/€\s?0 \/maand/);
  });

  it("renders each language's own words", async () => {
    for (const language of ["en", "es", "fr"] as const) {
      const text = textOf(await renderLanding(language, prices));
      expect(text, language).not.toContain("Je EHBO-post op orde");
      expect(text, language).toMatch(/29/);
    }
  });

  it("shows the page's placeholder, never a guessed number, without the prices", async () => {
    const html = await renderLanding("nl");
    expect(html).toContain('data-testid="premium-price-loading"');
  });
});
