import { INCIDENT_LIMITS, tagCodeOf } from "@hulppost/shared/incidents";
import jsQR from "jsqr";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { keepSample, pdfText } from "../../../test/helpers/patient-papers";
import { labelBox, renderTagSheet } from "./tag-sheet";
import { tagPrefixOf } from "./tags.service";

/** Draws a page as a printer would (150 dpi) and reads the QR code in label `i`'s box. */
function decodeLabel(page: mupdf.Page, i: number, scale = 150 / 72) {
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
  const [width, height, stride] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getStride()];
  const pixels = pixmap.getPixels();
  const box = labelBox(i);
  const [x0, y0] = [Math.floor(box.x * scale), Math.floor(box.y * scale)];
  const [w, h] = [
    Math.min(Math.ceil(box.width * scale), width - x0),
    Math.min(Math.ceil(box.height * scale), height - y0),
  ];
  const rgba = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const from = (y0 + y) * stride + (x0 + x) * 3;
      const to = (y * w + x) * 4;
      rgba[to] = pixels[from] as number;
      rgba[to + 1] = pixels[from + 1] as number;
      rgba[to + 2] = pixels[from + 2] as number;
      rgba[to + 3] = 255;
    }
  return jsQR(rgba, w, h)?.data ?? null;
}

describe("the triage label sheet", () => {
  it("prints codes whose QR codes decode to those codes, 24 a sheet, with the code in large type", async () => {
    const count = INCIDENT_LIMITS.tagsPerSheet + 3;
    const pdf = await renderTagSheet({
      prefix: "VJP",
      firstNumber: 40,
      count,
      organization: "Vlaamse Jeugd Post",
      language: "nl",
    });
    keepSample("triage-labels.pdf", pdf);
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(2);
    expect(text).toContain("VJP-0040");
    expect(text).toContain("Triagelabels · Blad 2 van 2");
    const doc = mupdf.Document.openDocument(new Uint8Array(pdf), "application/pdf");
    const first = doc.loadPage(0);
    // Every label of the first sheet, as a phone's camera would read it.
    for (let i = 0; i < INCIDENT_LIMITS.tagsPerSheet; i++) expect(decodeLabel(first, i)).toBe(tagCodeOf("VJP", 40 + i));
    const second = doc.loadPage(1);
    expect([0, 1, 2].map((i) => decodeLabel(second, i))).toEqual(["VJP-0064", "VJP-0065", "VJP-0066"]);
    // Past the last label there is nothing to read.
    expect(decodeLabel(second, 3)).toBeNull();
  });

  it.each([
    ["Vlaamse Jeugd Post", "VJP"],
    ["Demo Hulpdienst", "DHU"],
    ["Rode Kruis Vlaanderen Oost", "RKV"],
    ["Croix-Rouge", "CRO"],
    ["Ëlan", "ELA"],
    ["123", "HPT"],
    ["A", "AHP"],
  ])("gives %s the label prefix %s", (name, prefix) => {
    expect(tagPrefixOf(name)).toBe(prefix);
  });
});
