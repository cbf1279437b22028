import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { liveEvent, signIn } from "./helpers";
import { expectFits, pageShot } from "./shots";

/**
 * Every button and link fits at 375 px in the languages with the longest words (French and Spanish):
 * it wraps or it fits, and no page is wider than the phone (decision 062). With
 * LANGUAGE_FIT_SHOTS=<folder> the journey also keeps pictures of the pages a reader checks by eye.
 */
const shotsDir = process.env.LANGUAGE_FIT_SHOTS;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

async function shot(page: Page, name: string, language: string) {
  if (shotsDir) await pageShot(page, path.join(shotsDir, `${name}-${language}-375.png`));
}

/**
 * The buttons, links, tabs and menu items on the screen whose words do not fit: words that reach
 * out of the control's box (a label that does not wrap), words cut off inside it (an ellipsis), or
 * a control past the screen's edge; and any words kept on one line that leave their box. A link that is a card (paragraphs, a list) is only checked to be
 * on the screen: it cuts a long event name on purpose. Parts of a row that scrolls sideways on
 * purpose (the event's tabs) and drawers out of view are not counted.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "inline";
    };
    // A 1 px part is words for screen readers only.
    const forScreenReaders = (element: Element) => element.getBoundingClientRect().width <= 1;
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if ((overflowX === "auto" || overflowX === "scroll") && parent !== document.documentElement) return true;
      }
      return false;
    };
    const nameOf = (element: Element) => {
      const id = element.getAttribute("data-testid");
      const words = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
      return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ""} "${words}"`;
    };
    const controlsSelector = "button, a[href], [role=button], [role=tab], [role=menuitem], [role=menuitemradio]";
    const controls = document.querySelectorAll<HTMLElement>(controlsSelector);
    for (const control of Array.from(controls)) {
      if (!shown(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.right <= 0 || box.left >= width) continue; // a drawer out of view
      if (!inScroller(control) && (box.right > width + 1 || box.left < -1))
        problems.push(`${nameOf(control)}: reaches past the screen (${Math.round(box.left)}–${Math.round(box.right)})`);
      if (control.querySelector("p, h1, h2, h3, h4, h5, h6, ul, ol, dl, li, table")) continue; // a card
      const words = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || forScreenReaders(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const { left, right } = range.getBoundingClientRect();
        if (right > box.right + 1 || left < box.left - 1)
          problems.push(
            `${nameOf(control)}: "${node.textContent.trim()}" reaches out of its ${Math.round(box.width)} px box`,
          );
      }
      for (const part of [control, ...Array.from(control.querySelectorAll<HTMLElement>("*"))]) {
        const style = getComputedStyle(part);
        const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
        if (clips && shown(part) && !forScreenReaders(part) && part.scrollWidth > part.clientWidth + 1)
          problems.push(`${nameOf(control)}: words cut off (${part.scrollWidth} px in ${part.clientWidth} px)`);
      }
    }
    // Words kept on one line (a value with its unit, a badge) that leave their box.
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const style = getComputedStyle(element);
      if (style.whiteSpace !== "nowrap" || style.overflowX !== "visible" || element.closest(controlsSelector)) continue;
      if (!shown(element) || forScreenReaders(element) || inScroller(element) || !element.textContent?.trim()) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        problems.push(`${nameOf(element)}: ${element.scrollWidth} px of words in a ${element.clientWidth} px box`);
    }
    return problems;
  });
}

/** The page is no wider than the phone, and every control on it fits (see `overflowing`). */
async function expectEverythingFits(page: Page, where: string) {
  await expectFits(page);
  expect(await overflowing(page), `${where} at 375 px`).toEqual([]);
}

/**
 * The header of a signed-in page: the organisation's name keeps room to be read next to the bell,
 * the vacancy badge, the language and the account menu.
 */
async function expectHeaderFits(page: Page, where: string) {
  const header = page.locator("header").first();
  const room = await header.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
    name: element
      .querySelector("[data-testid=organization-label], [data-testid=organization-picker]")
      ?.getBoundingClientRect().width,
  }));
  expect(room.scroll, `${where}: the header is wider than the screen`).toBeLessThanOrEqual(room.client + 1);
  expect(room.name ?? 0, `${where}: the organisation's name has no room in the header`).toBeGreaterThanOrEqual(72);
}

async function inLanguage(page: Page, language: string) {
  await page.request.put("/api/me/language", { data: { language } });
}

