import type { Locator, Page } from '@playwright/test';

/** What a person would notice in a page's layout, measured in the browser (the forms' and journeys' specs use them). */

/**
 * Words of the text inside `box` that the browser broke across two lines (a reference, a product
 * name or an email split mid-word): each whitespace-separated word must sit on one line. With
 * `widths`, the box is laid out at each of those widths in pixels in turn (and put back after).
 */
export async function brokenWords(box: Locator, widths: number[] = []): Promise<string[]> {
  return box.evaluate((root, widths) => {
    const broken = new Set<string>();
    const element = root as HTMLElement;
    const width = element.style.width;
    for (const at of widths.length > 0 ? widths : [undefined]) {
      if (at !== undefined) element.style.width = `${at}px`;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.add(match[0]);
        }
      }
    }
    element.style.width = width;
    return [...broken];
  }, widths);
}

/** Every width a phone gives a confirmation, in pixels: 300 to 400, 2 by 2. */
export const PHONE_WIDTHS = Array.from({ length: 51 }, (_, i) => 300 + 2 * i);

/**
 * Watches `target` through the next press on it: whether it moved between the pointer going down and
 * coming up (a layout shift under the press), and whether the click landed on it.
 */
export async function watchWhilePressed(
  page: Page,
  target: Locator,
): Promise<() => Promise<{ moved: boolean; clicked: boolean }>> {
  await target.evaluate((button) => {
    const at = () => JSON.stringify(button.getBoundingClientRect());
    const seen = { down: '', up: '', clicked: false };
    (window as unknown as { __press: typeof seen }).__press = seen;
    const options = { capture: true, once: true };
    document.addEventListener('pointerdown', () => (seen.down = at()), options);
    // After the pointer's own handlers (a field losing the focus) have run.
    document.addEventListener('pointerup', () => (seen.up = at()), options);
    document.addEventListener('click', (e) => (seen.clicked = button.contains(e.target as Node)), options);
  });
  return async () =>
    page.evaluate(() => {
      const seen = (window as unknown as { __press: { down: string; up: string; clicked: boolean } }).__press;
      return { moved: seen.down !== seen.up, clicked: seen.clicked };
    });
}
