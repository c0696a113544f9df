// Client Dashboard Customization (/client-customization). Filled in by the client-customization work.
import { PageHeader } from '#client/components/page-header.tsx';

export function ClientCustomizationPage() {
  return <PageHeader title="Client Dashboard Customization" />;
}
