import { rmSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Screenshots that show a page as a person scrolls it. Two ways a full-page capture lied: past
 * about 8,000 px Chromium (software-rendered here, --disable-gpu) repeats the top of the page
 * instead of its bottom, and a sticky or fixed header is painted wherever the page happened to be
 * scrolled, in the middle of the picture. So: a page that fits under LONGEST is captured whole
 * from the top (its header where a person sees it, a bar stuck to the bottom where it rests in
 * the flow); a longer one, or a section, in viewport-high
 * slices `name-1.png`, `name-2.png`, … each taken after scrolling there, the header on top as it is
 * on the screen and the slices overlapping by the header's height so nothing hides under it.
 */
const LONGEST = 7_500;

/** How much of the top of the viewport a sticky or fixed header covers. */
async function headerHeight(page: Page) {
  return page.evaluate(() => {
    let covered = 0;
    for (const element of Array.from(document.querySelectorAll("header, nav, [data-sticky]"))) {
      const style = getComputedStyle(element);
      if (style.position !== "sticky" && style.position !== "fixed") continue;
      const box = element.getBoundingClientRect();
      if (box.top <= 1 && box.height < window.innerHeight / 3) covered = Math.max(covered, box.bottom);
    }
    return Math.round(covered);
  });
}

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  // Two frames: lazy parts and sticky positions settle after the scroll.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
};

/** `file` without ".png", for the slices' names. */
const stem = (file: string) => file.replace(/\.png$/, "");

/** Removes the captures of an earlier run (one picture or its slices), so no stale slice remains. */
function clear(file: string) {
  rmSync(file, { force: true });
  for (let i = 1; i <= 30; i++) rmSync(`${stem(file)}-${i}.png`, { force: true });
}

/**
 * Viewport-high pictures scrolled to `from`, then on by a screen less the header, until the one
 * scrolled to `last` (document pixels), as a person scrolling sees them.
 */
async function slices(page: Page, file: string, from: number, last: number) {
  const { height } = page.viewportSize() ?? { height: 800 };
  await scrollTo(page, 0);
  const header = await headerHeight(page);
  const step = Math.max(200, height - header);
  const starts: number[] = [];
  for (let y = from; y < last; y += step) starts.push(y);
  starts.push(last);
  for (const [i, y] of starts.entries()) {
    await scrollTo(page, y);
    await page.screenshot({ path: starts.length === 1 ? file : `${stem(file)}-${i + 1}.png` });
  }
}

/** The whole page from its top; in slices when it is longer than a capture can honestly be. */
export async function pageShot(page: Page, file: string) {
  clear(file);
  await scrollTo(page, 0);
  const length = await page.evaluate(() => document.documentElement.scrollHeight);
  if (length <= LONGEST) {
    // A bar that sticks to the bottom of the screen (a form's save button) has no one place on a
    // whole-page picture: Chromium paints it somewhere in the middle. It is shown where it comes
    // to rest when a person scrolls to it, in the flow of the page.
    const unstuck = await page.evaluate(() => {
      const marked: HTMLElement[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
        const style = getComputedStyle(element);
        if (style.position === "sticky" && style.bottom !== "auto") {
          element.style.setProperty("position", "static", "important");
          element.dataset.shotUnstuck = "";
          marked.push(element);
        }
      }
      return marked.length;
    });
    await page.screenshot({ path: file, fullPage: true });
    if (unstuck)
      await page.evaluate(() => {
        for (const element of Array.from(document.querySelectorAll<HTMLElement>("[data-shot-unstuck]"))) {
          element.style.removeProperty("position");
          delete element.dataset.shotUnstuck;
        }
      });
    return;
  }
  const { height } = page.viewportSize() ?? { height: 800 };
  await slices(page, file, 0, length - height);
}

/** A section of the page (the landing page's prices), scrolled to just under the header. */
export async function sectionShot(page: Page, section: Locator, file: string) {
  clear(file);
  await scrollTo(page, 0);
  const header = await headerHeight(page);
  const box = await section.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, height: rect.height };
  });
  const { height } = page.viewportSize() ?? { height: 800 };
  const from = Math.max(0, box.top - header);
  await slices(page, file, from, Math.max(from, Math.ceil(box.top + box.height - height)));
}

/** Nothing on the page is wider than the screen: a phone would scroll it sideways. */
export async function expectFits(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll, `${page.url()} is ${scroll} px wide on a ${inner} px screen`).toBeLessThanOrEqual(inner);
}
