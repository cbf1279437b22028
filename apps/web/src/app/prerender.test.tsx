import { describe, expect, it } from "vitest";
import { renderPage } from "./prerender";

const prices = {
  current: { premium_monthly: 2900, sms_per_message: 9, per_event: 0, per_active_caregiver: 0 },
  upcoming: [],
};

/** A `<button>` with this test id and the `disabled` attribute, in any order. */
const disabledButton = (testId: string) => new RegExp(`<button(?=[^>]*\\sdisabled="")(?=[^>]*data-testid="${testId}")`);

/** The text a visitor without JavaScript would read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("renderPage", () => {
  it("renders the hero, the features and the prices in force in Dutch without a browser", async () => {
    const text = textOf(await renderPage("/", "nl", prices));
    expect(text).toContain("Je EHBO-post op orde");
    expect(text).toContain("Alles wat een EHBO-post nodig heeft");
    expect(text).toMatch(/€\s?29 \/maand/);
    expect(text).toMatch(/€\s?0 \/maand/);
  });

  it("renders each language's own words", async () => {
    for (const language of ["en", "es", "fr"] as const) {
      const text = textOf(await renderPage("/", language, prices));
      expect(text, language).not.toContain("Je EHBO-post op orde");
      expect(text, language).toMatch(/29/);
    }
  });

  it("shows the page's placeholder, never a guessed number, without the prices", async () => {
    const html = await renderPage("/", "nl");
    expect(html).toContain('data-testid="premium-price-loading"');
  });

  it("paints sign-in and sign-up, with every control waiting for the app", async () => {
    // The fields take typing (the app carries it over); the buttons wait, so no tap is lost and no
    // form is sent without the app (a plain form would put the password in the address).
    const signIn = await renderPage("/auth", "fr");
    expect(signIn).toContain('data-testid="sign-in-form"');
    expect(signIn).toMatch(/<input[^>]*id="email"/);
    expect(signIn).not.toMatch(/<input[^>]*\sdisabled=""/);
    expect(signIn).toMatch(disabledButton("sign-in-submit"));
    expect(signIn).toMatch(disabledButton("forgot-link"));
    expect(signIn).toMatch(/<select[^>]*data-testid="language-select"[^>]*disabled=""/);
    const signUp = await renderPage("/auth?signup=true", "nl");
    expect(signUp).not.toContain('data-testid="sign-in-form"');
    expect(signUp).toMatch(disabledButton("sign-up-submit"));
    // The landing page's menu and language choice: a tap before the app is there would be lost.
    const landing = await renderPage("/", "nl", prices);
    expect(landing).toMatch(disabledButton("landing-menu"));
    expect(landing).toMatch(/<select[^>]*data-testid="language-select"[^>]*disabled=""/);
  });

  it("carries a line for a network that hangs, with a reload of the page in its language", async () => {
    // Hidden by its animation until a while has passed (styles.css); the app's own render has no such line.
    const signIn = await renderPage("/auth", "fr");
    expect(signIn).toMatch(/data-testid="painted-still-loading"[^>]*>[^<]*le réseau est lent/);
    expect(signIn).toContain('class="mt-6 animate-painted-wait');
    expect(signIn).toContain('href="/auth?lng=fr"');
    expect(await renderPage("/auth?signup=true", "nl")).toContain('href="/auth?signup=true&amp;lng=nl"');
    expect(await renderPage("/", "nl", prices)).not.toContain("painted-still-loading");
  });
});
