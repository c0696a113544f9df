// The Integrations, Help & Support and Messages pages in the app's language (issue 28, docs/decisions/041): in the
// pseudo-locale no English is left on the pages, in the calendar, webhook and request dialogs, in an answer, or in
// the contact form's messages, nor in the Messages view's reasons. Product names, the owner's data and a provider's
// own words stay as they are.
import integrations from '../src/client/lib/app-i18n/locales/integrations/en-XA.ts';
import messages from '../src/client/lib/app-i18n/locales/messages/en-XA.ts';
import support from '../src/client/lib/app-i18n/locales/support/en-XA.ts';
import { INTEGRATIONS } from '../src/shared/domain/integrations.ts';
import { readReason } from '../src/shared/schemas/messages.ts';
import { businessWithBooking, latinLeft, ownersData } from './app-language.ts';
import { expect, test } from './fixtures.ts';

test('the pseudo-locale leaves no hard-coded English on the Integrations, Help & Support and Messages pages', async ({
  page,
  owner,
}) => {
  const business = await businessWithBooking(page, owner);
  const sent = (await (await page.request.get('/api/messages')).json()) as {
    items: Array<{ recipient: string | null; reason: string | null; detail: string | null }>;
  };
  // A provider's refusal and the details are the server's text as it came; recipients are the clients' data. The
  // outbox's own reasons are said in the language.
  const providers = sent.items.map(
    (item) => item.reason && ('text' in readReason(item.reason) ? item.reason : null),
  );
  const server = sent.items.flatMap((item) => [item.detail, item.recipient]).concat(providers);
  const data = [
    // The signature header's name, before the product's name it holds.
    'X-Bookwell-Signature',
    ...(await ownersData(page, owner, business)),
    'Lena Vogel',
    ...INTEGRATIONS.map((entry) => entry.name).sort((a, b) => b.length - a.length),
    ...server.filter((text): text is string => Boolean(text)),
  ];

  await page.goto('/integrations?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByTestId('integration-googlecalendar')).toBeVisible({ timeout: 20_000 });
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  // The calendar dialog with its subscription address (the business's own link).
  await page
    .getByTestId('integration-googlecalendar')
    .getByRole('button', { name: integrations['card.connect'] })
    .click();
  const calendar = page.getByRole('dialog');
  await calendar.getByRole('button', { name: integrations['calendar.make'] }).click();
  const address =
    (await calendar.getByRole('status', { name: integrations['calendar.address'] }).textContent()) ?? '';
  expect(await latinLeft(calendar, [...data, address])).toEqual([]);
  await page.keyboard.press('Escape');

  // The webhook dialog refuses an empty URL in the app's words.
  await page
    .getByTestId('integration-zapier')
    .getByRole('button', { name: integrations['card.connect'] })
    .click();
  const webhook = page.getByRole('dialog');
  await webhook
    .getByRole('button', { name: integrations['dialog.connect'].replace('{name}', 'Zapier') })
    .click();
  await expect(webhook.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  expect(await latinLeft(webhook, data)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: integrations['page.request'] }).click();
  const request = page.getByRole('dialog');
  await request.getByRole('button', { name: integrations['request.send'] }).click();
  await expect(request.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
  expect(await latinLeft(request, data)).toEqual([]);
  await page.keyboard.press('Escape');

  // Help & Support: an answer open, and the contact form's messages.
  await page.goto('/support?lang=en-XA');
  await page.getByText(support['help.question.reminders']).click();
  await expect(page.getByRole('link', { name: support['help.link.reminders'] })).toBeVisible();
  await page.getByRole('button', { name: support['form.send'] }).click();
  await expect(page.getByLabel(support['form.subject'])).toHaveAttribute('aria-invalid', 'true');
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  // Messages: the booking's confirmation and the owner's news.
  await page.goto('/messages?lang=en-XA');
  await expect(page.getByRole('navigation', { name: messages['pages.label'] })).toBeVisible({
    timeout: 20_000,
  });
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);
});
