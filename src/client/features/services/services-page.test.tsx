// @vitest-environment happy-dom
// The owner's Services page in the app's language (issue 28, docs/decisions/041): a German owner reads German
// headings, cards and buttons, prices and minutes the German way, the resources with a German plural and list, and
// the service form (its image picker too) with the shared schema's messages in German. English stays as it was.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Resource } from '#shared/schemas/resource.ts';
import type { Service } from '#shared/schemas/service.ts';
import { ServicesPage } from './services-page.tsx';

const service = (overrides: Partial<Service>): Service => ({
  id: 's1',
  name: 'Balayage',
  description: null,
  price: '45.00',
  duration: 90,
  imageUrl: null,
  depositType: 'none',
  depositValue: null,
  depositAmount: null,
  classCapacity: null,
  classMaxSeats: null,
  isActive: true,
  displayOrder: 0,
  resourceIds: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const services = [
  service({ depositType: 'fixed', depositValue: '10.00', depositAmount: '10.00', resourceIds: ['room'] }),
  service({ id: 's2', name: 'Yoga', duration: 60, classCapacity: 12, classMaxSeats: 2, isActive: false }),
];
const resources: Resource[] = [
  { id: 'room', name: 'Behandlungsraum', quantity: 2, createdAt: '', updatedAt: '' },
];

function renderServices(language: Locale) {
  return renderInAppLanguage(
    <ServicesPage />,
    language,
    {
      'GET /api/businesses/me': { id: 'b1', name: 'Fade Studio', slug: 'fade', currency: 'USD' },
      'GET /api/services': services,
      'GET /api/resources': resources,
      'GET /api/stripe/status': { configured: true },
    },
    { path: '/services' },
  );
}

/** A service's card in the list, by its name, once the list shows. */
async function card(listName: string, name: string) {
  const list = await screen.findByRole('list', { name: listName });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name }));
  if (!item) throw new Error(`No card for ${name}`);
  return within(item);
}

describe('the Services page in the app’s language', () => {
  it('German: headings, cards, resources and the service form speak German', async () => {
    renderServices('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leistungen' })).toBeTruthy();
    expect(screen.getByText('Was Ihre Kunden buchen können: Preise, Dauer und Fotos.')).toBeTruthy();

    const balayage = await card('Ihre Leistungen', 'Balayage');
    expect(balayage.getByText('45,00 $')).toBeTruthy();
    expect(balayage.getByText('90 Min.')).toBeTruthy();
    expect(balayage.getByText('Feste Anzahlung: 10,00 $ online')).toBeTruthy();
    expect(balayage.getByRole('button', { name: 'Balayage bearbeiten' })).toBeTruthy();
    expect(balayage.getByRole('button', { name: 'Balayage nach unten verschieben' })).toBeTruthy();
    const yoga = await card('Ihre Leistungen', 'Yoga');
    expect(yoga.getByText('Für Buchungen ausgeblendet')).toBeTruthy();
    expect(yoga.getByText('Kurs mit 12 Plätzen, bis zu 2 pro Buchung')).toBeTruthy();
    expect(yoga.getByRole('button', { name: 'Yoga wieder buchbar machen' })).toBeTruthy();

    expect(screen.getByRole('heading', { level: 2, name: 'Ressourcen' })).toBeTruthy();
    expect(await screen.findByText('2 verfügbar · Benötigt für Balayage')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Leistung hinzufügen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leistung hinzufügen' }));
    expect(dialog.getByText('Foto der Leistung:')).toBeTruthy();
    expect(dialog.getByText('Min.')).toBeTruthy();
    expect(await dialog.findByRole('combobox', { name: 'Anzahlung' })).toHaveProperty(
      'textContent',
      'Keine Anzahlung',
    );
    await user.type(dialog.getByLabelText('Preis'), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Leistung hinzufügen' }));
    expect(await dialog.findByText('Bitte geben Sie einen Namen für die Leistung ein')).toBeTruthy();
    expect(dialog.getByText('Bitte geben Sie einen gültigen Preis ein')).toBeTruthy();
  });

  it('English stays as it was', async () => {
    renderServices('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
    const balayage = await card('Your services', 'Balayage');
    expect(balayage.getByText('$45.00')).toBeTruthy();
    expect(balayage.getByText('90 min')).toBeTruthy();
    expect(balayage.getByText('Fixed deposit: $10.00 online')).toBeTruthy();
    expect((await card('Your services', 'Yoga')).getByText('Class of 12, up to 2 a booking')).toBeTruthy();
    expect(await screen.findByText('2 available · Needed by Balayage')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Service' }));
    await user.click(dialog.getByRole('button', { name: 'Add Service' }));
    expect(await dialog.findByText('Service name is required')).toBeTruthy();
    expect(dialog.getByText('Price is required')).toBeTruthy();
  });
});
