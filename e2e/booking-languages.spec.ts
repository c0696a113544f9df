// The booking page in other languages (issue 28, docs/decisions/032) on a phone (390×844), on the seeded demo
// business: a German browser gets the page in German from the server, with German dates and prices; the switcher
// turns it to Arabic, right to left, without horizontal overflow and with nothing serious for axe, and remembers
// it; a customer books in Arabic end to end (the booking names the language of their messages); switching keeps what was chosen and typed; a time taken meanwhile is refused in the page's language, which the page names to the
// server (docs/decisions/046). A run in the pseudo-locale finds any visible text that no catalog holds.
import { expect, type Page, test } from '@playwright/test';
import { DEMO, openHydrated, seriousA11yViolations } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial', ...DEMO });

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });

  test('gets the page in German, switches it to Arabic and books in Arabic', async ({ page }) => {
    // The server's document is German before any script runs.
    const html = await (await page.request.get('/book/demo')).text();
    expect(html).toMatch(/<html lang="de" dir="ltr"/);
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="http://');
    expect(html).toContain('Leistung wählen');

    await openHydrated(page, '/book/demo');
    await expect(page.getByRole('heading', { name: 'Leistung wählen' })).toBeVisible();
    // Prices the German way (the demo charges US dollars): '45,00 $'.
    await expect(page.getByRole('group', { name: 'Leistung' })).toContainText(/\d+,\d{2}\s\$/);
    // Dates the German way: 'Heute' or 'Mo., 1. Dez.'.
    await expect(page.getByText(/^Nächste freie Tage: /)).toHaveText(
      /^Nächste freie Tage: (Heute|[A-Z][a-z]\., \d{1,2}\. [A-Z][a-zä]+\.?)( · |$)/,
    );

    await page.getByLabel('Sprache').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'اختر الخدمة' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Remembered: the server renders the next visit in Arabic, whatever the browser asks for.
    await openHydrated(page, '/book/demo');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'اختر الخدمة' })).toBeVisible();

    await page.getByRole('group', { name: 'الخدمة' }).getByRole('radio').first().check();
    const date = page
      .getByRole('group', { name: 'التاريخ' })
      .getByRole('radio', { name: /^(?!.*محجوز بالكامل)/ })
      .first();
    await date.check();
    await page
      .getByRole('group', { name: /^الوقت/ })
      .getByRole('radio', { disabled: false })
      .first()
      .check();
    // The time slots and dates read right to left, and still nothing overflows.
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
    await expect(page.getByText('يُرجى إدخال الاسم')).toBeVisible();
    const stamp = Date.now();
    await page.getByLabel('الاسم الكامل').fill(`سارة ${stamp.toString(36)}`);
    await page.getByLabel('رقم الهاتف').fill(`(555) 304-${String(stamp % 10_000).padStart(4, '0')}`);
    const booking = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/bookings'));
    await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
    // The booking carries the page's language: the client's messages will be in Arabic (docs/decisions/038).
    expect((await booking).postDataJSON()).toMatchObject({ language: 'ar' });
    const dialog = page.getByRole('dialog', { name: 'تم تأكيد الحجز!' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('link', { name: 'إدارة حجزك' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the switcher changes the words, not what the customer chose and typed', async ({ page }) => {
    await openHydrated(page, '/book/demo');
    await page.getByRole('group', { name: 'Leistung' }).getByRole('radio').first().check();
    await page
      .getByRole('group', { name: 'Datum' })
      .getByRole('radio', { name: /^(?!.*ausgebucht)/ })
      .first()
      .check();
    await page
      .getByRole('group', { name: /^Uhrzeit/ })
      .getByRole('radio', { disabled: false })
      .first()
      .check();
    await page.getByLabel('Vor- und Nachname').fill('Camille Roux');
    await page.getByLabel('Telefonnummer').fill('(555) 304-0101');

    await page.getByLabel('Sprache').selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByLabel('Nom complet')).toHaveValue('Camille Roux');
    await expect(page.getByLabel('Numéro de téléphone')).toHaveValue('(555) 304-0101');
    await expect(
      page.getByRole('group', { name: 'Prestation' }).getByRole('radio', { checked: true }),
    ).toHaveCount(1);
    await expect(
      page.getByRole('group', { name: /^Heure/ }).getByRole('radio', { checked: true }),
    ).toHaveCount(1);
  });
});

