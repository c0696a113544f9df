// Help & Support (/support). Filled in by the support work.
import { PageHeader } from '#client/components/page-header.tsx';

export function SupportPage() {
  return <PageHeader title="Help & Support" />;
}
