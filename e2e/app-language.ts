// The owner's app in a language, for the browser tests (docs/decisions/041): choose it in the owner's profile, and
// find the text the pseudo-locale left in plain Latin letters (a message no catalog holds).
import type { Locator, Page } from '@playwright/test';
import { type Account, expect } from './fixtures.ts';

/** The owner's app language, saved in their profile (Settings → Profile) through the API. */
export async function chooseLanguage(page: Page, owner: Account, language: string) {
  const saved = await page.request.patch('/api/auth/profile', {
    data: { firstName: owner.firstName, lastName: owner.lastName, phone: '', profileImageUrl: '', language },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

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
