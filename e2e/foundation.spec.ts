// The front-end foundation: sign-up/sign-in/sign-out, protected routes, errors shown, 404, mobile shell, a11y.
import { expect, newAccount, seriousA11yViolations, signUp, submitLogin, test } from './fixtures.ts';

test.describe('authentication', () => {
  test('sign up, sign out, get bounced from a protected page, sign in again', async ({ page }) => {
    const account = await signUp(page);
    await expect(page.getByText('Account created successfully!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();

    await submitLogin(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();

    // Signed in, /auth sends you on to the dashboard.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('returns to the requested page after signing in', async ({ page }) => {
    const account = newAccount();
    await signUp(page, account);
    await page.context().clearCookies();
    await page.goto('/services');
    await expect(page).toHaveURL(/\/auth\?next=%2Fservices$/);
    await submitLogin(page, account);
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({ page, owner }) => {
    await page.context().clearCookies();
    await page.goto('/auth');
    await submitLogin(page, { email: owner.email, password: 'not-the-password' });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a taken email on sign-up is reported', async ({ page, owner }) => {
    await page.context().clearCookies();
    await page.goto('/auth?tab=signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill('Lee');
    await form.getByLabel('Email').fill(owner.email);
    await form.getByLabel('Password', { exact: true }).fill('another-pass-1');
    await form.getByLabel('Confirm password').fill('another-pass-1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'An account with this email already exists' }),
    ).toBeVisible();
  });

  test('client-side checks explain what is wrong, next to the field', async ({ page }) => {
    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(signIn.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(signIn.getByText('Password is required')).toBeVisible();

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUpForm = page.getByRole('form', { name: 'Sign up' });
    await signUpForm.getByLabel('Email').fill('not-an-email');
    await signUpForm.getByLabel('Password', { exact: true }).fill('abc');
    await signUpForm.getByLabel('Confirm password').fill('abd');
    await signUpForm.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUpForm.getByText('First name is required')).toBeVisible();
    await expect(signUpForm.getByText('Please enter a valid email')).toBeVisible();
    await expect(signUpForm.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(signUpForm.getByText('Passwords do not match')).toBeVisible();
  });

  test('password fields can be shown and hidden', async ({ page }) => {
    await page.goto('/auth');
    const password = page.getByRole('form', { name: 'Sign in' }).getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('Apple shows Coming Soon; OAuth errors in the URL are explained', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Apple' }).first().click();
    await expect(
      page.getByText('Apple Sign-In will be available soon. Please use email or Google for now.', {
        exact: true,
      }),
    ).toBeVisible();

    await page.goto('/auth?error=google_not_configured');
    await expect(page.getByText('Google sign-in is not configured on this server.')).toBeVisible();
    await page.goto('/auth?error=google_failed');
    await expect(page.getByText('Google sign-in failed. Please try again.')).toBeVisible();
  });
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test.describe('app shell', () => {
  test('desktop: sidebar entries, active state and the fallback business name', async ({ page, owner }) => {
    await page.goto('/calendar');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByText(owner.firstName)).toBeVisible();
    await expect(sidebar.getByText('Your Business')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
    await sidebar.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('No notifications')).toBeVisible();
  });

  test('mobile: five tabs and the quick-booking dialog', async ({ page, owner }) => {
    expect(owner.email).toContain('@');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link');
    await expect(tabs).toHaveText(['Dashboard', 'Services', 'Calendar', 'Clients', 'Settings']);
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();

    await page.getByRole('button', { name: 'Quick booking' }).click();
    await expect(page.getByRole('dialog', { name: 'Quick Booking' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Payments' }),
    ).toBeVisible();
  });

  test('no app navigation on booking pages and client dashboards', async ({ page, owner }) => {
    expect(owner.email).toContain('@');
    for (const path of ['/book/demo', '/client/demo', '/admin']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    }
  });
});

test('the sign-in page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('form', { name: 'Sign up' }).getByRole('button', { name: 'Create Account' }).click();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('signed-in shell has no serious or critical accessibility violations', async ({ page, owner }) => {
  expect(owner.email).toContain('@');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
