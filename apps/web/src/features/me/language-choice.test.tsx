import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "../../lib/i18n";
import french from "../../locales/fr/common.json";
import dutch from "../../locales/nl/common.json";
import { FakeApi, renderScreen } from "../../test/render";
import { LanguageChoice } from "./language-choice";

const LANGUAGE = "/api/me/language";

describe("the profile's language choice", () => {
  afterEach(() => i18n.changeLanguage("nl"));

  it("switches the interface, saves the choice and confirms it in the language just chosen", async () => {
    const api = new FakeApi().on("PUT", LANGUAGE, { status: 204 });
    const { user } = renderScreen(<LanguageChoice />, { api });
    await user.click(screen.getByRole("radio", { name: "Français" }));
    expect((await api.next("PUT", LANGUAGE)).body).toEqual({ language: "fr" });
    expect(await screen.findByText(french.toasts.languageUpdated)).toBeInTheDocument();
    expect(screen.queryByText(dutch.toasts.languageUpdated)).toBeNull();
    expect(screen.getByRole("radio", { name: "Français" })).toHaveAttribute("aria-checked", "true");
  });
});
