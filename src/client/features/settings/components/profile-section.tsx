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
import { cn } from '#client/lib/cn.ts';
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
  return (
    <SettingsSection id="profile" icon={UserRound} title="Profile" description="Your name, phone and photo.">
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

  const save = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(savedProfile(saved));
        toast({ title: 'Profile saved' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: withServerMessage('Failed to save your profile', error),
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
            title: url ? 'Image uploaded but save failed' : 'Error',
            description: withServerMessage(
              url
                ? "The image was uploaded but couldn't be saved. Please try again"
                : 'Failed to remove your photo',
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
        <span className="text-sm font-medium">Photo</span>
        <ImageUpload
          value={user.profileImageUrl}
          onChange={savePhoto}
          kind="avatar"
          label="Profile photo"
          successTitle="Image uploaded!"
          shape="square"
          compact
          className="w-28"
        />
      </div>
      <form onSubmit={save} noValidate aria-label="Profile" className="grid min-w-0 gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
          </FormField>
        </div>
        <FormField label="Phone" hint="Optional." error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </FormField>
        <FormField label="Language" hint="The language of this app and of your notifications.">
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
                    <SelectItem value={BROWSER}>Browser's language</SelectItem>
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
        <FormField label="Email" hint="Changes only after you confirm a code sent to the new address.">
          {(control) => (
            <div className="flex gap-2">
              <Input {...control} type="email" value={user.email} readOnly className="min-w-0 flex-1" />
              <Button
                type="button"
                variant="outline"
                aria-label="Change email address"
                onClick={() => setChangingEmail(true)}
              >
                Change
              </Button>
            </div>
          )}
        </FormField>
        <div className="flex justify-end border-t pt-4">
          <Button type="submit" disabled={update.isPending || !isDirty}>
            {update.isPending ? <Spinner label="Saving profile" className="[&_svg]:text-current" /> : null}
            {update.isPending ? 'Saving...' : 'Save Profile'}
          </Button>
        </div>
      </form>
      {/* Outside the profile form: a portal's submit would still bubble to it through React. */}
      <EmailChangeDialog open={changingEmail} onOpenChange={setChangingEmail} />
    </div>
  );
}
