// Services (/services). Filled in by the services work.
import { PageHeader } from '#client/components/page-header.tsx';

export function ServicesPage() {
  return <PageHeader title="Services" />;
}
