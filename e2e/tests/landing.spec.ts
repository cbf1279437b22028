import { expect, test } from "@playwright/test";

test.describe("landing page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Decision 060: the server sends `/` rendered, so the hero paints before any script runs.
  test("a visitor reads the hero, the features and the prices in Dutch from the HTML alone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("EHBO-post");
    await expect(page.getByText("Alles wat een EHBO-post nodig heeft")).toBeVisible();
    await expect(page.getByText("PDF-rapporten")).toBeVisible();
    await expect(page.getByTestId("plan-free")).toContainText("€ 0");
    const prices = (await (await page.request.get("/api/prices")).json()) as { current: { premium_monthly: number } };
    await expect(page.getByTestId("plan-premium-price")).toContainText(`€ ${prices.current.premium_monthly / 100}`);
    await expect(page.getByTestId("plan-premium")).toContainText("14 dagen gratis proberen");
  });
});

test.describe("landing page", () => {
  test("a visitor reads the landing page and sends the contact form", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("EHBO-post");
    for (const anchor of ["#features", "#benefits", "#pricing", "#contact"])
      await expect(page.locator(anchor)).toBeAttached();
    await expect(page.getByTestId("plan-free")).toContainText("€ 0");
    await expect(page.getByTestId("plan-free")).toContainText("2 evenementen per maand");
    await expect(page.getByTestId("plan-free")).toContainText("Tot 5 hulpverleners");
    await expect(page.getByTestId("plan-free")).toContainText("Geen sms");
    // Every module has landed: the plans offer them as they are, none "coming soon".
    for (const landed of ["Patiëntregistratie", "Interne chat"]) {
      const item = page.getByTestId("plan-free").getByRole("listitem").filter({ hasText: landed });
      await expect(item).toBeVisible();
    }
    await expect(
      page.getByTestId("plan-premium").getByRole("listitem").filter({ hasText: "SMS-centrum" }),
    ).toBeVisible();
    await expect(page.getByTestId("coming-soon")).toHaveCount(0);
    // The price in force (spec: 25 €; /dashboard/pricing changes it, and the pricing journey may
    // have run first): the landing page shows what the server says, not a number of its own.
    const prices = (await (await page.request.get("/api/prices")).json()) as { current: { premium_monthly: number } };
    await expect(page.getByTestId("plan-premium-price")).toContainText(`€ ${prices.current.premium_monthly / 100}`);
    await expect(page.getByTestId("plan-premium")).toContainText("14 dagen gratis proberen");
    await expect(page.getByTestId("plan-premium")).toContainText("apart gefactureerd");
    await expect(page.getByText("AVG-conform")).toBeVisible();
    await expect(page.getByText("PDF-rapporten")).toBeVisible();
    await expect(page.getByText("Meerdere organisaties")).toBeVisible();
    await expect(page.getByText("40%", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Contact" }).first().click();
    const form = page.getByTestId("contact-form");
    await form.getByRole("button", { name: "Bericht versturen" }).click();
    await expect(form.getByText("Dit veld is verplicht.").first()).toBeVisible();

    await form.getByLabel("Naam").fill("Marleen Peeters");
    await form.getByLabel("E-mailadres").fill("marleen@rodekruis.test");
    await form.getByLabel("Organisatie").fill("Rode Kruis Gent");
    await form.getByLabel("Bericht").fill("Graag een demo voor onze zomerfestivals.");
    await form.getByRole("button", { name: "Bericht versturen" }).click();
    await expect(page.getByText("Bericht verzonden")).toBeVisible();
    await expect(form.getByLabel("Naam")).toHaveValue("");
  });

  test("a bot that fills the hidden field is refused", async ({ page }) => {
    await page.goto("/#contact");
    const form = page.getByTestId("contact-form");
    await form.getByLabel("Naam").fill("Bot");
    await form.getByLabel("E-mailadres").fill("bot@spam.test");
    await form.getByLabel("Bericht").fill("Cheap pills");
    await page.locator("#contact-website").fill("http://spam.test", { force: true });
    await form.getByRole("button", { name: "Bericht versturen" }).click();
    await expect(page.getByText("Ongeldige inzending: het bericht is niet verstuurd.")).toBeVisible();
  });

  test("has a 280 px mobile menu on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByTestId("landing-menu").click();
    const menu = page.getByTestId("landing-mobile-menu");
    await expect(menu).toBeVisible();
    // Measured once the slide-in has settled (mid-animation it is a fraction short).
    await expect.poll(async () => Math.round((await menu.boundingBox())?.width ?? 0)).toBe(280);
    await menu.getByRole("link", { name: "Prijzen" }).click();
    await expect(menu).toBeHidden();
  });

  test("sends a signed-in visitor to the dashboard", async ({ page }) => {
    await page.request.post("/api/auth/sign-in/email", {
      data: { email: "hulpverlener@demo.test", password: "demo1234" },
    });
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("landing page on a return visit", () => {
  test.use({ serviceWorkers: "allow", viewport: { width: 375, height: 812 } });

  // Decision 060: the service worker keeps the painted page, so a return visit paints from the
  // device (in the language last chosen) before the network answers, or without one.
  test("the painted page comes from the device, in the language chosen", async ({ page, context }) => {
    const kept = () =>
      page.evaluate(async () => {
        const copy = await (await caches.open("hulppost-painted-pages")).match("/");
        return copy ? ((await copy.text()).match(/<html lang="(\w+)"/)?.[1] ?? "?") : null;
      });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("EHBO-post");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(kept, { timeout: 15_000 }).toBe("nl");
    await page.getByTestId("language-select").selectOption("fr");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("poste de secours");
    await expect.poll(kept, { timeout: 15_000 }).toBe("fr");
    await context.setOffline(true);
    const offline = await page.goto("/");
    // The painted copy itself, not the app's shell (the worker's fallback when it finds no copy).
    expect(await offline?.text()).toContain('id="prerendered-page"');
    await expect(page.getByRole("heading", { level: 1 }).first()).toContainText("poste de secours");
    await context.setOffline(false);
    // Online, the copy answers at once too (the worker fetches a fresh one for next time).
    await page.goto("about:blank");
    await page.goto("/");
    const delivery = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string })
          .deliveryType,
    );
    expect(delivery).toBe("cache-storage");
  });
});
