// Keyboard check: Tab from the top of the page through its first controls; each one focused must show it (an
// outline or a ring), or a keyboard user cannot tell where they are (docs/product-rules.md R123).
import type { Page } from 'playwright-core';

/** Describes the focused controls that show no focus indicator, for up to `stops` presses of Tab. */
export async function invisibleFocusStops(page: Page, stops = 25): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const seen = new Set<string>();
  const invisible: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const shows = (node: Element) => {
        const cs = getComputedStyle(node);
        const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0;
        return outline || (cs.boxShadow !== 'none' && cs.boxShadow !== '');
      };
      // A control may draw its ring on the element around it (a label, a wrapper styled by focus-within).
      const visible = shows(el) || (el.parentElement !== null && shows(el.parentElement));
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 60);
      const id = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
      return { id, visible, path: el.outerHTML.slice(0, 120) };
    });
    if (!stop) break;
    if (seen.has(stop.path)) break; // back at the start: every control was visited
    seen.add(stop.path);
    if (!stop.visible) invisible.push(stop.id);
  }
  return invisible;
}
