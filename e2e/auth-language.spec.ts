// Signing in, signing up and creating the business in the app's language (issue 28, docs/decisions/041): in the
// pseudo-locale no English is left on the sign-in page, in its forms' messages or on the create-business form, but the
// server's own message, nor on a team invitation's page and its code form; in Arabic, chosen on the landing page, the sign-up page and the business form read right to
// left at 390 px without horizontal overflow.
import arabic from '../src/client/lib/app-i18n/locales/auth/ar.ts';
import pseudo from '../src/client/lib/app-i18n/locales/auth/en-XA.ts';
import businessPseudo from '../src/client/lib/app-i18n/locales/businesses/en-XA.ts';
import invitePseudo from '../src/client/lib/app-i18n/locales/invitations/en-XA.ts';
import { latinLeft } from './app-language.ts';
import { createOpenBusiness, expect, invitationPath, newAccount, test } from './fixtures.ts';

// The server's messages stay as it sends them (the spec's English); the product's name in every language.
const SERVER_SAYS = ['Invalid email or password'];

test('the pseudo-locale leaves no hard-coded English on sign-in, its notices, sign-up and the business form', async ({
  page,
}) => {
  const account = newAccount();
  // 'Notification': the Toaster's own word for screen readers, English in every language (docs/decisions/041).
  const data = [
    'Bookwell',
    'Notification',
    ...SERVER_SAYS,
    account.email,
    account.firstName,
    account.lastName,
  ];
  // A Google sign-in sent back with an error code, and Apple's 'Coming Soon'.
  await page.goto('/auth?lang=en-XA&error=google_link_required');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByText(pseudo['notice.googleLink.text'])).toBeVisible();
  await page.getByRole('button', { name: pseudo['social.apple'] }).first().click();
  await expect(page.getByText(pseudo['notice.appleSoon.text'], { exact: true })).toBeVisible();
  const signIn = page.getByRole('form', { name: pseudo['signin.form'] });
  await signIn.getByRole('button', { name: pseudo['signin.submit'] }).click();
  await expect(signIn.locator('[aria-invalid="true"]')).toHaveCount(2);
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);
  await signIn.getByLabel(pseudo['field.email']).fill(account.email);
  await signIn.getByLabel(pseudo['field.password'], { exact: true }).fill('not-the-password');
  await signIn.getByRole('button', { name: pseudo['signin.submit'] }).click();
  await expect(signIn.getByText(SERVER_SAYS[0] ?? '')).toBeVisible();
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  await page.getByRole('tab', { name: pseudo['page.tab.signup'] }).click();
  const signUp = page.getByRole('form', { name: pseudo['signup.form'] });
  await signUp.getByLabel(pseudo['field.password'], { exact: true }).fill('short');
  await signUp.getByLabel(pseudo['field.confirmPassword']).fill('other');
  await signUp.getByRole('button', { name: pseudo['signup.submit'] }).click();
  await expect(signUp.locator('[aria-invalid="true"]')).toHaveCount(5);
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);
  await signUp.getByLabel(pseudo['field.firstName']).fill(account.firstName);
  await signUp.getByLabel(pseudo['field.lastName']).fill(account.lastName);
  await signUp.getByLabel(pseudo['field.email']).fill(account.email);
  await signUp.getByLabel(pseudo['field.password'], { exact: true }).fill(account.password);
  await signUp.getByLabel(pseudo['field.confirmPassword']).fill(account.password);
  await signUp.getByRole('button', { name: pseudo['signup.submit'] }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The business form with its list of types and the messages of its fields left empty or wrong.
  await page.goto('/register-business?lang=en-XA');
  const form = page.getByRole('form', { name: businessPseudo['form.label'] });
  await form.getByLabel(businessPseudo['form.phone']).fill('12');
  await form.getByLabel(businessPseudo['form.email']).fill('nope');
  await form.getByRole('button', { name: businessPseudo['form.submit'] }).click();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(4);
  await form.getByRole('combobox', { name: businessPseudo['form.type'] }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await latinLeft(page.getByRole('listbox'), data)).toEqual([]);
  await page.keyboard.press('Escape');
  expect(await latinLeft(page.getByRole('main'), data)).toEqual([]);
});

test('Arabic chosen on the landing page: sign-up and the business form right to left at 390 px', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'bookwell-lang', value: 'ar', url: baseURL ?? '' }]);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.goto('/auth?tab=signup');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'أنشئ حسابك' })).toBeVisible();
  // Radix's tabs read the direction from the app's provider, not from <html>: nothing inside turns left to right.
  await expect(page.locator('main [dir="ltr"]')).toHaveCount(0);
  expect(await overflow()).toBe(0);

  // Signing up keeps the landing page's choice as the account's language: the app's from then on.
  const account = newAccount();
  const signUp = page.getByRole('form', { name: arabic['signup.form'] });
  await signUp.getByLabel(arabic['field.firstName']).fill(account.firstName);
  await signUp.getByLabel(arabic['field.lastName']).fill(account.lastName);
  await signUp.getByLabel(arabic['field.email']).fill(account.email);
  await signUp.getByLabel(arabic['field.password'], { exact: true }).fill(account.password);
  await signUp.getByLabel(arabic['field.confirmPassword']).fill(account.password);
  await signUp.getByRole('button', { name: arabic['signup.submit'] }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  expect(((await (await page.request.get('/api/auth/user')).json()) as { language: string }).language).toBe(
    'ar',
  );
  await page.context().clearCookies({ name: 'bookwell-lang' });
  await page.goto('/register-business');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إنشاء ملف النشاط التجاري' })).toBeVisible();
  expect(await overflow()).toBe(0);
});

test('the pseudo-locale leaves no hard-coded English on a team invitation and its code form', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  const email = `member-${Date.now().toString(36)}@example.com`;
  const added = await page.request.post('/api/team-members', {
    data: { name: 'Jordan Lee', email, serviceIds: [business.serviceId] },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  const invited = await page.request.post(`/api/team-members/${id}/invitation`, { data: { email } });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  const link = await invitationPath(page.request, email);
  // The invited member, signed out ('K7MQ-9XDA': the code form's made-up example).
  await page.context().clearCookies();
  const data = ['Bookwell', business.name, 'Jordan Lee', email, 'K7MQ-9XDA'];
  await page.goto(`${link}?lang=en-XA`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: invitePseudo['details.createAccount'] })).toBeVisible();
  expect(await latinLeft(main, data)).toEqual([]);
  await page.goto('/invite?lang=en-XA');
  await main.getByRole('button', { name: invitePseudo['code.continue'] }).click();
  await expect(main.locator('[aria-invalid="true"]')).toHaveCount(1);
  expect(await latinLeft(main, data)).toEqual([]);
});
