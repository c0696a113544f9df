// Logo and banner on /settings: each is saved to the business as soon as it is uploaded or removed, and shows
// on the public booking page.
import { ImageIcon } from 'lucide-react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useUpdateMyBusiness } from '#client/entities/business/api/update-my-business.ts';
import { ImageUpload } from '#client/entities/uploads/image-upload.tsx';
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import type { OwnerBusiness } from '#shared/schemas/business.ts';

export function BrandingSection({ business }: { business: OwnerBusiness }) {
  const { t } = useSettingsI18n();
  const update = useUpdateMyBusiness();

  const saveImage = (field: 'logoUrl' | 'bannerUrl', url: string | null) => {
    const logo = field === 'logoUrl';
    update.mutate(
      { [field]: url },
      {
        onSuccess: () => {
          if (url === null) toast({ title: logo ? t('branding.logoRemoved') : t('branding.bannerRemoved') });
        },
        onError: (error) =>
          toast({
            title: url ? t('branding.saveFailedTitle') : t('common.error'),
            description: withServerMessage(
              url
                ? t('branding.saveFailed')
                : logo
                  ? t('branding.logoRemoveFailed')
                  : t('branding.bannerRemoveFailed'),
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
      title={t('branding.title')}
      description={t('branding.description')}
    >
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div className="grid content-start gap-2">
          <span className="text-sm font-medium">{t('branding.logo')}</span>
          <ImageUpload
            value={business.logoUrl}
            onChange={(url) => saveImage('logoUrl', url)}
            kind="logo"
            label={t('branding.logoLabel')}
            successTitle={t('branding.uploaded')}
            shape="square"
            compact
            className="w-32"
          />
        </div>
        <div className="grid content-start gap-2">
          <span className="text-sm font-medium">{t('branding.banner')}</span>
          <ImageUpload
            value={business.bannerUrl}
            onChange={(url) => saveImage('bannerUrl', url)}
            kind="banner"
            label={t('branding.bannerLabel')}
            successTitle={t('branding.uploaded')}
            shape="banner"
          />
        </div>
      </div>
    </SettingsSection>
  );
}
