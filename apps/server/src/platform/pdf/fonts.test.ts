import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/helpers/patient-papers";
import { startPdf } from "./document";
import { EMOJI_PLACEHOLDER, MISSING_PLACEHOLDER, printable } from "./fonts";

describe("text the PDF font can draw", () => {
  it.each([
    // What DejaVu Sans has stays as it is.
    ["Post 1", "Post 1"],
    ["Święto Łodzi — Ελλάδα, Київ", "Święto Łodzi — Ελλάδα, Київ"],
    ["© ® ™ → ✚ ★ ☎ ♥", "© ® ™ → ✚ ★ ☎ ♥"],
    // Emoji it lacks are named, a row of them once; the joiner and modifiers draw nothing.
    ["Team 🚑 Noord", `Team ${EMOJI_PLACEHOLDER} Noord`],
    ["🚑🚒", EMOJI_PLACEHOLDER],
    ["👩🏽‍⚕️ Dokter", `${EMOJI_PLACEHOLDER} Dokter`],
    ["Vlag 🇧🇪", `Vlag ${EMOJI_PLACEHOLDER}`],
    ["🚑 en 🚒", `${EMOJI_PLACEHOLDER} en ${EMOJI_PLACEHOLDER}`],
    // Another script the font lacks: the Unicode sign for "cannot show this".
    ["王 Wang", `${MISSING_PLACEHOLDER} Wang`],
    ["", ""],
  ])("%j prints as %j", (text, shown) => {
    expect(printable(text)).toBe(shown);
  });

  it("writes an emoji as its placeholder in a real PDF, never as an empty box", async () => {
    const { doc, done } = startPdf({ title: "Test", author: "Hulppost", language: "nl" });
    doc.text("Team 🚑 Noord");
    const width = doc.widthOfString("Team 🚑 Noord");
    expect(width).toBeCloseTo(doc.widthOfString(`Team ${EMOJI_PLACEHOLDER} Noord`));
    doc.end();
    const { text } = await pdfText(await done);
    expect(text).toContain(`Team ${EMOJI_PLACEHOLDER} Noord`);
    expect(text).not.toContain("🚑");
  });
});
