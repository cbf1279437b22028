import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import * as mupdf from "mupdf";
import QRCode from "qrcode";
import { labelBox } from "../../apps/server/src/features/incidents/tag-sheet";
import { controlledByServiceWorker, keptForTheField } from "./field-helpers";
import { liveEvent, signIn } from "./helpers";
import { pageShot } from "./shots";

const shots = path.resolve(import.meta.dirname, "../screenshots");

async function personIn(
  browser: Browser,
  email: string,
  viewport = { width: 1280, height: 800 },
  options: Pick<BrowserContextOptions, "serviceWorkers" | "geolocation" | "permissions"> = {},
) {
  const context = await browser.newContext({
    serviceWorkers: "block",
    ...options,
    baseURL: test.info().project.use.baseURL,
    viewport,
  });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Answers the Triage Sieve's questions on the phone by tapping, one screen each. */
async function tap(page: Page, ...answers: [string, string][]) {
  for (const [question, value] of answers) {
    await expect(page.getByTestId(`triage-question-${question}`)).toBeVisible();
    await page.getByTestId(`answer-${question}-${value}`).click();
  }
}

test("an incident on the live event: declared by the admin, triaged on a phone by label and without, counted on the board at once, closed", async ({
  browser,
}) => {
  const admin = await personIn(browser, "admin@demo.test");
  const phone = await personIn(browser, "hulpverlener@demo.test", { width: 375, height: 812 });
  const { orgId, eventId } = await liveEvent(phone);
  // A sheet of labels printed before the event.
  const batch = (await (
    await admin.request.post(`/api/orgs/${orgId}/triage-tags`, { data: { count: 24 } })
  ).json()) as { firstCode: string };
  const hospital = (await (
    await admin.request.post(`/api/orgs/${orgId}/hospitals`, {
      data: { name: "AZ Groeninge", address: "President Kennedylaan 4, Kortrijk" },
    })
  ).json()) as { id: string };
  let incidentId: string | undefined;
  try {
    await admin.goto(`/dashboard/event-management?event=${eventId}`);
    await admin.getByTestId("incident-declare").click();
    const dialog = admin.getByTestId("declare-incident-dialog");
    await dialog.getByTestId("incident-name").fill("Tribune ingestort bij podium 2");
    await dialog.getByTestId("incident-exercise").click();
    await dialog.getByTestId("incident-declare-submit").click();
    await expect(admin.getByTestId("incident-page")).toBeVisible();
    incidentId = new URL(admin.url()).searchParams.get("id") ?? undefined;
    expect(incidentId).toBeTruthy();
    await expect(admin.getByTestId("count-T1")).toContainText("0");

    // The caregiver's phone switches to the board by itself.
    await phone.goto("/dashboard");
    await expect(phone.getByTestId("incident-page")).toBeVisible();
    await phone.getByTestId("incident-triage").click();
    await expect(phone.getByTestId("triage-page")).toBeVisible();
    await phone.getByTestId("triage-tag").fill(batch.firstCode.toLowerCase());
    await phone.getByTestId("triage-lookup").click();
    await tap(phone, ["catastrophicHaemorrhage", "false"], ["walks", "no"], ["breathing", "true"]);
    await pageShot(phone, path.join(shots, "incident-triage-question-375.png"));
    await tap(phone, ["respiratoryRate", "30"]);
    await expect(phone.getByTestId("outcome-T1")).toBeVisible();
    await pageShot(phone, path.join(shots, "incident-triage-outcome-375.png"));
    await phone.getByTestId("triage-save").click();
    await expect(phone.getByTestId("triage-saved")).toContainText(batch.firstCode);

    // The admin's board counts it without a reload.
    await expect(admin.getByTestId("count-T1")).toContainText("1", { timeout: 5_000 });
    await expect(admin.getByTestId(`casualty-${batch.firstCode}`)).toBeVisible();

    // The next one has no label and walks away: chosen directly.
    await phone.getByTestId("triage-next").click();
    await phone.getByTestId("triage-no-tag").click();
    await phone.getByTestId("triage-direct-open").click();
    await phone.getByTestId("choose-T3").click();
    await expect(phone.getByTestId("triage-saved")).toBeVisible();
    await expect(admin.getByTestId("count-T3")).toContainText("1", { timeout: 5_000 });

    // The same label read from a photo of it (the scanner's still-image path, as on a phone
    // without camera permission) is the same casualty, re-triaged.
    await phone.getByTestId("triage-next").click();
    const photo = await QRCode.toBuffer(batch.firstCode, { margin: 4, width: 480 });
    await phone.getByTestId("scan-photo").setInputFiles({ name: "label.png", mimeType: "image/png", buffer: photo });
    await expect(phone.getByTestId("triage-existing")).toContainText(batch.firstCode);

    // The hospital said on the phone it takes no T1 now; the ambulance takes the T1 casualty
    // there all the same, after the warning.
    await admin.getByTestId(`capacity-${hospital.id}-T1`).fill("0");
    await admin.getByTestId(`capacity-save-${hospital.id}`).click();
    await expect(admin.getByTestId(`incident-hospital-${hospital.id}`)).toContainText("T1: 0 / 0");
    await admin.getByTestId(`casualty-transport-open-${batch.firstCode}`).click();
    const transport = admin.getByTestId("transport-dialog");
    await transport.getByTestId("transport-ambulance").selectOption({ index: 1 });
    await transport.getByTestId("transport-hospital").selectOption(hospital.id);
    await transport.getByTestId("transport-submit").click();
    await expect(transport.getByTestId("transport-full")).toBeVisible();
    await transport.getByTestId("transport-confirm").click();
    await expect(admin.getByTestId(`casualty-transport-${batch.firstCode}`)).toContainText("AZ Groeninge");
    await expect(admin.getByTestId("place-on_the_way")).toBeVisible();
    await expect(admin.getByTestId(`incident-hospital-${hospital.id}`)).toContainText("T1: 1 / 0");
    await pageShot(admin, path.join(shots, "incident-board-1280.png"));
    await phone.goto(`/dashboard/incident?id=${incidentId}`);
    await expect(phone.getByTestId("incident-page")).toBeVisible();
    await pageShot(phone, path.join(shots, "incident-board-375.png"));
    const fits = await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    await admin.getByTestId("incident-wall-link").click();
    await expect(admin.getByTestId("incident-wall")).toBeVisible();
    await pageShot(admin, path.join(shots, "incident-wall-1280.png"));
    await admin.goBack();

    // Taken into treatment: a full record of the event, with the triage on it.
    await admin.getByTestId(`casualty-record-${batch.firstCode}`).click();
    await expect(admin.getByTestId("patient-record")).toBeVisible();
    await expect(admin.getByTestId("patient-triage")).toContainText(batch.firstCode);
    await admin.goto(`/dashboard/incident?id=${incidentId}`);
    await admin.getByTestId("incident-close").click();
    await admin.getByTestId("close-incident-dialog").getByTestId("incident-close-submit").click();
    await expect(admin.getByTestId("incident-page")).toContainText("Afgesloten");
    // The report for the organiser and the medical authority.
    await admin.getByTestId("incident-more").click();
    const [report] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByTestId("incident-report-pdf").click(),
    ]);
    expect(report.suggestedFilename()).toMatch(/incidentrapport\.pdf$/);
  } finally {
    await phone.context().close();
    if (incidentId) {
      // An exercise: closed (if the test stopped early) and deleted, so later journeys see no incident.
      await admin.request.post(`/api/orgs/${orgId}/incidents/${incidentId}/close`, {
        data: { finalCounts: { T1: 0, T2: 0, T3: 0, dead: 0 } },
      });
      await admin.request.delete(`/api/orgs/${orgId}/incidents/${incidentId}`);
    }
    await admin.request.delete(`/api/orgs/${orgId}/hospitals/${hospital.id}`);
    await admin.context().close();
  }
});

