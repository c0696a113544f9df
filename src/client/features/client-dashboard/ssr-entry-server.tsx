// Server entry of the client dashboard (docs/decisions/016), built for Node by vite.config.ts and called by
// src/server/plugins/client-page.ts: which reads the page needs, and the whole document made from their answers —
// the markup React renders from the same components the browser hydrates, in the language the server chose
// (docs/decisions/040), plus the data for hydration.
import type { QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { renderComplete } from '#client/app/render-complete.ts';
import { customizationThemeVars, themeStyleAttribute } from '#client/entities/customization/theme.ts';
import { clientCustomizationQueryOptions } from '#client/entities/public-business/api/get-client-customization.ts';
import { publicBusinessQueryOptions } from '#client/entities/public-business/api/get-public-business.ts';
import { reviewsPageQueryOptions } from '#client/entities/public-business/api/get-reviews.ts';
import { PageMessage } from '#client/entities/public-business/components/page-message.tsx';
import { languageHead } from '#client/lib/i18n/alternates.ts';
import { translator } from '#client/lib/i18n/locale-context.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { dataScript, fillTemplate, notFoundDocument } from '#client/lib/ssr-document.ts';
import { localeDirection, type PageLocale } from '#shared/i18n/locales.ts';
import type { PublicBusiness } from '#shared/schemas/business.ts';
import type { ClientMe } from '#shared/schemas/client-portal.ts';
import type { PublicCustomization } from '#shared/schemas/customization.ts';
import { clientMeQueryOptions } from './api/get-client-me.ts';
import { ClientRoot } from './client-root.tsx';
import { type ClientMessageId, loadClientMessages } from './i18n.ts';
import { CLIENT_PAGE_DATA_ID, type ClientPageData } from './ssr-data.ts';

/** The public reads behind the first render of /client/{slug}, the business first (its 404 is the page's). */
export function clientPageReads(slug: string): string[] {
  return [
    publicBusinessQueryOptions(slug),
    clientCustomizationQueryOptions(slug),
    // The first page of reviews: the header's figures.
    reviewsPageQueryOptions(slug, 1),
  ].map((options) => String(options.queryKey[0]));
}

/** Who is signed in: read with the visitor's cookies, only when they hold a client session. */
export const clientMeRead = String(clientMeQueryOptions().queryKey[0]);

/**
 * The client dashboard at `path` (/client/{slug} or one of its sections) from the bodies of clientPageReads(slug),
 * in that order, and the signed-in client (null when nobody is), in `locale`. `pageUrl`: its absolute address,
 * without a query.
 */
export async function renderClientDocument(options: {
  template: string;
  slug: string;
  path: string;
  search: string;
  bodies: unknown[];
  me: ClientMe | null;
  locale: PageLocale;
  pageUrl: string;
}): Promise<string> {
  const { template, slug, bodies, locale } = options;
  const messages = await loadClientMessages(locale);
  const t = translator<ClientMessageId>(messages);
  const business = bodies[0] as PublicBusiness;
  const customization = bodies[1] as PublicCustomization;
  // Signed in to another business's dashboard: this page is signed out (the page compares the same slugs).
  const me = options.me?.business.slug === business.slug ? options.me : null;
  const queries = [
    ...clientPageReads(slug).map((url, i): [QueryKey, unknown] => [[url], bodies[i]]),
    [clientMeQueryOptions().queryKey, me] satisfies [QueryKey, unknown],
  ];
  const queryClient = createQueryClient();
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  const markup = await renderComplete(
    <ClientRoot
      queryClient={queryClient}
      ssr={{ path: options.path, search: options.search }}
      locale={locale}
      messages={messages}
    />,
  );
  const name = customization.businessName || business.name;
  const data: ClientPageData = { locale, queries };
  return fillTemplate(
    template,
    {
      ...languageHead(locale, options.pageUrl),
      // Left to right is the default: only Arabic's document names its direction (the page's markup was so before).
      dir: localeDirection(locale) === 'rtl' ? 'rtl' : undefined,
      // The same title the page sets once it runs, so nothing changes at hydration.
      title: t('client.page.title', { name }),
      description: t('client.page.description', { name }),
      // The owner's colours and layout from the first paint; the page sets the same variables once it runs.
      htmlStyle: themeStyleAttribute(customizationThemeVars(customization)),
    },
    markup,
    dataScript(CLIENT_PAGE_DATA_ID, data),
  );
}

/** The 404 page of an unknown or suspended slug: plain HTML, nothing to hydrate, so no script at all. */
export async function renderNotFoundDocument(template: string, locale: PageLocale): Promise<string> {
  const t = translator<ClientMessageId | 'notFound.title'>(await loadClientMessages(locale));
  const text = { title: t('notFound.title'), text: t('client.notFound.text') };
  return notFoundDocument(
    template,
    { lang: locale, dir: localeDirection(locale), title: text.title, description: text.text },
    renderToString(<PageMessage {...text} />),
  );
}