/** Opens `url` and waits for its part `ready` (a test id), or else its main heading, and the data. */
async function open(page: Page, url: string, ready?: string) {
  await page.goto(url);
  await expect((ready ? page.getByTestId(ready) : page.getByRole("heading", { level: 1 })).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test.use({ viewport: { width: 375, height: 812 } });

for (const language of ["fr", "es"]) {
  test.describe(`at 375 px in ${language}`, () => {
    test("the landing page and the sign-in page", async ({ page }) => {
      await open(page, `/?lng=${language}`, "contact-form");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expectEverythingFits(page, "landing page");
      await shot(page, "landing", language);
      await open(page, `/auth?lng=${language}`, "sign-in-form");
      await expectEverythingFits(page, "sign-in page");
    });

    test("a responder's dashboard, header, events, post list, patient record and sign-out warning", async ({
      page,
    }) => {
      await signIn(page, "hulpverlener@demo.test");
      await inLanguage(page, language);
      try {
        await open(page, "/dashboard", "caregiver-dashboard");
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByTestId("vacancy-badge")).toBeVisible();
        await expectHeaderFits(page, "responder's dashboard");
        await expectEverythingFits(page, "responder's dashboard");
        // The account menu and the language menu open over the header.
        await page.getByTestId("account-menu").click();
        await expect(page.getByTestId("sign-out")).toBeVisible();
        await expectEverythingFits(page, "account menu");
        await page.keyboard.press("Escape");

        await open(page, "/dashboard/events");
        await expectEverythingFits(page, "responder's events");

        const { orgId, eventId } = await liveEvent(page);
        await open(page, `/dashboard/event-detail?id=${eventId}`, "patient-list");
        await expectEverythingFits(page, "responder's event and its post's list");
        const patients = (await (
          await page.request.get(`/api/orgs/${orgId}/events/${eventId}/patients?sort=news2`)
        ).json()) as { items: { id: string }[] };
        const patientId = patients.items[0]?.id as string;
        await open(page, `/dashboard/patient?id=${patientId}`, "patient-record");
        await expectEverythingFits(page, "patient record (responder)");

        // Field mode's warning before signing out with changes not yet sent: two changes waiting
        // on this device, as a post offline leaves them (the queue field mode keeps in IndexedDB).
        const me = await (await page.request.get("/api/me")).json();
        await page.goto(`/?lng=${language}`);
        await page.evaluate(
          async ({ ownerId, orgId, patientId }) => {
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
              const request = indexedDB.open("hulppost-field", 1);
              request.onupgradeneeded = () => {
                request.result.createObjectStore("queue", { autoIncrement: true });
                request.result.createObjectStore("snapshot");
              };
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            });
            const queuedAt = new Date().toISOString();
            const write = { ownerId, orgId, patientId, queuedAt, attempts: 0, kind: "changeStatus" };
            const transaction = db.transaction("queue", "readwrite");
            for (const status of ["completed", "hospital_referral"])
              transaction.objectStore("queue").add({ ...write, body: { status, changedAt: queuedAt } });
            await new Promise((done) => {
              transaction.oncomplete = done;
            });
            db.close();
          },
          { ownerId: me.user.id as string, orgId, patientId },
        );
        await page.goto("/logout");
        await expect(page.getByTestId("unsent-warning")).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expectEverythingFits(page, "sign-out warning");
      } finally {
        await inLanguage(page, "nl");
      }
    });

    test("an admin's dashboard, events, an event, the post's list, a patient record and the handover", async ({
      page,
    }) => {
      await signIn(page, "admin@demo.test");
      await inLanguage(page, language);
      try {
        await open(page, "/dashboard");
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expectHeaderFits(page, "admin's dashboard");
        await expectEverythingFits(page, "admin's dashboard");

        await open(page, "/dashboard/event-management?view=list");
        await expectEverythingFits(page, "events list");

        const me = await (await page.request.get("/api/me")).json();
        const orgId = me.organizations[0].id as string;
        const [live] = (await (await page.request.get(`/api/orgs/${orgId}/events?filter=ongoing`)).json()) as {
          id: string;
        }[];
        const eventId = live?.id as string;
        for (const tab of ["overview", "personnel", "infrastructure"]) {
          await open(page, `/dashboard/event-management?event=${eventId}&tab=${tab}`, "admin-event-detail");
          await expectEverythingFits(page, `event page, ${tab} tab`);
        }
        await open(page, `/dashboard/event-management?event=${eventId}&tab=patients`, "patient-list");
        await expectEverythingFits(page, "the post's list");
        await shot(page, "post-list", language);

        const patients = (await (
          await page.request.get(`/api/orgs/${orgId}/events/${eventId}/patients?sort=news2`)
        ).json()) as { items: { id: string }[] };
        const patientId = patients.items[0]?.id as string;
        await open(page, `/dashboard/patients/new?event=${eventId}&mode=quick`, "quick-input-form");
        await expectEverythingFits(page, "quick registration");
        await open(page, `/dashboard/patient?id=${patientId}`, "patient-record");
        await expectEverythingFits(page, "patient record");
        await shot(page, "patient-record", language);

        await open(page, `/dashboard/patient/handover?id=${patientId}`, "handover-sheet");
        await expectEverythingFits(page, "handover sheet");
        await shot(page, "handover", language);
      } finally {
        await inLanguage(page, "nl");
      }
    });
  });
}