/** Label `i` of a printed sheet as a phone's photo of it would show it: drawn from the PDF at 200 dpi. */
function labelPhoto(pdf: Buffer, i: number): Buffer {
  const page = mupdf.Document.openDocument(new Uint8Array(pdf), "application/pdf").loadPage(0);
  const scale = 200 / 72;
  const box = labelBox(i);
  const bbox: [number, number, number, number] = [
    Math.floor(box.x * scale),
    Math.floor(box.y * scale),
    Math.ceil((box.x + box.width) * scale),
    Math.ceil((box.y + box.height) * scale),
  ];
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, bbox, false);
  pixmap.clear(255);
  const device = new mupdf.DrawDevice(mupdf.Matrix.scale(scale, scale), pixmap);
  page.run(device, mupdf.Matrix.identity);
  device.close();
  return Buffer.from(pixmap.asPNG());
}

const codeOf = (first: string, n: number) =>
  first.replace(/\d+$/, (d) => String(Number(d) + n).padStart(d.length, "0"));

/** One casualty on a phone: by label (scanned or typed) or without, then a category chosen directly. */
async function triageOne(page: Page, how: { photo?: Buffer; code?: string }, category: "T1" | "T2" | "T3" | "dead") {
  if (await page.getByTestId("triage-next").isVisible()) await page.getByTestId("triage-next").click();
  if (how.photo)
    await page.getByTestId("scan-photo").setInputFiles({ name: "label.png", mimeType: "image/png", buffer: how.photo });
  else if (how.code) {
    await page.getByTestId("triage-tag").fill(how.code);
    await page.getByTestId("triage-lookup").click();
  } else await page.getByTestId("triage-no-tag").click();
  await page.getByTestId("triage-direct-open").click();
  await page.getByTestId(`choose-${category}`).click();
  await expect(page.getByTestId("triage-saved")).toBeVisible();
}

