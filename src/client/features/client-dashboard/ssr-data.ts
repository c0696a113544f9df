// The client dashboard's data as the server embeds it for hydration (docs/decisions/016): the language it rendered
// in (040) and the TanStack Query cache entries its first render reads (the business, its customisation, the first
// page of reviews and who is signed in), each under the key the page itself uses.
import type { QueryKey } from '@tanstack/react-query';
import type { PageLocale } from '#shared/i18n/locales.ts';

export const CLIENT_PAGE_DATA_ID = 'client-page-data';

export type ClientPageData = { locale: PageLocale; queries: Array<[QueryKey, unknown]> };
