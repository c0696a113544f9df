// Settings (/settings). Filled in by the settings work.
import { PageHeader } from '#client/components/page-header.tsx';

export function SettingsPage() {
  return <PageHeader title="Settings" />;
}
