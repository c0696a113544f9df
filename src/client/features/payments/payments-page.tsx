// Payments (/payments). Filled in by the payments work.
import { PageHeader } from '#client/components/page-header.tsx';

export function PaymentsPage() {
  return <PageHeader title="Payments" />;
}
