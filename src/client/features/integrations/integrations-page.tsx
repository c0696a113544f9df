// Integrations (/integrations). Filled in by the integrations work.
import { PageHeader } from '#client/components/page-header.tsx';

export function IntegrationsPage() {
  return <PageHeader title="Integrations" />;
}
