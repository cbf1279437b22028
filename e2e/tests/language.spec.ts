import { expect, test } from "@playwright/test";
import { signIn } from "./helpers";

const expectations = {
  en: {
    dashboard: "Dashboard",
    profile: "My profile",
    heading: "My profile",
    save: "Save",
    signOut: "Sign out",
    updated: "Language updated",
  },
  es: {
    dashboard: "Panel",
    profile: "Mi perfil",
    heading: "Mi perfil",
    save: "Guardar",
    signOut: "Cerrar sesión",
    updated: "Idioma actualizado",
  },
  fr: {
    dashboard: "Tableau de bord",
    profile: "Mon profil",
    heading: "Mon profil",
    save: "Enregistrer",
    signOut: "Se déconnecter",
    updated: "Langue mise à jour",
  },
} as const;

test("the language switch translates the whole page, is saved to the profile and survives a reload", async ({
  page,
}) => {
  await signIn(page, "hulpverlener@demo.test");
  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { name: "Mijn profiel" })).toBeVisible();

  for (const [language, words] of Object.entries(expectations)) {
    await page.getByTestId("language-switcher").click();
    await page.getByTestId(`language-${language}`).click();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    // The confirmation speaks the language just chosen.
    await expect(page.getByText(words.updated)).toBeVisible();
    await expect(page.getByRole("heading", { name: words.heading, level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: words.dashboard })).toBeVisible();
    await expect(page.getByTestId("profile-save")).toHaveText(words.save);
    // No Dutch left on the page.
    // biome-ignore lint/performance/useDomNodeTextContent: only the visible text matters here
    const text = await page.locator("body").innerText();
    for (const dutch of [
      "Mijn profiel",
      "Opslaan",
      "Persoonlijke gegevens",
      "Je gebruikerscode",
      "Tweestapsverificatie",
      "Taal bijgewerkt",
    ])
      expect(text).not.toContain(dutch);
    await page.reload();
    await expect(page.getByRole("heading", { name: words.heading, level: 1 })).toBeVisible();
    await page.getByTestId("account-menu").click();
    await expect(page.getByTestId("sign-out")).toHaveText(words.signOut);
    await page.keyboard.press("Escape");
  }

  // Saved to the profile: a new browser context signing in gets French.
  const me = await (await page.request.get("/api/me")).json();
  expect(me.profile.language).toBe("fr");

  // Back to Dutch for the other journeys.
  await page.getByTestId("language-switcher").click();
  await page.getByTestId("language-nl").click();
  await expect(page.getByRole("heading", { name: "Mijn profiel", level: 1 })).toBeVisible();
});

test("a visitor's language choice on the landing page survives a reload", async ({ page }) => {
  await page.goto("/");
  await page.getByTestId("language-select").selectOption("es");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("puesto de socorro");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("puesto de socorro");
  await page.goto("/?lng=fr");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("poste de secours");
  await page.getByTestId("language-select").selectOption("nl");
});
