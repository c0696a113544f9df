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
import type { Customization } from '#shared/schemas/customization.ts';
import { CustomizationForm } from './components/customization-form.tsx';
import type { ImageKind } from './components/image-field.tsx';
import { LivePreview } from './components/live-preview.tsx';

const TITLE = 'Client Dashboard Customization';

export function ClientCustomizationPage() {
  const customization = useCustomization();
  const business = useMyBusiness();

  if (customization.isPending || business.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading customization" className="[&_svg]:size-8" />
      </div>
    );
  }
  if (customization.isError || business.isError || !business.data) {
    return (
      <>
        <PageHeader title={TITLE} />
        <p role="alert" className="text-muted-foreground">
          {business.data === null
            ? 'Create your business first: its clients are the ones who see these settings.'
            : errorMessage(customization.error ?? business.error)}
        </p>
      </>
    );
  }
  return (
    <Editor saved={customization.data} businessName={business.data.name} currency={business.data.currency} />
  );
}

function Editor({
  saved,
  businessName,
  currency,
}: {
  saved: Customization;
  businessName: string;
  currency: string;
}) {
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
        toast({ title: 'Settings saved!' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: `Failed to save customization settings: ${errorMessage(error, 'Unknown error')}`,
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
        toast({ title: 'Settings reset to default' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: `Failed to reset customization settings: ${errorMessage(error, 'Unknown error')}`,
          variant: 'destructive',
        }),
    });

  return (
    <>
      <PageHeader
        title={TITLE}
        description={
          <span className="mt-2 flex flex-wrap gap-2">
            <Badge variant="secondary" className="whitespace-normal">
              Live Preview Updates Automatically
            </Badge>
            <Badge variant="outline" className="whitespace-normal">
              Changes apply to all client dashboards instantly
            </Badge>
          </span>
        }
        actions={
          <>
            <span role="status" className="text-sm text-muted-foreground">
              {unsaved ? 'Unsaved changes' : ''}
            </span>
            <Button variant="outline" onClick={() => setConfirmReset(true)} disabled={reset.isPending}>
              <RotateCcw aria-hidden="true" />
              Reset to Default
            </Button>
            <Button onClick={saveChanges} disabled={save.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <CustomizationForm draft={draft} onChange={change} onImageUploaded={saveImage} />
        <section aria-labelledby="live-preview-title" className="grid gap-3 lg:sticky lg:top-6">
          <h2 id="live-preview-title" className="text-lg font-semibold">
            Live preview
          </h2>
          <LivePreview
            draft={draft}
            businessName={businessName}
            currency={currency}
            services={services.data ?? []}
          />
        </section>
      </div>
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Reset to Default?"
        description="Every colour, image, layout, feature and text setting goes back to its default, for all your clients. This is saved at once."
        confirmLabel="Reset to Default"
        pendingLabel="Resetting..."
        destructive
        pending={reset.isPending}
        onConfirm={resetToDefault}
      />
    </>
  );
}
