// Calendar (/calendar). Filled in by the calendar work.
import { PageHeader } from '#client/components/page-header.tsx';

export function CalendarPage() {
  return <PageHeader title="Calendar" />;
}
