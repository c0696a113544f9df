// Create Business Profile (/register-business). Filled in by the businesses work.
import { PageHeader } from '#client/components/page-header.tsx';

export function RegisterBusinessPage() {
  return <PageHeader title="Create Business Profile" />;
}
