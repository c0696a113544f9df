// Dashboard (/dashboard, and / when signed in). Filled in by the dashboard work.
import { PageHeader } from '#client/components/page-header.tsx';

export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
