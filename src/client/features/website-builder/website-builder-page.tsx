// Website Builder (/website-builder). Filled in by the website-builder work.
import { PageHeader } from '#client/components/page-header.tsx';

export function WebsiteBuilderPage() {
  return <PageHeader title="Website Builder" />;
}
