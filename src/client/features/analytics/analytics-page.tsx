// Analytics and Reports (/analytics). Filled in by the analytics work.
import { PageHeader } from '#client/components/page-header.tsx';

export function AnalyticsPage() {
  return <PageHeader title="Analytics and Reports" />;
}
