import { describe, expect, it } from "vitest";
import { smsParts, smsRecipientSelection, smsText, toGsm7 } from "./sms";

describe("smsParts", () => {
  it("counts plain Dutch text as GSM-7: 160 in one SMS, then 153 per part", () => {
    expect(smsParts("Hallo Lotte, je staat op de post.")).toMatchObject({ encoding: "gsm7", parts: 1 });
    expect(smsParts("a".repeat(160))).toMatchObject({ encoding: "gsm7", units: 160, parts: 1 });
    expect(smsParts("a".repeat(161))).toMatchObject({ encoding: "gsm7", parts: 2, perPart: 153 });
    expect(smsParts("a".repeat(307))).toMatchObject({ parts: 3 });
  });

  it("counts the extension table's characters twice (€, brackets)", () => {
    expect(smsParts("€".repeat(80))).toMatchObject({ encoding: "gsm7", units: 160, parts: 1 });
    expect(smsParts("€".repeat(81))).toMatchObject({ encoding: "gsm7", units: 162, parts: 2 });
  });

  it("makes the whole text Unicode for one emoji or a letter outside GSM-7: 70, then 67 per part", () => {
    const withEmoji = smsParts("Tot zo 🚑");
    expect(withEmoji).toMatchObject({ encoding: "unicode", characters: 8, units: 9, parts: 1 });
    expect(smsParts("ł".repeat(70))).toMatchObject({ encoding: "unicode", parts: 1 });
    expect(smsParts("ł".repeat(71))).toMatchObject({ encoding: "unicode", parts: 2, perPart: 67 });
    expect(smsParts(`${"ł".repeat(150)}`)).toMatchObject({ parts: 3 });
  });
});

describe("the SMS contract", () => {
  it("takes 160 characters (an emoji counts once) and refuses 161 and an empty text", () => {
    expect(smsText.safeParse("🚑".repeat(160)).success).toBe(true);
    expect(smsText.safeParse("a".repeat(161)).error?.issues[0]?.message).toBe("smsTooLong");
    expect(smsText.safeParse("   ").success).toBe(false);
  });

  it("asks for at least one recipient or group", () => {
    expect(smsRecipientSelection.safeParse({}).error?.issues[0]?.message).toBe("noRecipients");
    expect(smsRecipientSelection.safeParse({ everyone: true }).success).toBe(true);
    expect(smsRecipientSelection.safeParse({ qualifications: ["nurse"] }).success).toBe(true);
  });
});

describe("toGsm7", () => {
  it("writes dashes, quotes and accents GSM-7 lacks the plain way, and keeps the ones it has", () => {
    const french = "Hulppost : vous êtes planifié(e) pour l’Août – 10:00–18:00…";
    expect(smsParts(french).encoding).toBe("unicode");
    const plain = toGsm7(french);
    expect(plain).toBe("Hulppost : vous etes planifié(e) pour l'Aout - 10:00-18:00...");
    expect(smsParts(plain).encoding).toBe("gsm7");
    expect(toGsm7("te han asignado el sábado, miércoles no")).toBe("te han asignado el sabado, miércoles no");
  });

  it("leaves what has no plain form (an emoji, a Polish Ł) as it is", () => {
    expect(toGsm7("Łódź 🚑")).toBe("Łodz 🚑");
  });
});
