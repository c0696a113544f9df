// Logo and banner on /settings: each is saved to the business as soon as it is uploaded or removed, and shows
// on the public booking page.
import { ImageIcon } from 'lucide-react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useUpdateMyBusiness } from '#client/entities/business/api/update-my-business.ts';
import { ImageUpload } from '#client/entities/uploads/image-upload.tsx';
import { withServerMessage } from '#client/lib/server-issues.ts';
import type { OwnerBusiness } from '#shared/schemas/business.ts';

export function BrandingSection({ business }: { business: OwnerBusiness }) {
  const update = useUpdateMyBusiness();

  const saveImage = (field: 'logoUrl' | 'bannerUrl', url: string | null) => {
    const what = field === 'logoUrl' ? 'logo' : 'banner';
    update.mutate(
      { [field]: url },
      {
        onSuccess: () => {
          if (url === null) toast({ title: `Your ${what} was removed` });
        },
        onError: (error) =>
          toast({
            title: url ? 'Image uploaded but save failed' : 'Error',
            description: withServerMessage(
              url
                ? "The image was uploaded but couldn't be saved. Please try again"
                : `Failed to remove your ${what}`,
              error,
            ),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <SettingsSection
      id="branding"
      icon={ImageIcon}
      title="Logo and banner"
      description="Shown at the top of your booking page. Changes are saved as soon as you upload."
    >
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div className="grid content-start gap-2">
          <span className="text-sm font-medium">Logo</span>
          <ImageUpload
            value={business.logoUrl}
            onChange={(url) => saveImage('logoUrl', url)}
            kind="logo"
            label="Business logo"
            successTitle="Image uploaded!"
            shape="square"
            compact
            className="w-32"
          />
        </div>
        <div className="grid content-start gap-2">
          <span className="text-sm font-medium">Banner</span>
          <ImageUpload
            value={business.bannerUrl}
            onChange={(url) => saveImage('bannerUrl', url)}
            kind="banner"
            label="Booking page banner"
            successTitle="Image uploaded!"
            shape="banner"
          />
        </div>
      </div>
    </SettingsSection>
  );
}
