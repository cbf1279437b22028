import { readFileSync } from "node:fs";
import path from "node:path";
import { BODY_PART_SIDE, BODY_PARTS } from "@hulppost/shared/body-parts";
import { describe, expect, it } from "vitest";
import { BACK_SHAPES, FRONT_SHAPES } from "./body-map-shapes";

describe("the body map", () => {
  it("draws every region once, on the figure it belongs to", () => {
    for (const part of BODY_PARTS) {
      const onFront = part in FRONT_SHAPES;
      const onBack = part in BACK_SHAPES;
      expect(onFront !== onBack, part).toBe(true);
      expect(onFront ? "front" : "back", part).toBe(BODY_PART_SIDE[part]);
      expect(FRONT_SHAPES[part] ?? BACK_SHAPES[part], part).toMatch(/^M[\d.\s ACLQZ-]+Z$/);
    }
    expect(Object.keys(FRONT_SHAPES).length + Object.keys(BACK_SHAPES).length).toBe(BODY_PARTS.length);
  });

  it("names every region in the four languages", () => {
    for (const language of ["nl", "en", "es", "fr"]) {
      const file = path.resolve(import.meta.dirname, `../../../locales/${language}/patients.json`);
      const words = JSON.parse(readFileSync(file, "utf8")) as {
        bodyMap: Record<string, string> & { parts: Record<string, string> };
      };
      for (const key of ["front", "back", "none", "selected"])
        expect(words.bodyMap[key], `${language}: ${key}`).toBeTruthy();
      expect(words.bodyMap.remove, language).toContain("{{part}}");
      for (const part of BODY_PARTS) expect(words.bodyMap.parts[part], `${language}: ${part}`).toBeTruthy();
    }
  });
});