test("two caregiver phones triage ten casualties, one of them offline: the board counts each within 2 s and the right totals after the offline phone reconnects", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await personIn(browser, "admin@demo.test");
  // Phone A lets the app use its position: each of its triages is placed on the site map.
  const phoneA = await personIn(
    browser,
    "hulpverlener@demo.test",
    { width: 375, height: 812 },
    { permissions: ["geolocation"] },
  );
  // The offline phone has the app installed (its service worker), as a phone at the post has.
  const phoneB = await personIn(
    browser,
    "elise.peeters@demo.test",
    { width: 375, height: 812 },
    { serviceWorkers: "allow" },
  );
  const { orgId, eventId } = await liveEvent(phoneA);
  const eliseId = ((await (await phoneB.request.get("/api/me")).json()) as { user: { id: string } }).user.id;
  // The second caregiver works at the live event for this journey (the demo assigns the first).
  const assigned = await admin.request.post(`/api/orgs/${orgId}/events/${eventId}/assignments`, {
    data: { userId: eliseId, qualification: "doctor" },
  });
  const batch = (await (
    await admin.request.post(`/api/orgs/${orgId}/triage-tags`, { data: { count: 24 } })
  ).json()) as { id: string; firstCode: string };
  const sheet = await admin.request.get(`/api/orgs/${orgId}/triage-tags/${batch.id}/labels.pdf`);
  expect(sheet.status()).toBe(200);
  const pdf = await sheet.body();
  const hospital = (await (
    await admin.request.post(`/api/orgs/${orgId}/hospitals`, {
      data: { name: "AZ Delta", address: "Deltalaan 1, Roeselare" },
    })
  ).json()) as { id: string };
  let incidentId: string | undefined;
  try {
    const declared = await admin.request.post(`/api/orgs/${orgId}/events/${eventId}/incidents`, {
      data: { name: "Hitte bij de mainstage", exercise: true },
    });
    expect(declared.status(), await declared.text()).toBe(201);
    incidentId = ((await declared.json()) as { id: string }).id;
    await admin.goto(`/dashboard/incident?id=${incidentId}`);
    await expect(admin.getByTestId("incident-page")).toBeVisible();

    // Phone B opens the app where a caregiver starts (the home page, which switches to the board),
    // is installed for offline use, then loses the network and reloads: the board is still there.
    await phoneB.goto("/dashboard");
    await expect(phoneB.getByTestId("incident-page")).toBeVisible();
    await controlledByServiceWorker(phoneB);
    // The board and the open incidents are on the device before the network goes.
    await keptForTheField(phoneB, ["incidents", "board", incidentId as string]);
    await phoneB.context().setOffline(true);
    await phoneB.reload();
    await expect(phoneB.getByTestId("incident-page")).toBeVisible();
    await phoneB.getByTestId("incident-triage").click();
    await expect(phoneB.getByTestId("triage-page")).toBeVisible();

    // Phone A, online: five casualties, two from photos of the printed labels, two typed, one without.
    const tile = (category: string) => admin.getByTestId(`count-${category}`);
    await phoneA.goto(`/dashboard/incident/triage?id=${incidentId}`);
    const online: [{ photo?: Buffer; code?: string }, "T1" | "T2" | "T3" | "dead", string][] = [
      [{ photo: labelPhoto(pdf, 0) }, "T1", "1"],
      [{ photo: labelPhoto(pdf, 1) }, "T2", "1"],
      [{ code: codeOf(batch.firstCode, 2) }, "T3", "1"],
      [{ code: codeOf(batch.firstCode, 3).toLowerCase() }, "T3", "2"],
      [{}, "T2", "2"],
    ];
    const site = (
      (await (await admin.request.get(`/api/orgs/${orgId}/events/${eventId}/map`)).json()) as {
        event: { site: { latitude: number; longitude: number } | null };
      }
    ).event.site;
    expect(site, "the live demo event has a point on its site map").toBeTruthy();
    for (const [i, [how, category, expected]] of online.entries()) {
      // The crew walks from casualty to casualty: about 25 m apart on the site.
      await phoneA.context().setGeolocation({
        latitude: (site?.latitude ?? 0) + 0.0002 * (i - 2),
        longitude: site?.longitude ?? 0,
        accuracy: 8,
      });
      await triageOne(phoneA, how, category);
      // The admin's board shows it within 2 s, without a reload.
      await expect(tile(category)).toContainText(expected, { timeout: 2_000 });
    }
    await expect(admin.getByTestId(`casualty-${batch.firstCode}`)).toBeVisible();
    await expect(admin.getByTestId(`casualty-${codeOf(batch.firstCode, 1)}`)).toBeVisible();

    // Phone B, offline: five more, kept on the phone; the board does not have them yet.
    const offline: [{ code?: string }, "T1" | "T2" | "T3" | "dead"][] = [
      [{ code: codeOf(batch.firstCode, 4) }, "T1"],
      [{ code: codeOf(batch.firstCode, 5) }, "T3"],
      [{ code: codeOf(batch.firstCode, 6) }, "dead"],
      [{ code: codeOf(batch.firstCode, 7) }, "T3"],
      [{}, "T2"],
    ];
    for (const [how, category] of offline) {
      await triageOne(phoneB, how, category);
      await expect(phoneB.getByTestId("triage-kept")).toBeVisible();
    }
    await expect(phoneB.getByTestId("incident-waiting-item")).toHaveCount(5);
    await pageShot(phoneB, path.join(shots, "incident-triage-offline-375.png"));
    await expect(tile("T1")).toContainText("1");

    // Back online: the queue empties and the board has all ten, each once.
    await phoneB.context().setOffline(false);
    await expect(phoneB.getByTestId("incident-waiting")).toHaveCount(0, { timeout: 20_000 });
    await expect(tile("T1")).toContainText("2", { timeout: 5_000 });
    await expect(tile("T2")).toContainText("3");
    await expect(tile("T3")).toContainText("4");
    await expect(tile("dead")).toContainText("1");
    const board = (await (await admin.request.get(`/api/orgs/${orgId}/incidents/${incidentId}`)).json()) as {
      counts: Record<string, number>;
      casualties: { tagCode: string | null }[];
    };
    expect(board.counts).toEqual({ T1: 2, T2: 3, T3: 4, dead: 1 });
    expect(board.casualties).toHaveLength(10);
    expect(new Set(board.casualties.map((c) => c.tagCode).filter(Boolean)).size).toBe(8);

    // Phone A's casualties are on the board's map where they were triaged, and on the event's
    // Locations tab with its assets; phone B sent no position, and the map says how many lack one.
    const map = admin.getByTestId("incident-map");
    await expect(map.getByTestId(`casualty-marker-${batch.firstCode}`)).toBeVisible();
    await expect(map).toContainText("5 slachtoffers zonder positie");
    await map.scrollIntoViewIfNeeded();
    await pageShot(admin, path.join(shots, "incident-board-map-1280.png"));
    await admin.goto(`/dashboard/event-management?event=${eventId}&tab=locations`);
    const locations = admin.getByTestId("event-locations");
    await expect(locations.getByTestId(`casualty-marker-${codeOf(batch.firstCode, 1)}`)).toBeVisible();
    await expect(locations.locator('[data-testid^="casualty-marker-"]')).toHaveCount(5);
    await pageShot(admin, path.join(shots, "event-locations-1280.png"));

    // Two casualties go into the ambulance, to the hospital; then the incident is closed and its
    // report is opened and looked at as an image.
    await admin.goto(`/dashboard/incident?id=${incidentId}`);
    for (const code of [batch.firstCode, codeOf(batch.firstCode, 4)]) {
      await admin.getByTestId(`casualty-transport-open-${code}`).click();
      const transport = admin.getByTestId("transport-dialog");
      await transport.getByTestId("transport-ambulance").selectOption({ index: 1 });
      await transport.getByTestId("transport-hospital").selectOption(hospital.id);
      await transport.getByTestId("transport-submit").click();
      await expect(admin.getByTestId(`casualty-transport-${code}`)).toContainText("AZ Delta");
    }
    await expect(admin.getByTestId(`incident-hospital-${hospital.id}`)).toContainText("T1: 2");
    await admin.getByTestId("incident-close").click();
    await admin.getByTestId("close-incident-dialog").getByTestId("incident-close-submit").click();
    await expect(admin.getByTestId("incident-page")).toContainText("Afgesloten");
    await admin.getByTestId("incident-more").click();
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByTestId("incident-report-pdf").click(),
    ]);
    const report = mupdf.Document.openDocument(
      new Uint8Array(await readFile((await download.path()) as string)),
      "application/pdf",
    );
    const first = report.loadPage(0);
    const words = first.toStructuredText("preserve-whitespace").asText();
    expect(words).toContain("Hitte bij de mainstage");
    expect(words).toContain("AZ Delta");
    await writeFile(
      path.join(shots, "incident-report-page1.png"),
      first.toPixmap(mupdf.Matrix.scale(1.5, 1.5), mupdf.ColorSpace.DeviceRGB, false, true).asPNG(),
    );
  } finally {
    if (incidentId) {
      await admin.request.post(`/api/orgs/${orgId}/incidents/${incidentId}/close`, {
        data: { finalCounts: { T1: 0, T2: 0, T3: 0, dead: 0 } },
      });
      await admin.request.delete(`/api/orgs/${orgId}/incidents/${incidentId}`);
    }
    if (assigned.status() === 201)
      await admin.request.delete(`/api/orgs/${orgId}/events/${eventId}/assignments/${eliseId}`);
    await admin.request.delete(`/api/orgs/${orgId}/hospitals/${hospital.id}`);
    await phoneA.context().close();
    await phoneB.context().close();
    await admin.context().close();
  }
});

