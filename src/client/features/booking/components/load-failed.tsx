// The booking page when its business could not be read (not a 404): a retry. Loaded only then, so the button
// styles stay out of the page's first download.
import { Button } from '#client/components/ui/button.tsx';
import { PageMessage } from '#client/entities/public-business/components/page-message.tsx';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <PageMessage
      title="Something went wrong"
      text="The booking page could not be loaded. Please check your connection and try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
