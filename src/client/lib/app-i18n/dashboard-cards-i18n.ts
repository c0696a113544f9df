// The owner's dashboard cards' messages (docs/decisions/041): the waitlist card with the remove confirmation it
// shares with the Waitlist page, the weather card, the activity list and dialog, and the targets dialog (shared with
// Analytics' goals), a catalog of their own, English coming with their code and another language fetched once. The
// dashboard asks for it with its data (`useDashboardCardsCatalog`), so the cards never put it back behind a spinner.

import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { useAppI18n, useAreaI18n } from './app-i18n.ts';
import english from './locales/dashboard-cards/en.ts';
import { loadNewsMessages } from './news-i18n.ts';

export type DashboardCardsMessageId = keyof typeof english;

const loadDashboardCardsMessages = catalogLoader(english as unknown as Messages, {
  es: () => import('./locales/dashboard-cards/es.ts'),
  fr: () => import('./locales/dashboard-cards/fr.ts'),
  de: () => import('./locales/dashboard-cards/de.ts'),
  'pt-BR': () => import('./locales/dashboard-cards/pt-BR.ts'),
  ar: () => import('./locales/dashboard-cards/ar.ts'),
  'en-XA': () => import('./locales/dashboard-cards/en-XA.ts'),
});

/** The dashboard cards' messages in the app's language. */
export const useDashboardCardsI18n = () => useAreaI18n<DashboardCardsMessageId>(loadDashboardCardsMessages);

/**
 * The cards' catalog for the dashboard, with the one its activity's items are worded from (news-i18n.ts): asked for
 * at the top of its render, they are fetched beside the page's data; `ready` is false while one is on its way, and
 * the page `use`s `loading` then, before the cards show.
 */
export function useDashboardCardsCatalog() {
  const { locale } = useAppI18n();
  const cards = loadDashboardCardsMessages(locale);
  const pending = [cards, loadNewsMessages(locale)].find(
    (loading) => (loading as { status?: string }).status !== 'fulfilled',
  );
  return { ready: pending === undefined, loading: pending ?? cards };
}
