import { describe, expect, it } from "vitest";
import { fillPlaceholders, usesEventPlaceholder } from "./placeholders";

describe("SMS placeholders", () => {
  it.each([
    ["Hoi {voornaam}, tot op {evenement}!", "Hoi Anna, tot op Gentse Feesten!"],
    ["Hi {firstname}, see you at {event}!", "Hi Anna, see you at Gentse Feesten!"],
    ["Hola {nombre}, nos vemos en {evento}.", "Hola Anna, nos vemos en Gentse Feesten."],
    ["Bonjour {prénom}, à bientôt à {événement} !", "Bonjour Anna, à bientôt à Gentse Feesten !"],
  ])("fills %s in the language it is written in", (text, expected) => {
    expect(usesEventPlaceholder(text)).toBe(true);
    expect(fillPlaceholders(text, { firstName: "Anna", eventName: "Gentse Feesten" })).toBe(expected);
  });

  it("takes a name literally and needs no event without its placeholder", () => {
    expect(usesEventPlaceholder("Hallo {voornaam}")).toBe(false);
    expect(fillPlaceholders("Hallo {nombre}", { firstName: "$& Jo", eventName: null })).toBe("Hallo $& Jo");
  });
});
