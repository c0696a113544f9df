// Name, phone, email (and optionally date of birth) inputs shared by the add and edit forms.
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { ClientFormInput, ClientFormOutput } from '../client-form-schema.ts';

export function ClientContactFields({
  form,
  withDateOfBirth = false,
}: {
  form: UseFormReturn<ClientFormInput, unknown, ClientFormOutput>;
  withDateOfBirth?: boolean;
}) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('firstName')} />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField label="Phone" error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="off" {...form.register('phone')} />}
      </FormField>
      <FormField label="Email (optional)" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      {withDateOfBirth ? (
        <FormField label="Date of birth (optional)" error={errors.dateOfBirth?.message}>
          {(control) => <Input {...control} type="date" {...form.register('dateOfBirth')} />}
        </FormField>
      ) : null}
    </>
  );
}
