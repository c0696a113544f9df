// Browser entry of the server-rendered client dashboard (docs/decisions/016): the query cache is filled from the
// data the server embedded and the catalog of the language it rendered in is fetched first (040), so hydration
// renders exactly the server's markup and nothing is fetched again.
import { hydrateRoot } from 'react-dom/client';
import { queryClient } from '#client/lib/query-client.ts';
import { readEmbeddedData } from '#client/lib/ssr-document.ts';
import './client-dashboard.css';
import { ClientRoot } from './client-root.tsx';
import { loadClientMessages } from './i18n.ts';
import { CLIENT_PAGE_DATA_ID, type ClientPageData } from './ssr-data.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The client dashboard has no #root element');
const data = readEmbeddedData<ClientPageData>(document, CLIENT_PAGE_DATA_ID);
for (const [key, value] of data?.queries ?? []) queryClient.setQueryData(key, value);
const locale = data?.locale ?? 'en';
void loadClientMessages(locale).then((messages) =>
  hydrateRoot(root, <ClientRoot queryClient={queryClient} locale={locale} messages={messages} />),
);
