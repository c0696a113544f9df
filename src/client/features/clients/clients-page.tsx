// Clients (/clients). Filled in by the clients work.
import { PageHeader } from '#client/components/page-header.tsx';

export function ClientsPage() {
  return <PageHeader title="Clients" />;
}
