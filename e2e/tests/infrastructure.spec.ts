import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./helpers";

/** A day `n` days from now as YYYY-MM-DD (far enough ahead that the time zone does not matter). */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function createEvent(page: Page, orgId: string, name: string, date: string) {
  const res = await page.request.post(`/api/orgs/${orgId}/events`, {
    data: {
      name,
      date,
      startTime: "10:00",
      endTime: "22:00",
      location: "Citadelpark",
      requiredDoctors: 0,
      requiredNurses: 1,
      requiredFirstAiders: 2,
      requiredTents: 1,
      requiredAmbulances: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Through the asset form, as an admin does: a name and a type is all it takes. */
async function createAsset(page: Page, name: string, type: "ambulance" | "tent") {
  await page.goto("/dashboard/infrastructure");
  await page.getByTestId("asset-create").click();
  const form = page.getByTestId("asset-form");
  await form.getByTestId("asset-name").fill(name);
  await form.getByTestId("asset-type").selectOption(type);
  await form.getByTestId("asset-save").click();
  await expect(page.getByTestId("asset-dialog")).toBeHidden();
  const row = page.getByTestId("asset-list").locator("li").filter({ hasText: name });
  await expect(row).toBeVisible();
  return ((await row.getAttribute("data-testid")) as string).replace(/^asset-/, "");
}

test("an ambulance blocked for a period is refused for an event then, a tent goes to another event, and the planning shows the blocked days", async ({
  page,
}) => {
  const stamp = Date.now().toString(36).slice(-5);
  await signIn(page, "admin@demo.test");
  const me = await (await page.request.get("/api/me")).json();
  const orgId = me.organizations[0].id as string;
  const blockedDay = inDays(40);
  const busyEvent = await createEvent(page, orgId, `Havenfeesten ${stamp}`, blockedDay);
  const otherEvent = await createEvent(page, orgId, `Stadsloop ${stamp}`, inDays(47));

  // An ambulance, in the garage for two days.
  const ambulance = await createAsset(page, `Ziekenwagen ${stamp}`, "ambulance");
  await page.goto(`/dashboard/infrastructure/asset?id=${ambulance}&tab=periods`);
  await page.getByTestId("period-create").click();
  const period = page.getByTestId("period-dialog");
  await period.getByTestId("period-startsOn").fill(blockedDay);
  await period.getByTestId("period-endsOn").fill(inDays(39));
  await period.getByTestId("period-reason").selectOption("repair");
  await period.getByTestId("period-save").click();
  // The end before the start: the spec's words, and nothing saved.
  await expect(period.getByText("Ongeldige periode")).toBeVisible();
  await period.getByTestId("period-startsOn").fill(inDays(39));
  await period.getByTestId("period-endsOn").fill(blockedDay);
  await period.getByTestId("period-save").click();
  await expect(period).toBeHidden();
  await expect(page.getByTestId("period-list").locator("li")).toHaveCount(1);

  // On the event in that period: refused, and the page says why.
  await page.goto(`/dashboard/event-management?event=${busyEvent}&tab=infrastructure`);
  await page.getByTestId("open-asset-assign").click();
  const assign = page.getByTestId("asset-assign-dialog");
  await assign.getByTestId("asset-candidate-search").fill(`Ziekenwagen ${stamp}`);
  await expect(assign.getByTestId(`asset-candidate-${ambulance}`).getByTestId("asset-conflict")).toBeVisible();
  await assign.getByTestId(`assign-asset-${ambulance}`).click();
  await expect(assign.getByTestId("assign-refusal")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId(`event-asset-${ambulance}`)).toHaveCount(0);

  // A tent on the other event.
  const tent = await createAsset(page, `Posttent ${stamp}`, "tent");
  await page.goto(`/dashboard/event-management?event=${otherEvent}&tab=infrastructure`);
  await page.getByTestId("open-asset-assign").click();
  await assign.getByTestId("asset-candidate-search").fill(`Posttent ${stamp}`);
  await assign.getByTestId(`assign-asset-${tent}`).click();
  await expect(assign.getByTestId(`asset-candidate-${tent}`)).toContainText("Toegewezen");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId(`event-asset-${tent}`)).toBeVisible();

  // The planning view marks the ambulance's blocked days.
  await page.goto("/dashboard/infrastructure?tab=planning");
  const months =
    (Number(blockedDay.slice(0, 4)) - new Date().getUTCFullYear()) * 12 +
    Number(blockedDay.slice(5, 7)) -
    (new Date().getUTCMonth() + 1);
  for (let i = 0; i < months; i++) await page.getByTestId("planning-next").click();
  const row = page.getByTestId(`planning-row-${ambulance}`);
  await expect(row.getByRole("link", { name: /niet beschikbaar \(Herstelling\)/ })).toHaveCount(2);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("an admin places a tent on the site map with a tap, confirms, and it is still there after a reload", async ({
    page,
  }) => {
    const stamp = Date.now().toString(36).slice(-5);
    await signIn(page, "admin@demo.test");
    const me = await (await page.request.get("/api/me")).json();
    const orgId = me.organizations[0].id as string;
    const eventId = await createEvent(page, orgId, `Parkconcert ${stamp}`, inDays(55));
    const made = await page.request.post(`/api/orgs/${orgId}/assets`, {
      data: { name: `Tent ${stamp}`, type: "tent" },
    });
    expect(made.status(), await made.text()).toBe(201);
    const tent = ((await made.json()) as { id: string }).id;
    const assigned = await page.request.post(`/api/orgs/${orgId}/events/${eventId}/assets`, {
      data: { assetId: tent },
    });
    expect(assigned.status()).toBe(201);
    // The event's own point, typed in, so the map opens on the site.
    const site = await page.request.put(`/api/orgs/${orgId}/events/${eventId}/map/site`, {
      data: { latitude: 51.0375, longitude: 3.7225 },
    });
    expect(site.status()).toBe(200);

    await page.goto(`/dashboard/locations?event=${eventId}`);
    const map = page.getByTestId("site-map");
    await expect(map).toBeVisible();
    await page.getByTestId(`place-${tent}`).click();
    // A thumb's tap on the map, away from the event's own marker (the page scrolls the map into view).
    await expect(page.getByTestId("placement-bar")).toBeVisible();
    const box = await map.boundingBox();
    if (!box) throw new Error("the map has no size");
    await map.click({ position: { x: box.width * 0.3, y: box.height * 0.7 } });
    await expect(page.getByTestId("placement-draft")).toBeVisible();
    await page.getByTestId("placement-save").click();
    await expect(page.getByTestId(`map-marker-${tent}`)).toBeVisible();
    const item = page.getByTestId(`placement-item-${tent}`);
    await expect(item).not.toContainText("Nog niet op de kaart");
    const placedText = (await item.textContent()) ?? "";
    const coordinates = placedText.match(/-?\d+\.\d{5}/g);
    expect(coordinates?.length).toBeGreaterThanOrEqual(2);

    await page.reload();
    await expect(page.getByTestId(`map-marker-${tent}`)).toBeVisible();
    const after = (await page.getByTestId(`placement-item-${tent}`).textContent()) ?? "";
    expect(after.match(/-?\d+\.\d{5}/g)?.slice(0, 2)).toEqual(coordinates?.slice(0, 2));
    const stored = (await (await page.request.get(`/api/orgs/${orgId}/events/${eventId}/map`)).json()) as {
      assets: { assetId: string; placement: { latitude: number; longitude: number } | null }[];
    };
    const placement = stored.assets.find((a) => a.assetId === tent)?.placement;
    expect(placement?.latitude.toFixed(5)).toBe(coordinates?.[0]);
    expect(placement?.longitude.toFixed(5)).toBe(coordinates?.[1]);
  });
});
