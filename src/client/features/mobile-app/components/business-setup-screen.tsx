// Step 4 (only when the owner has no business yet): name and type required, the rest optional (the shared mobile
// form schema); the email is prefilled from the account. Failures use the spec's three messages (part 2 §8). The
// words the create-business form has too (fields, most types) come from its catalog.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { use } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { FieldMessageContext } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { myBusinessQueryOptions } from '#client/entities/business/api/get-my-business.ts';
import { apiRequest, errorMessage, errorStatus } from '#client/lib/api-client.ts';
import { useBusinessesI18n } from '#client/lib/app-i18n/businesses-i18n.ts';
import { usePwaI18n } from '#client/lib/app-i18n/pwa-i18n.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import {
  MOBILE_BUSINESS_TYPES,
  type MobileBusinessForm,
  type MobileBusinessInput,
  mobileBusinessFormSchema,
} from '#shared/schemas/business.ts';
import { createMobileBusiness, type MobileBusinessType } from '../api/mobile-business.ts';

/** Two of the mobile list's types are named otherwise than on the web form ('Medical Practice'). */
const OWN_TYPE_LABELS = { medical: 'setup.type.medical', beauty: 'setup.type.beauty' } as const;

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-invalid:border-destructive';

export function BusinessSetupScreen({
  user,
  onSessionExpired,
}: {
  user: PublicUser;
  onSessionExpired: () => void;
}) {
  const { t } = usePwaI18n();
  const { t: businessT } = useBusinessesI18n();
  const fieldMessage = use(FieldMessageContext);
  const typeLabel = (type: MobileBusinessType) =>
    type === 'medical' || type === 'beauty' ? t(OWN_TYPE_LABELS[type]) : businessT(`form.type.${type}`);
  const queryClient = useQueryClient();
  // No type chosen yet: the select starts on its placeholder ('' in the DOM, which the schema refuses).
  const form = useForm<MobileBusinessForm, unknown, MobileBusinessInput>({
    resolver: zodResolver(mobileBusinessFormSchema),
    defaultValues: { name: '', description: '', address: '', phone: '', email: user.email },
  });
  const { errors } = form.formState;

  const create = useMutation({
    mutationFn: createMobileBusiness,
    onSuccess: (business) => queryClient.setQueryData(myBusinessQueryOptions().queryKey, business),
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      await apiRequest('GET', '/api/auth/user');
    } catch {
      window.alert(t('setup.sessionExpired'));
      onSessionExpired();
      return;
    }
    try {
      await create.mutateAsync(input);
    } catch (error) {
      if (errorStatus(error) === 401) window.alert(t('setup.authFailed'));
      else window.alert(t('setup.failed', { reason: errorMessage(error) }));
    }
  });

  /** A field's own id, and its message's when the schema refused it. */
  const described = (field: keyof MobileBusinessForm) => ({
    id: `pwa-business-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `pwa-business-${field}-error` : undefined,
  });
  const problem = (field: keyof MobileBusinessForm) =>
    errors[field] ? (
      <p id={`pwa-business-${field}-error`} className="text-sm text-destructive">
        {fieldMessage(errors[field].message ?? '')}
      </p>
    ) : null;

  return (
    <div className="min-h-dvh bg-white px-6 py-10">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-800">
        <Store className="size-7" aria-hidden="true" />
      </div>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">{t('setup.title')}</h1>
      <p className="mt-1 text-slate-600">{t('setup.intro')}</p>
      <form className="mt-8 grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-name">{t('setup.name')}</Label>
          <Input {...described('name')} {...form.register('name')} autoComplete="organization" />
          {problem('name')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-type">{t('setup.type')}</Label>
          <select {...described('type')} {...form.register('type')} defaultValue="" className={selectClass}>
            <option value="" disabled>
              {t('setup.typePlaceholder')}
            </option>
            {MOBILE_BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </select>
          {problem('type')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-description">{t('setup.description')}</Label>
          <Textarea {...described('description')} {...form.register('description')} rows={3} />
          {problem('description')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-address">{businessT('form.address')}</Label>
          <Input {...described('address')} {...form.register('address')} autoComplete="street-address" />
          {problem('address')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-phone">{businessT('form.phone')}</Label>
          <Input {...described('phone')} {...form.register('phone')} type="tel" autoComplete="tel" />
          {problem('phone')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="pwa-business-email">{businessT('form.email')}</Label>
          <Input {...described('email')} {...form.register('email')} type="email" autoComplete="email" />
          {problem('email')}
        </div>
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? t('setup.creating') : t('setup.submit')}
        </Button>
      </form>
    </div>
  );
}
