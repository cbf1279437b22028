import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "../../lib/i18n";
import spanish from "../../locales/es/common.json";
import { FakeApi, renderScreen } from "../../test/render";
import { LanguageChoice, LanguageSwitcher } from "./language-switcher";

describe("the header's language menu", () => {
  afterEach(() => i18n.changeLanguage("nl"));

  it("confirms the saved choice in the language just chosen", async () => {
    const api = new FakeApi().on("PUT", "/api/me/language", { status: 204 });
    const { user } = renderScreen(<LanguageSwitcher signedIn />, { api });
    await user.click(screen.getByTestId("language-switcher"));
    await user.click(await screen.findByTestId("language-es"));
    expect((await api.next("PUT", "/api/me/language")).body).toEqual({ language: "es" });
    expect(await screen.findByText(spanish.toasts.languageUpdated)).toBeInTheDocument();
  });

  it("offers the same choice as a row of buttons for the account menu on a phone", async () => {
    const api = new FakeApi().on("PUT", "/api/me/language", { status: 204 });
    const { user } = renderScreen(<LanguageChoice />, { api });
    expect(screen.getByTestId("language-choice-nl")).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: /Español/ }));
    expect((await api.next("PUT", "/api/me/language")).body).toEqual({ language: "es" });
    expect(await screen.findByText(spanish.toasts.languageUpdated)).toBeInTheDocument();
    expect(screen.getByTestId("language-choice-es")).toHaveAttribute("aria-pressed", "true");
  });
});
