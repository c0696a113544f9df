// The booking page when its business could not be read (not a 404): a retry. Loaded only then, so the button
// styles stay out of the page's first download.
import { Button } from '#client/components/ui/button.tsx';
import { PageMessage } from '#client/entities/public-business/components/page-message.tsx';
import { useStepsI18n } from '#client/entities/public-business/steps-i18n.ts';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useStepsI18n();
  return (
    <PageMessage
      title={t('loadFailed.title')}
      text={t('loadFailed.text')}
      action={<Button onClick={onRetry}>{t('common.tryAgain')}</Button>}
    />
  );
}
