import { describe, expect, it } from "vitest";
import { smsPhone } from "./phone";

describe("numbers a text can go to", () => {
  it("keeps E.164 and reads local numbers as Belgian, then Dutch", () => {
    expect(smsPhone("+32470111222")).toBe("+32470111222");
    expect(smsPhone("0470 33 44 55")).toBe("+32470334455");
    expect(smsPhone("06 12345678")).toBe("+31612345678");
    expect(smsPhone("0031 6 12345678")).toBe("+31612345678");
  });

  it("refuses what is no number, a number that is not given out, and a landline", () => {
    expect(smsPhone("12345")).toBeNull();
    expect(smsPhone("+3112345")).toBeNull();
    expect(smsPhone("bel me")).toBeNull();
    expect(smsPhone("09 332 21 11")).toBeNull();
  });
});
