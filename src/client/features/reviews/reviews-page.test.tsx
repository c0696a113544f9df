// @vitest-environment happy-dom
// The owner's Reviews page in the app's language (issue 28, docs/decisions/041): a German owner reads the summary
// with a German decimal comma and plural, the review's date the German way, German buttons, and the reply form's
// label, hint and empty-reply message in German.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { OwnerReviewsPage } from '#shared/schemas/reviews.ts';
import { ReviewsPage } from './reviews-page.tsx';

const reviews: OwnerReviewsPage = {
  reviews: [
    {
      id: 'r1',
      clientName: 'Lena Vogel',
      rating: 5,
      comment: 'Sehr gut',
      createdAt: '2026-03-17T14:30:00.000Z',
      reply: null,
      repliedAt: null,
      hidden: false,
    },
    {
      id: 'r2',
      clientName: 'Max Braun',
      rating: 1,
      comment: null,
      createdAt: '2026-03-16T10:00:00.000Z',
      reply: null,
      repliedAt: null,
      hidden: true,
    },
  ],
  average: 4.5,
  count: 2,
  total: 3,
  hiddenCount: 1,
  page: 1,
  pageSize: 10,
};

function renderReviews(language: Locale) {
  return renderInAppLanguage(
    <ReviewsPage />,
    language,
    {
      'GET /api/businesses/me': { id: 'b1', name: 'Fade Studio', slug: 'fade', timezone: 'Europe/Berlin' },
      'GET /api/reviews': reviews,
    },
    { path: '/reviews' },
  );
}

describe('the Reviews page in the app’s language', () => {
  it('German: the summary, dates, buttons and the reply form speak German', async () => {
    renderReviews('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewertungen' })).toBeTruthy();
    expect(screen.getByText('4,5 von 5 aus 2 Bewertungen · 1 ausgeblendet')).toBeTruthy();
    const lena = screen.getByRole('article', { name: 'Lena Vogel' });
    expect(within(lena).getByText('17. März 2026')).toBeTruthy();
    const max = screen.getByRole('article', { name: 'Max Braun' });
    expect(within(max).getByText('Ausgeblendet')).toBeTruthy();
    expect(within(max).getByText('Kein Kommentar, nur eine Sternebewertung.')).toBeTruthy();
    expect(within(max).getByRole('button', { name: 'Einblenden (Bewertung von Max Braun)' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(lena).getByRole('button', { name: 'Antworten' }));
    const field = within(lena).getByLabelText('Ihre Antwort an Lena Vogel');
    expect(
      within(lena).getByText('Wird öffentlich unter der Bewertung angezeigt. 0/2000 Zeichen.'),
    ).toBeTruthy();
    await user.type(field, '  ');
    await user.click(within(lena).getByRole('button', { name: 'Antwort veröffentlichen' }));
    expect(
      await within(lena).findByText('Schreiben Sie eine Antwort oder wählen Sie „Antwort entfernen“'),
    ).toBeTruthy();
  });

  it('English stays as it was', async () => {
    renderReviews('en');
    expect(await screen.findByText('4.5 out of 5 from 2 reviews · 1 hidden')).toBeTruthy();
    expect(screen.getByText('Mar 17, 2026')).toBeTruthy();
  });
});
