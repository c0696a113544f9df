// @vitest-environment happy-dom
// The booking page as a route of the app (no server render): it reads the business, then wears the owner's colours
// and names the tab, which the server-rendered document gets from the server (docs/decisions/045).
import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { CUSTOMIZATION_DEFAULTS } from '#shared/schemas/customization.ts';
import { BookPage } from './book-page.tsx';

const API = '/api/businesses/fade';

it('reads the business, then shows the page in the owner’s colours and names the tab', async () => {
  renderWithApi(
    <Router hook={memoryLocation({ path: '/book/fade' }).hook}>
      <Route path="/book/:slug" component={BookPage} />
    </Router>,
    {
      [`GET ${API}`]: {
        id: 'b1',
        name: 'Fade Factory',
        slug: 'fade',
        businessType: 'barber',
        description: null,
        phone: null,
        email: null,
        address: null,
        timezone: 'America/New_York',
        currency: 'USD',
        language: 'en',
        logoUrl: null,
        bannerUrl: null,
      },
      [`GET ${API}/client-customization`]: {
        ...CUSTOMIZATION_DEFAULTS,
        primaryColor: '#0f766e',
        businessName: 'Fade Factory Downtown',
        waitlistEnabled: false,
      },
      [`GET ${API}/services`]: [],
      [`GET ${API}/team-members`]: [],
      [`GET ${API}/reviews`]: { reviews: [], count: 0, average: null, page: 1, totalPages: 0 },
    },
  );

  expect(screen.getByRole('status').textContent).toBe('Loading booking page…');
  expect(await screen.findByRole('heading', { name: 'Fade Factory Downtown' })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('Book with Fade Factory Downtown'));
  expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#0f766e');
  // The page fetches its later steps' code at once: let it arrive before the test's environment goes.
  await vi.dynamicImportSettled();
});
