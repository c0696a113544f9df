// Typed helpers for the browser tests: fresh accounts (through the UI or the API), sign-in, and an axe check.
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export type Account = { firstName: string; lastName: string; email: string; password: string };

let counter = 0;

/** A new, never-registered account. */
export function newAccount(overrides: Partial<Account> = {}): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Avery',
    lastName: 'Stone',
    email: `owner-${id}@example.com`,
    password: 'correct-horse-42',
    ...overrides,
  };
}

/** Registers through the API; the page's browser context receives the session cookie. */
export async function signUpViaApi(page: Page, account: Account = newAccount()): Promise<Account> {
  const { firstName, lastName, email, password } = account;
  const res = await page.request.post('/api/auth/register', {
    data: { firstName, lastName, email, password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** Registers through the /auth 'Sign Up' tab and waits for the dashboard. */
export async function signUp(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}

/** Fills the 'Sign In' form on the current /auth page (go there first) and submits it. */
export async function submitLogin(page: Page, credentials: Pick<Account, 'email' | 'password'>) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through /auth and waits to leave it. */
export async function login(page: Page, credentials: Pick<Account, 'email' | 'password'>) {
  await page.goto('/auth');
  await submitLogin(page, credentials);
  await expect(page).not.toHaveURL(/\/auth/);
}

export type AxeViolation = { id: string; impact: string; help: string; targets: string[] };

/** Serious and critical axe violations on the current page (WCAG 2.x A/AA rules). */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** `test` with an `owner` fixture: a freshly registered, signed-in account (via the API). */
export const test = base.extend<{ owner: Account }>({
  owner: async ({ page }, use) => {
    await use(await signUpViaApi(page));
  },
});

export { expect };
