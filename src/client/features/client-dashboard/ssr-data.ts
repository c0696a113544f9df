// The client dashboard's data as the server embeds it for hydration (docs/decisions/016): the TanStack Query
// cache entries its first render reads (the business, its customisation, the first page of reviews and who is
// signed in), each under the key the page itself uses.
import type { QueryKey } from '@tanstack/react-query';

export const CLIENT_PAGE_DATA_ID = 'client-page-data';

export type ClientPageData = { queries: Array<[QueryKey, unknown]> };
