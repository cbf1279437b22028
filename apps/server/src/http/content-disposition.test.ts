import { describe, expect, it } from "vitest";
import { attachment } from "./content-disposition";

describe("download file names", () => {
  it("send an ASCII name and the UTF-8 name beside it", () => {
    expect(attachment("2026-07-04-Święto-Łodzi.pdf")).toBe(
      "attachment; filename=\"2026-07-04-Swieto-_odzi.pdf\"; filename*=UTF-8''2026-07-04-%C5%9Awi%C4%99to-%C5%81odzi.pdf",
    );
    expect(attachment('a"b\\c (1).pdf')).toBe(
      "attachment; filename=\"a_b_c (1).pdf\"; filename*=UTF-8''a%22b%5Cc%20%281%29.pdf",
    );
  });

  it("are valid header values whatever the name", () => {
    for (const name of ["Fête de la musique.pdf", "Праздник.pdf", "🚑 post.pdf", "東京.pdf"])
      expect(() => new Headers({ "content-disposition": attachment(name) })).not.toThrow();
  });
});
