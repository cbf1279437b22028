import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import { DEMO_PASSWORD } from "./helpers";

/** What the field mode journeys share: the service worker, the queue, the device's store. */

export async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const response = await api.post("/api/auth/sign-in/email", { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return api;
}

/** Waits until the service worker has installed and controls the page (the app shell is cached). */
export async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          // Active means installed: every page and word of the app is in the cache by then.
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === "activated" && !!navigator.serviceWorker.controller;
        }),
      { timeout: 45_000 },
    )
    .toBe(true);
}

export async function quickRegister(page: Page, name: string, complaint: string) {
  await page.getByTestId("patient-quick-input").first().click();
  await page.getByTestId("quick-name").fill(name);
  await page.getByTestId("quick-complaint").fill(complaint);
  await page.getByTestId("quick-urgency-medium").click();
  await page.getByTestId("quick-save").click();
  await expect(page.getByTestId("patient-name")).toHaveText(name);
}

export async function measure(page: Page, values: Record<string, string>) {
  await page.getByTestId("vitals-new").click();
  const dialog = page.getByTestId("vitals-dialog");
  for (const [field, value] of Object.entries(values)) await dialog.getByTestId(`vitals-${field}`).fill(value);
  await dialog.getByTestId("vitals-save").click();
  // The table on a desk screen, a card per measurement on a phone.
  await expect(dialog.getByTestId(/^vitals-(table|cards)$/).filter({ visible: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

export async function waiting(page: Page, count: number) {
  await expect(page.getByTestId("field-waiting-count")).toHaveText(String(count));
}

export async function allSent(page: Page) {
  await expect(page.getByTestId("field-status")).toHaveAttribute("data-state", "online", { timeout: 20_000 });
  await expect(page.getByTestId("field-waiting-count")).toHaveCount(0);
}

/**
 * What field mode keeps in this browser's IndexedDB: the queue and the last-seen data. A store the
 * browser deleted (a sign-out's Clear-Site-Data) counts as empty.
 */
export async function fieldStore(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ queue: number; snapshot: number }>((resolve, reject) => {
        const open = indexedDB.open("hulppost-field");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("queue")) {
            db.close();
            resolve({ queue: 0, snapshot: 0 });
            return;
          }
          const tx = db.transaction(["queue", "snapshot"]);
          const queue = tx.objectStore("queue").count();
          const snapshot = tx.objectStore("snapshot").count();
          tx.oncomplete = () => {
            db.close();
            resolve({ queue: queue.result, snapshot: snapshot.result });
          };
        };
      }),
  );
}

/** The query keys the device keeps for an offline start (the snapshot in IndexedDB). */
export async function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open("hulppost-field");
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("snapshot")) return resolve([]);
          const get = db.transaction("snapshot").objectStore("snapshot").get("queries");
          get.onsuccess = () => {
            const kept = get.result as { state: { queries: { queryKey: unknown[] }[] } } | undefined;
            db.close();
            resolve((kept?.state.queries ?? []).map((q) => JSON.stringify(q.queryKey)));
          };
          get.onerror = () => resolve([]);
        };
      }),
  );
}

/**
 * One event's detail (its post, team and contacts) as a kind for `keptForTheField`: fetched ahead
 * beside the patient lists, so a list kept says nothing of the detail.
 */
export const eventDetailKind = (eventId: string) => `event","${eventId}`;

/** Waits until the device keeps what an offline start needs: the person, and these kinds of data. */
export async function keptForTheField(page: Page, kinds: string[]) {
  await expect
    .poll(
      async () => {
        const keys = await keptKeys(page);
        return keys.includes('["me"]') && kinds.every((kind) => keys.some((k) => k.includes(`"${kind}"`)));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

type Appearances = { __appeared?: Record<string, number> };

/**
 * From the next page load on, notes when each of these test ids is first shown, on the page's own
 * clock (ms since its navigation began, so a reload counts from the press). What the person waits
 * for, without the test's own round trips to the browser, which a trace being recorded on a busy
 * machine stretches to seconds.
 */
export async function noteWhenShown(page: Page, testIds: string[]) {
  await page.addInitScript((ids) => {
    const seen: Record<string, number> = {};
    (window as Appearances).__appeared = seen;
    const look = () => {
      for (const id of ids) {
        if (id in seen) continue;
        const element = document.querySelector(`[data-testid="${id}"]`);
        if (element?.checkVisibility()) seen[id] = performance.now();
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
  }, testIds);
}

/** When the test id was first shown in this page load (see `noteWhenShown`), once it is. */
export async function shownAt(page: Page, testId: string): Promise<number> {
  await expect
    .poll(() => page.evaluate((id) => (window as Appearances).__appeared?.[id] ?? null, testId))
    .not.toBeNull();
  return page.evaluate((id) => (window as Appearances).__appeared?.[id] ?? Number.NaN, testId);
}
