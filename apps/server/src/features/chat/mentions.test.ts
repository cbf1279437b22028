import { describe, expect, it } from "vitest";
import { findMentions, type Mentionable } from "./mentions";

const people: Mentionable[] = [
  { userId: "jan-p", firstName: "Jan", lastName: "Peeters" },
  { userId: "jan-d", firstName: "Jan", lastName: "De Smet" },
  { userId: "jose", firstName: "José", lastName: "García" },
  { userId: "anne", firstName: "Anne", lastName: "Claes" },
  { userId: "jw", firstName: "Jan Willem", lastName: "Bos" },
  { userId: "lotte", firstName: "Lotte", lastName: "Maes" },
];

describe("chat mentions", () => {
  it.each([
    ["@Lotte kom je even?", ["lotte"]],
    ["@lotte", ["lotte"]],
    ["@LOTTE!", ["lotte"]],
    ["(@Lotte)", ["lotte"]],
    ["dank je,@Lotte", ["lotte"]],
    ["Bel @Lotte Maes", ["lotte"]],
    // A first name two people share: only the full name says who.
    ["@Jan help", []],
    ["@Jan Peeters help", ["jan-p"]],
    ["@jan de smet en @jan peeters", ["jan-d", "jan-p"]],
    // A first name of two words is one name; "Jan Willem" is not "a Jan".
    ["@Jan Willem kom", ["jw"]],
    // Accents as typed: José is not Jose.
    ["@José", ["jose"]],
    ["@jose", []],
    ["@JOSÉ GARCÍA", ["jose"]],
    // Not a longer word, not an email address, not a lone @.
    ["@Annemie", []],
    ["mail anne@example.org of lotte.maes@example.org", []],
    ["@ Lotte", []],
    ["@", []],
    ["Lotte zonder apenstaartje", []],
    ["@Anne, @Anne en nog eens @anne", ["anne"]],
    ["@Lotte-Marie", []],
  ])("%s", (text, expected) => {
    expect([...findMentions(text, people)].sort()).toEqual([...expected].sort());
  });

  it("compares names written in another Unicode form alike (NFD é is NFC é)", () => {
    expect([...findMentions("@Jose\u0301", people)]).toEqual(["jose"]);
  });
});