test("the triage flow, the board and the wall screen, looked at in Dutch and English on a phone and a desk screen", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await personIn(browser, "admin@demo.test");
  const caregiver = await personIn(browser, "hulpverlener@demo.test");
  const { orgId, eventId } = await liveEvent(caregiver);
  await caregiver.context().close();
  const site = (
    (await (await admin.request.get(`/api/orgs/${orgId}/events/${eventId}/map`)).json()) as {
      event: { site: { latitude: number; longitude: number } | null };
    }
  ).event.site;
  const declared = await admin.request.post(`/api/orgs/${orgId}/events/${eventId}/incidents`, {
    data: { name: "Crowd crush at the north gate", exercise: true },
  });
  expect(declared.status(), await declared.text()).toBe(201);
  const incidentId = ((await declared.json()) as { id: string }).id;
  try {
    // Eight casualties, spread over the site, as the phones would have sent them.
    const categories = ["T1", "T1", "T2", "T2", "T2", "T3", "T3", "dead"] as const;
    for (const [i, category] of categories.entries()) {
      const triaged = await admin.request.post(`/api/orgs/${orgId}/incidents/${incidentId}/triages`, {
        data: {
          clientId: `shots-${i}-${Date.now()}`,
          category,
          approxAge: 20 + i * 6,
          description: i % 2 ? "Rode jas" : null,
          ...(site ? { latitude: site.latitude + 0.0003 * (i - 4), longitude: site.longitude + 0.0002 * (i % 3) } : {}),
        },
      });
      expect(triaged.ok(), await triaged.text()).toBe(true);
    }
    for (const language of ["nl", "en"] as const) {
      await admin.request.put("/api/me/language", { data: { language } });
      for (const width of [375, 1280]) {
        await admin.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        const shot = (name: string) => path.join(shots, `incident-${name}-${language}-${width}.png`);
        await admin.goto(`/dashboard/incident?id=${incidentId}`);
        await expect(admin.getByTestId("incident-page")).toBeVisible();
        await expect(admin.getByTestId("count-T2")).toContainText("3");
        await expect(admin.getByTestId("incident-map")).toBeVisible();
        await pageShot(admin, shot("board"));
        expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await admin.goto(`/dashboard/incident?id=${incidentId}&wall=1`);
        await expect(admin.getByTestId("incident-wall")).toBeVisible();
        await pageShot(admin, shot("wall"));
        await admin.goto(`/dashboard/incident/triage?id=${incidentId}`);
        await admin.getByTestId("triage-no-tag").click();
        await tap(admin, ["catastrophicHaemorrhage", "false"], ["walks", "no"]);
        await expect(admin.getByTestId("triage-question-breathing")).toBeVisible();
        await pageShot(admin, shot("triage"));
        expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    }
  } finally {
    await admin.request.put("/api/me/language", { data: { language: "nl" } });
    await admin.request.post(`/api/orgs/${orgId}/incidents/${incidentId}/close`, {
      data: { finalCounts: { T1: 0, T2: 0, T3: 0, dead: 0 } },
    });
    await admin.request.delete(`/api/orgs/${orgId}/incidents/${incidentId}`);
    await admin.context().close();
  }
});

