// The client dashboard as a route of the app (when its server render is unavailable, docs/decisions/016): the page
// inside a LocaleProvider whose language the browser chooses (040). The server-rendered document's entry renders
// ClientDashboardContent in the server's language instead, without this module's language choice.
import { useParams } from 'wouter';
import { ClientLocale } from './client-locale.tsx';
import { ClientDashboardContent } from './dashboard-content.tsx';

export function ClientDashboardPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <ClientLocale slug={slug}>
      <ClientDashboardContent />
    </ClientLocale>
  );
}
