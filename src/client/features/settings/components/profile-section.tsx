// The owner's profile on /settings (spec part 2 §2): first and last name, phone and photo. The photo is saved as
// soon as it is uploaded; the email changes through a code sent to the new address (email-change-dialog.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCurrentRole } from '#client/entities/memberships/use-current-role.ts';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { ImageUpload } from '#client/entities/uploads/image-upload.tsx';
import { type AppMessageId, appLocale, loadAppMessages, useAppI18n } from '#client/lib/app-i18n/app-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { translator } from '#client/lib/i18n/locale-context.tsx';
import { withServerMessage } from '#client/lib/server-issues.ts';
import { roleMayUse } from '#shared/access.ts';
import { isLocale, LOCALE_NAMES, LOCALES } from '#shared/i18n/locales.ts';
import { type ProfileInput, profileInputSchema } from '#shared/schemas/account.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { useUpdateProfile } from '../api/account.ts';
import { EmailChangeDialog } from './email-change-dialog.tsx';

const savedProfile = (user: PublicUser): ProfileInput => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  phone: user.phone ?? '',
  profileImageUrl: user.profileImageUrl ?? '',
  language: user.language ?? null,
});

/** The select's value for "no language chosen": Radix's Select takes no empty value. */
const BROWSER = 'browser';

export function ProfileSection() {
  const { user } = useAuth();
  const { t } = useAppI18n();
  return (
    <SettingsSection
      id="profile"
      icon={UserRound}
      title={t('profile.title')}
      description={t('profile.description')}
    >
      {user ? <ProfileForm key={user.id} user={user} /> : null}
    </SettingsSection>
  );
}

function ProfileForm({ user }: { user: PublicUser }) {
  const uploads = roleMayUse(useCurrentRole().role, 'manager');
  const update = useUpdateProfile();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: savedProfile(user),
  });
  const { errors, isDirty } = form.formState;
  const [changingEmail, setChangingEmail] = useState(false);
  const { t } = useAppI18n();

  const save = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: async (saved) => {
        form.reset(savedProfile(saved));
        // In the language just chosen: its catalog is already fetched (useUpdateProfile waits for it).
        const next = await loadAppMessages(
          appLocale(saved.language, window.location.search, navigator.languages),
        );
        toast({ title: translator<AppMessageId>(next)('profile.saved') });
      },
      onError: (error) =>
        toast({
          title: t('profile.error'),
          description: withServerMessage(t('profile.saveFailed'), error),
          variant: 'destructive',
        }),
    }),
  );

  const savePhoto = (url: string | null) =>
    update.mutate(
      { ...savedProfile(user), profileImageUrl: url ?? '' },
      {
        onError: (error) =>
          toast({
            title: url ? t('profile.photoSaveFailedTitle') : t('profile.error'),
            description: withServerMessage(
              url ? t('profile.photoSaveFailed') : t('profile.photoRemoveFailed'),
              error,
            ),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className={cn('grid grid-cols-1 gap-6', uploads && 'sm:grid-cols-[8rem_minmax(0,1fr)]')}>
      {/* POST /api/upload/image is a manager's: a staff member keeps the photo they have. */}
      <div className={cn('grid content-start gap-2', !uploads && 'hidden')}>
        <span className="text-sm font-medium">{t('profile.photo')}</span>
        <ImageUpload
          value={user.profileImageUrl}
          onChange={savePhoto}
          kind="avatar"
          label={t('profile.photoLabel')}
          successTitle={t('profile.photoUploaded')}
          shape="square"
          compact
          className="w-28"
        />
      </div>
      <form onSubmit={save} noValidate aria-label={t('profile.title')} className="grid min-w-0 gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('profile.firstName')} error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
          </FormField>
          <FormField label={t('profile.lastName')} error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
          </FormField>
        </div>
        <FormField label={t('profile.phone')} hint={t('profile.optional')} error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </FormField>
        <FormField label={t('profile.language')} hint={t('profile.languageHint')}>
          {(control) => (
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <Select
                  value={field.value ?? BROWSER}
                  onValueChange={(value) => field.onChange(isLocale(value) ? value : null)}
                  name={field.name}
                >
                  <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={BROWSER}>{t('profile.browserLanguage')}</SelectItem>
                    {LOCALES.map((locale) => (
                      <SelectItem key={locale} value={locale} lang={locale}>
                        {LOCALE_NAMES[locale]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField label={t('profile.email')} hint={t('profile.emailHint')}>
          {(control) => (
            <div className="flex gap-2">
              <Input {...control} type="email" value={user.email} readOnly className="min-w-0 flex-1" />
              <Button
                type="button"
                variant="outline"
                aria-label={t('profile.changeEmail')}
                onClick={() => setChangingEmail(true)}
              >
                {t('profile.change')}
              </Button>
            </div>
          )}
        </FormField>
        <div className="flex justify-end border-t pt-4">
          <Button type="submit" disabled={update.isPending || !isDirty}>
            {update.isPending ? (
              <Spinner label={t('profile.savingLabel')} className="[&_svg]:text-current" />
            ) : null}
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
      {/* Outside the profile form: a portal's submit would still bubble to it through React. */}
      <EmailChangeDialog open={changingEmail} onOpenChange={setChangingEmail} />
    </div>
  );
}
