// Name, phone, email (and optionally date of birth) inputs shared by the add and edit forms.
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';
import type { ClientFormInput, ClientFormOutput } from '../client-form-schema.ts';

export function ClientContactFields({
  form,
  withDateOfBirth = false,
}: {
  form: UseFormReturn<ClientFormInput, unknown, ClientFormOutput>;
  withDateOfBirth?: boolean;
}) {
  const { t } = useClientsI18n();
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.firstName')} error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('firstName')} />}
        </FormField>
        <FormField label={t('form.lastName')} error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField label={t('form.phone')} error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="off" {...form.register('phone')} />}
      </FormField>
      <FormField label={t('form.email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      {withDateOfBirth ? (
        <FormField label={t('form.dateOfBirth')} error={errors.dateOfBirth?.message}>
          {(control) => <Input {...control} type="date" {...form.register('dateOfBirth')} />}
        </FormField>
      ) : null}
    </>
  );
}
