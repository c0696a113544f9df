// Server entry of the booking page (docs/decisions/008), built for Node by vite.config.ts and called by
// src/server/plugins/booking-page.ts: which public reads the page needs, and the whole document made from their
// answers — the markup React renders from the same components the browser hydrates, in the language the server
// chose (docs/decisions/032), plus the data for hydration.

import type { QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { renderComplete } from '#client/app/render-complete.ts';
import { customizationThemeVars, themeStyleAttribute } from '#client/entities/customization/theme.ts';
import { availabilityRequestUrl } from '#client/entities/public-business/api/get-availability.ts';
import { clientCustomizationQueryOptions } from '#client/entities/public-business/api/get-client-customization.ts';
import { publicBusinessQueryOptions } from '#client/entities/public-business/api/get-public-business.ts';
import { publicServicesQueryOptions } from '#client/entities/public-business/api/get-public-services.ts';
import { publicTeamQueryOptions } from '#client/entities/public-business/api/get-public-team.ts';
import { reviewsPageQueryOptions } from '#client/entities/public-business/api/get-reviews.ts';
import { nextFreeDays } from '#client/entities/public-business/booking-dates.ts';
import { loadPublicMessages, type PublicMessageId } from '#client/entities/public-business/i18n.ts';
import { languageHead } from '#client/lib/i18n/alternates.ts';
import { type Translator, translator } from '#client/lib/i18n/locale-context.tsx';
import { LocaleProvider } from '#client/lib/i18n/locale-provider.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { dataScript, fillTemplate, notFoundDocument } from '#client/lib/ssr-document.ts';
import { localeDirection, type PageLocale } from '#shared/i18n/locales.ts';
import type { AvailabilityResponse } from '#shared/schemas/availability.ts';
import type { PublicCustomization } from '#shared/schemas/customization.ts';
import type { PublicService } from '#shared/schemas/service.ts';
import { BusinessNotFound } from './booking-page.tsx';
import { BookingRoot } from './booking-root.tsx';
import { BOOKING_DATA_ID, type BookingPageData } from './ssr-data.ts';

/** A public GET the page reads on its first render: its URL and the query key its answer is cached under. */
export type BookingRead = { url: string; key: QueryKey };

const read = (options: { queryKey: QueryKey }): BookingRead => ({
  url: String(options.queryKey[0]),
  key: options.queryKey,
});

/** The reads behind the first render of /book/{slug}, the business first (its 404 is the page's). */
export function bookingPageReads(slug: string): BookingRead[] {
  return [
    read(publicBusinessQueryOptions(slug)),
    read(clientCustomizationQueryOptions(slug)),
    read(publicServicesQueryOptions(slug)),
    read(publicTeamQueryOptions(slug)),
    // The first page of reviews: the hero's figures and the list below the steps.
    read(reviewsPageQueryOptions(slug, 1)),
  ];
}

/** How far step 2's preview of free days looks ahead. */
const FREE_DAYS_AHEAD = 14;

/**
 * The read behind step 2's preview of free days, made once the services are known: the shortest service with any
 * staff, the choice that fits most days (a longer service may find fewer). None when nothing can be booked.
 */
export function freeDaysRead(slug: string, services: unknown): string | undefined {
  const [shortest] = [...(services as PublicService[])].sort((a, b) => a.duration - b.duration);
  return shortest && availabilityRequestUrl(slug, { serviceId: shortest.id, days: FREE_DAYS_AHEAD });
}

/** The document's language, its direction and its translator. */
async function documentLanguage(locale: PageLocale) {
  const messages = await loadPublicMessages(locale);
  const t: Translator<PublicMessageId> = translator(messages);
  return { messages, t, head: { lang: locale, dir: localeDirection(locale) } };
}

/**
 * The booking page for `slug` from the bodies of bookingPageReads(slug), in that order, and of freeDaysRead's
 * when there was one, in `locale`. `pageUrl`: its absolute address, without a query.
 */
export async function renderBookingDocument(options: {
  template: string;
  slug: string;
  bodies: unknown[];
  availability?: unknown;
  now: Date;
  locale: PageLocale;
  pageUrl: string;
}): Promise<string> {
  const { template, slug, bodies, locale } = options;
  const { messages, t } = await documentLanguage(locale);
  const freeDays = options.availability
    ? nextFreeDays(options.availability as AvailabilityResponse, options.now)
    : undefined;
  const queries = bookingPageReads(slug).map((r, i): [QueryKey, unknown] => [r.key, bodies[i]]);
  const queryClient = createQueryClient();
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  const markup = await renderComplete(
    <BookingRoot
      queryClient={queryClient}
      slug={slug}
      freeDays={freeDays}
      locale={locale}
      messages={messages}
    />,
  );
  const business = bodies[0] as { name: string; description: string | null };
  const customization = bodies[1] as PublicCustomization;
  // The same title the page sets once it runs (booking-flow.tsx), so nothing changes at hydration.
  const name = customization.businessName || business.name;
  const data: BookingPageData = { slug, locale, queries, ...(freeDays ? { freeDays } : {}) };
  return fillTemplate(
    template,
    {
      ...languageHead(locale, options.pageUrl),
      title: t('page.title', { name }),
      description:
        customization.businessDescription || business.description || t('page.description', { name }),
      // The owner's colours and layout from the first paint; the page sets the same variables once it runs.
      htmlStyle: themeStyleAttribute(customizationThemeVars(customization)),
    },
    markup,
    dataScript(BOOKING_DATA_ID, data),
  );
}

/** The 404 page of an unknown or closed slug: plain HTML, nothing to hydrate, so no script at all. */
export async function renderNotFoundDocument(template: string, locale: PageLocale): Promise<string> {
  const { messages, t, head } = await documentLanguage(locale);
  return notFoundDocument(
    template,
    { ...head, title: t('notFound.title'), description: t('notFound.text') },
    renderToString(
      <LocaleProvider locale={locale} messages={messages} load={loadPublicMessages}>
        <BusinessNotFound />
      </LocaleProvider>,
    ),
  );
}
