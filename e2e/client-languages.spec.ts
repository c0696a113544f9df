// The client dashboard in other languages (issue 28, docs/decisions/040) on a phone (390×844): a client with a
// Spanish browser signs in and the server renders their dashboard in Spanish, with Spanish dates; the switcher turns
// it to Arabic, right to left, without horizontal overflow and with nothing serious for axe, and remembers it. A run
// in the pseudo-locale finds any visible text of the signed-in dashboard that no catalog holds.
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { signInClientByCode } from './client-sign-in.ts';
import {
  type Business,
  bookToday,
  createOpenBusiness,
  expect,
  openHydrated,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const CLIENT = { firstName: 'Lucía', lastName: 'Ortega', phone: '(555) 302-4411' };

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * A business with one upcoming booking of CLIENT's (late today, where it is morning), changeable up to its start,
 * and `page`'s browser signed in to its client dashboard as CLIENT. Returns the business and the owner's API.
 */
async function signedInClient(
  page: Page,
  owner: Parameters<typeof createOpenBusiness>[1],
  baseURL: string | undefined,
): Promise<{ business: Business; ownerApi: APIRequestContext }> {
  const business = await createOpenBusiness(page, owner);
  const rules = await page.request.put('/api/booking-rules', {
    data: {
      slotStepMinutes: 30,
      minNoticeMinutes: 0,
      bookingWindowDays: 60,
      bufferMinutes: 0,
      cancellationCutoffHours: 0,
    },
  });
  expect(rules.status(), await rules.text()).toBe(200);
  await bookToday(page, business, { time: '23:00', ...CLIENT });
  const ownerApi = await request.newContext({ baseURL, storageState: await page.context().storageState() });
  await page.context().clearCookies();
  await signInClientByCode(page, ownerApi, business.slug, { phone: CLIENT.phone });
  return { business, ownerApi };
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES', extraHTTPHeaders: { 'Accept-Language': 'es-ES,es;q=0.9' } });

  test('signs in to the dashboard in Spanish, then switches it to Arabic', async ({
    page,
    owner,
    baseURL,
  }) => {
    const { business } = await signedInClient(page, owner, baseURL);

    // The server's document is Spanish before any script runs.
    const html = await (await page.request.get(`/client/${business.slug}`)).text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="http://');
    expect(html).toContain(`${business.name} · Mis reservas`);

    await openHydrated(page, `/client/${business.slug}`);
    await expect(page.getByText(`Hola, ${CLIENT.firstName}`)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Próximas' })).toBeVisible();
    const card = page.getByRole('tabpanel', { name: 'Próximas' }).getByRole('article');
    await expect(card).toContainText('Confirmada');
    await expect(card.getByRole('button', { name: 'Cambiar fecha' })).toBeVisible();
    // Dates the Spanish way: 'sáb, 28 nov 2026 · 23:00'.
    await expect(card.getByRole('paragraph').first()).toHaveText(
      /^\p{L}{3}, \d{1,2} \p{L}{3,4}\.? \d{4} · 23:00$/u,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Idioma').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByText(`مرحبًا ${CLIENT.firstName}`)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'القادمة' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'لوحة العميل' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Remembered: the server renders the next visit in Arabic, whatever the browser asks for.
    await openHydrated(page, `/client/${business.slug}/profile`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ملفك الشخصي' })).toBeVisible();
    await expect(page.getByLabel('الاسم الأول')).toHaveValue(CLIENT.firstName);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

/** The business's own words and the client's (names, address, phone, the zone's city): data, not the page's text. */
async function pageData(page: Page, slug: string): Promise<string[]> {
  const read = async (path: string) => (await page.request.get(path)).json();
  const [business, services, team, customization, me] = await Promise.all(
    [
      `/api/businesses/${slug}`,
      `/api/businesses/${slug}/services`,
      `/api/businesses/${slug}/team-members`,
      `/api/businesses/${slug}/client-customization`,
      '/api/client/me',
    ].map(read),
  );
  const texts: unknown[] = [
    ...Object.values(business),
    business.timezone.split('/').at(-1).replaceAll('_', ' '),
    ...Object.values(customization),
    ...services.flatMap((s: { name: string; description: string }) => [s.name, s.description]),
    ...team.map((m: { name: string }) => m.name),
    me.firstName,
    me.lastName,
    me.email,
    me.phone,
  ];
  return texts
    .filter((text): text is string => typeof text === 'string' && text.length > 0)
    .sort((a, b) => b.length - a.length);
}

/** The visible text of the page, node by node, outside the language switcher (each language in its own words) and
 * decoration hidden from assistive technology (the logo's initial). */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, select, noscript, [aria-hidden="true"]')) continue;
      if (!parent.checkVisibility() || !node.textContent?.trim()) continue;
      texts.push(node.textContent.trim());
    }
    return texts;
  });
}

test('the pseudo-locale leaves no unextracted English on the signed-in dashboard', async ({
  page,
  owner,
  baseURL,
}) => {
  const { business } = await signedInClient(page, owner, baseURL);
  await openHydrated(page, `/client/${business.slug}?lang=en-XA`);
  await expect(page.getByRole('article')).toHaveCount(1);
  const data = await pageData(page, business.slug);
  const unextracted = async () =>
    (await visibleTexts(page)).filter((text) => {
      // The pseudo-locale formats dates and prices the Arabic way: 'US$' is the currency's symbol there.
      const rest = data.reduce((left, value) => left.replaceAll(value, ''), text).replaceAll('US$', '');
      return /[A-Za-z]/.test(rest);
    });
  expect(await unextracted()).toEqual([]);
  // The services tab and the profile section too.
  await page.getByRole('tab').nth(2).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: business.serviceName })).toBeVisible();
  expect(await unextracted()).toEqual([]);
  await page.getByRole('navigation').getByRole('link').nth(2).click();
  await expect(page.locator('input[autocomplete="given-name"]')).toHaveValue(CLIENT.firstName);
  expect(await unextracted()).toEqual([]);
});
