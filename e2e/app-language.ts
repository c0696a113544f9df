// What the browser tests of the owner's app in its languages share (docs/decisions/041): the owner's choice of
// language, a business with a booking, and the pseudo-locale's check: shown with `?lang=en-XA`, every message of a catalog is in look-alike letters, so a
// Latin letter left on screen, once the owner's own data is taken out, is text that never went through one.
import type { Locator, Page } from '@playwright/test';
import { type Account, type Business, bookToday, createOpenBusiness, expect } from './fixtures.ts';

/** The owner's app language, saved in their profile (Settings → Profile) through the API. */
export async function chooseLanguage(page: Page, owner: Account, language: string) {
  const saved = await page.request.patch('/api/auth/profile', {
    data: { firstName: owner.firstName, lastName: owner.lastName, phone: '', profileImageUrl: '', language },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The owner's business with Lena Vogel's booking today at 16:00, a time to come in its zone. */
export async function businessWithBooking(page: Page, owner: Account) {
  const business = await createOpenBusiness(page, owner);
  await bookToday(page, business, {
    time: '16:00',
    firstName: 'Lena',
    lastName: 'Vogel',
    phone: '+14155550188',
  });
  return business;
}

/** What stays as it is in any language: the product's name and the owner's own data (their name and email, the
 * business, its service and zone, the team's names). */
export async function ownersData(page: Page, owner: Account, business: Business): Promise<string[]> {
  const team = (await (await page.request.get('/api/team-members')).json()) as Array<{ name: string }>;
  return [
    'Bookwell',
    owner.email,
    business.name,
    business.serviceName,
    business.timeZone.replaceAll('_', ' '),
    owner.firstName,
    owner.lastName,
    ...team.map((member) => member.name),
  ];
}

/** The visible text under `root` with a Latin letter left once the owner's own data (`data`) is taken out. */
export function latinLeft(root: Locator, data: string[]): Promise<string[]> {
  return root.evaluate((element, data) => {
    const left: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [aria-hidden="true"]')) continue;
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

/** How far the page scrolls sideways (0 or less: it fits), e.g. a right-to-left page on a phone. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Console errors and warnings, and uncaught errors, from now on: a page that hydrated as it was shows none. */
export function consoleMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}
