// Browser entry of the server-rendered booking page (docs/decisions/008): the query cache is filled from the data
// the server embedded and the catalog of the language it rendered in is fetched first (032), so hydration renders
// exactly the server's markup and nothing is fetched a second time.
import { hydrateRoot } from 'react-dom/client';
import { loadPublicMessages } from '#client/entities/public-business/i18n.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { readEmbeddedData } from '#client/lib/ssr-document.ts';
import './booking.css';
import { BookingRoot } from './booking-root.tsx';
import { BOOKING_DATA_ID, type BookingPageData } from './ssr-data.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The booking page has no #root element');
const data = readEmbeddedData<BookingPageData>(document, BOOKING_DATA_ID);
for (const [key, value] of data?.queries ?? []) queryClient.setQueryData(key, value);
const locale = data?.locale ?? 'en';
void loadPublicMessages(locale).then((messages) =>
  hydrateRoot(
    root,
    <BookingRoot
      queryClient={queryClient}
      slug={data?.slug ?? ''}
      freeDays={data?.freeDays}
      locale={locale}
      messages={messages}
    />,
  ),
);
