// Client Dashboard Customization (/client-customization), spec part 2 §2–§5, §8: the owner edits how their booking
// page and client dashboards look and what they offer, beside a live preview of their own business with the
// unsaved values. Save Changes sends the whole settings object; Reset to Default puts every field back (saved).
import { RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import {
  useCustomization,
  useResetCustomization,
  useSaveCustomization,
} from '#client/entities/customization/api/customization.ts';
import { useServices } from '#client/entities/services/api/get-services.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useCustomizationI18n } from '#client/lib/app-i18n/customization-i18n.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Customization } from '#shared/schemas/customization.ts';
import { CustomizationForm } from './components/customization-form.tsx';
import type { ImageKind } from './components/image-field.tsx';
import { LivePreview } from './components/live-preview.tsx';

export function ClientCustomizationPage() {
  const { t } = useCustomizationI18n();
  const customization = useCustomization();
  const business = useMyBusiness();

  if (customization.isPending || business.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('page.loading')} className="[&_svg]:size-8" />
      </div>
    );
  }
  if (customization.isError || business.isError || !business.data) {
    return (
      <>
        <PageHeader title={t('page.title')} />
        <p role="alert" className="text-muted-foreground">
          {business.data === null
            ? t('page.noBusiness')
            : errorMessage(customization.error ?? business.error)}
        </p>
      </>
    );
  }
  return (
    <Editor
      saved={customization.data}
      businessName={business.data.name}
      currency={business.data.currency}
      language={business.data.language}
    />
  );
}

function Editor({
  saved,
  businessName,
  currency,
  language,
}: {
  saved: Customization;
  businessName: string;
  currency: string;
  /** The business's language: the preview speaks it, as the client pages do. */
  language: Locale;
}) {
  const { t } = useCustomizationI18n();
  const [draft, setDraft] = useState<Customization>(saved);
  const [confirmReset, setConfirmReset] = useState(false);
  const services = useServices();
  const save = useSaveCustomization();
  const saveUpload = useSaveCustomization();
  const reset = useResetCustomization();
  const change = (changes: Partial<Customization>) => setDraft((current) => ({ ...current, ...changes }));
  // `saved` follows the cache, which every save and reset updates.
  const unsaved = (Object.keys(draft) as Array<keyof Customization>).some((key) => draft[key] !== saved[key]);

  const saveChanges = () =>
    save.mutate(draft, {
      onSuccess: (stored) => {
        setDraft(stored);
        toast({ title: t('toast.saved') });
      },
      onError: (error) =>
        toast({
          title: t('toast.error'),
          description: t('toast.saveFailed', { error: errorMessage(error, t('toast.unknownError')) }),
          variant: 'destructive',
        }),
    });

  // An uploaded image is saved at once, on its own: the rest of the draft stays unsaved until Save Changes.
  const saveImage = async (kind: ImageKind, url: string) => {
    const field = kind === 'logo' ? 'logoUrl' : 'bannerUrl';
    change({ [field]: url });
    try {
      await saveUpload.mutateAsync({ [field]: url });
      return true;
    } catch {
      return false;
    }
  };

  const resetToDefault = () =>
    reset.mutate(undefined, {
      onSuccess: (defaults) => {
        setDraft(defaults);
        setConfirmReset(false);
        toast({ title: t('toast.reset') });
      },
      onError: (error) =>
        toast({
          title: t('toast.error'),
          description: t('toast.resetFailed', { error: errorMessage(error, t('toast.unknownError')) }),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={
          <span className="mt-2 flex flex-wrap gap-2">
            <Badge variant="secondary" className="whitespace-normal">
              {t('page.livePreview')}
            </Badge>
            <Badge variant="outline" className="whitespace-normal">
              {t('page.instant')}
            </Badge>
          </span>
        }
        actions={
          <>
            <span role="status" className="text-sm text-muted-foreground">
              {unsaved ? t('page.unsaved') : ''}
            </span>
            <Button variant="outline" onClick={() => setConfirmReset(true)} disabled={reset.isPending}>
              <RotateCcw aria-hidden="true" />
              {t('page.reset')}
            </Button>
            <Button onClick={saveChanges} disabled={save.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? t('page.saving') : t('page.save')}
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <CustomizationForm draft={draft} onChange={change} onImageUploaded={saveImage} />
        <section aria-labelledby="live-preview-title" className="grid gap-3 lg:sticky lg:top-6">
          <h2 id="live-preview-title" className="text-lg font-semibold">
            {t('page.preview')}
          </h2>
          <LivePreview
            draft={draft}
            businessName={businessName}
            currency={currency}
            language={language}
            services={services.data ?? []}
          />
        </section>
      </div>
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('reset.title')}
        description={t('reset.text')}
        confirmLabel={t('page.reset')}
        pendingLabel={t('reset.pending')}
        cancelLabel={t('reset.cancel')}
        destructive
        pending={reset.isPending}
        onConfirm={resetToDefault}
      />
    </>
  );
}
