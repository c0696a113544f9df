// The pseudo-locale's check of the owner's app (docs/decisions/041): shown with `?lang=en-XA`, every message of a
// catalog is in look-alike letters, so a Latin letter left on screen is text that never went through one.
import type { Locator } from '@playwright/test';

/** The visible text under `root` with a Latin letter left once the owner's own data (`data`) is taken out. */
export function latinLeft(root: Locator, data: string[]): Promise<string[]> {
  return root.evaluate((element, data) => {
    const left: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [aria-hidden="true"]')) continue;
      // The booking's payments are the payments area's, a later slice (docs/decisions/041).
      if (parent.closest('section[aria-labelledby="booking-balance-heading"]')) continue;
      if (!parent.checkVisibility() || !node.textContent?.trim()) continue;
      // The pseudo-locale formats dates and prices the Arabic way: 'US$' is the currency's symbol there.
      const rest = data
        .reduce((text, value) => text.replaceAll(value, ''), node.textContent)
        .replaceAll('US$', '');
      if (/[A-Za-z]/.test(rest)) left.push(node.textContent.trim());
    }
    return left;
  }, data);
}
