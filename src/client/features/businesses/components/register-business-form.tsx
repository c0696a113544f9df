// The create-business form (spec part 1 §5): the shared schema's rules and messages, checked before sending and
// again by the server, whose field messages land beside their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { paths } from '#client/app/paths.ts';
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
import { Textarea } from '#client/components/ui/textarea.tsx';
import { businessTypeOptions } from '#client/entities/business/business-types.ts';
import { useBusinessesI18n } from '#client/lib/app-i18n/businesses-i18n.ts';
import { type CreateBusinessForm, createBusinessFormSchema } from '#shared/schemas/business.ts';
import type { CreateBusinessPayload } from '../api/create-business.ts';

export const BUSINESS_FORM_FIELDS = [
  'name',
  'description',
  'businessType',
  'phone',
  'email',
  'address',
] as const;

export function RegisterBusinessForm({
  form,
  pending,
  onSubmit,
}: {
  form: ReturnType<typeof useRegisterBusinessForm>;
  pending: boolean;
  onSubmit: (values: CreateBusinessPayload) => void;
}) {
  const { t } = useBusinessesI18n();
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      aria-label={t('form.label')}
      className="grid gap-5 sm:grid-cols-2"
    >
      <FormField label={t('form.name')} error={errors.name?.message} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            placeholder={t('form.namePlaceholder')}
            {...form.register('name')}
          />
        )}
      </FormField>
      <FormField label={t('form.type')} error={errors.businessType?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="businessType"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder={t('form.typePlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {businessTypeOptions().map((type) => (
                    <SelectItem key={type} value={type}>
                      {t(`form.type.${type}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField label={t('form.phone')} error={errors.phone?.message}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            {...form.register('phone')}
          />
        )}
      </FormField>
      <FormField label={t('form.email')} error={errors.email?.message} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder={t('form.emailPlaceholder')}
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField label={t('form.address')} error={errors.address?.message} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            autoComplete="street-address"
            placeholder={t('form.addressPlaceholder')}
            {...form.register('address')}
          />
        )}
      </FormField>
      <FormField
        label={t('form.description')}
        error={errors.description?.message}
        hint={t('form.descriptionHint')}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder={t('form.descriptionPlaceholder')}
            {...form.register('description')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link href={paths.dashboard}>{t('form.cancel')}</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner label={t('form.spinner')} className="[&_svg]:text-current" /> : null}
          {pending ? t('form.pending') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

export function useRegisterBusinessForm(defaultEmail: string) {
  return useForm<CreateBusinessForm, unknown, CreateBusinessPayload>({
    resolver: zodResolver(createBusinessFormSchema),
    defaultValues: {
      name: '',
      description: '',
      businessType: 'other',
      phone: '',
      email: defaultEmail,
      address: '',
    },
  });
}