test("declaring with empty, huge and hostile input: a clear message, nothing made, and markup shown as text", async ({
  browser,
}) => {
  const admin = await personIn(browser, "admin@demo.test", { width: 375, height: 812 });
  const caregiver = await personIn(browser, "hulpverlener@demo.test");
  const { orgId, eventId } = await liveEvent(caregiver);
  await caregiver.context().close();
  const open = async () =>
    (
      (await (await admin.request.get(`/api/orgs/${orgId}/events/${eventId}/incidents`)).json()) as {
        id: string;
        closedAt: string | null;
      }[]
    ).filter((i) => i.closedAt === null);
  let made: string | undefined;
  try {
    await admin.goto(`/dashboard/event-management?event=${eventId}`);
    await admin.getByTestId("incident-declare").click();
    const dialog = admin.getByTestId("declare-incident-dialog");
    await dialog.getByTestId("incident-declare-submit").click();
    await expect(dialog.getByText(/verplicht|invullen/i).first()).toBeVisible();
    await dialog.getByTestId("incident-name").fill("x".repeat(5000));
    await dialog.getByTestId("incident-declare-submit").click();
    await expect(dialog.getByText(/te lang|maximaal|hoogstens/i).first()).toBeVisible();
    expect(await open()).toEqual([]);
    let dialogs = 0;
    admin.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    const hostile = `<img src=x onerror="alert(1)"> Tribune "A" & 'B'`;
    await dialog.getByTestId("incident-name").fill(hostile);
    await dialog.getByTestId("incident-exercise").click();
    await dialog.getByTestId("incident-declare-submit").click();
    await expect(admin.getByTestId("incident-page")).toBeVisible();
    made = new URL(admin.url()).searchParams.get("id") ?? undefined;
    await expect(admin.getByTestId("incident-name")).toHaveText(hostile);
    expect(dialogs).toBe(0);
    expect(await admin.locator("img[src='x']").count()).toBe(0);
  } finally {
    for (const incident of await open()) {
      await admin.request.post(`/api/orgs/${orgId}/incidents/${incident.id}/close`, {
        data: { finalCounts: { T1: 0, T2: 0, T3: 0, dead: 0 } },
      });
      await admin.request.delete(`/api/orgs/${orgId}/incidents/${incident.id}`);
    }
    if (made) await admin.request.delete(`/api/orgs/${orgId}/incidents/${made}`);
    await admin.context().close();
  }
});