test.describe('a German browser on the Spanish page', () => {
  test.use({ locale: 'de-DE' });

  test('hears in Spanish that the time was taken meanwhile: the page names its language to the server', async ({
    page,
  }) => {
    await openHydrated(page, '/book/demo?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('group', { name: 'Servicio' }).getByRole('radio').first().check();
    await page
      .getByRole('group', { name: 'Día' })
      .getByRole('radio', { name: /^(?!.*completo)/ })
      .first()
      .check();
    await page.getByRole('group', { name: /^Hora/ }).getByRole('radio', { disabled: false }).first().check();
    const stamp = Date.now();
    await page.getByLabel('Nombre y apellidos').fill(`Lucía ${stamp.toString(36)}`);
    await page.getByLabel('Teléfono').fill(`(555) 305-${String(stamp % 10_000).padStart(4, '0')}`);
    // Someone else books the same time just before this booking reaches the server.
    let header: string | null = null;
    await page.route('**/api/bookings', async (route) => {
      const request = route.request();
      header = await request.headerValue('accept-language');
      const body = request.postDataJSON() as { clientData: Record<string, string> };
      const other = { ...body, clientData: { ...body.clientData, phone: '(555) 306-0000' } };
      const first = await page.request.post('/api/bookings', { data: other });
      expect(first.status(), await first.text()).toBe(201);
      await route.continue();
    });
    await page.getByRole('button', { name: 'Reservar cita' }).click();
    await expect(
      page.getByText('Vaya, alguien acaba de reservar esa hora. Elige otra, por favor.', { exact: true }),
    ).toBeVisible();
    expect(header).toBe('es');
  });
});

/** The demo business's own words (names, descriptions, addresses, its time zone's name and city): data, not the
 * page's text. */
async function demoData(page: Page): Promise<string[]> {
  const read = async (path: string) => (await page.request.get(`/api/businesses/demo${path}`)).json();
  const [business, services, team, customization, reviews] = await Promise.all(
    ['', '/services', '/team-members', '/client-customization', '/reviews?page=1'].map(read),
  );
  const texts: unknown[] = [
    ...Object.values(business),
    business.timezone.split('/').at(-1).replaceAll('_', ' '),
    ...Object.values(customization),
    ...services.flatMap((s: { name: string; description: string }) => [s.name, s.description]),
    ...team.map((m: { name: string }) => m.name),
    ...reviews.reviews.flatMap((r: Record<string, unknown>) => [r.clientName, r.comment, r.reply]),
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

test('the pseudo-locale leaves no unextracted English on the booking page', async ({ page }) => {
  await openHydrated(page, '/book/demo?lang=en-XA');
  await page.locator('input[name="service"]').first().check();
  // The first date with a free time (a full one is labelled in the pseudo-locale, a free one by its date alone).
  await page.locator('input[name="date"]:not([aria-label*="⟦"])').first().check();
  await page.locator('input[name="time"]:enabled').first().check();
  await expect(page.locator('#contact-name')).toBeVisible();
  const data = await demoData(page);
  const unextracted = (await visibleTexts(page)).filter((text) => {
    // The pseudo-locale formats dates and prices the Arabic way: 'US$' is the currency's symbol there.
    const rest = data.reduce((left, value) => left.replaceAll(value, ''), text).replaceAll('US$', '');
    return /[A-Za-z]/.test(rest);
  });
  expect(unextracted).toEqual([]);
});
