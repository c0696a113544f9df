// Contact details of one client (name, phone, email, date of birth), saved with PATCH /api/clients/{id}.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MutationError } from '#client/components/mutation-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';
import type { ClientDetail } from '#shared/schemas/client.ts';
import { useUpdateClient } from '../api/update-client.ts';
import { type ClientFormInput, type ClientFormOutput, useClientFormSchema } from '../client-form-schema.ts';
import { ClientContactFields } from './client-contact-fields.tsx';

export function ClientEditForm({ client }: { client: ClientDetail }) {
  const { t } = useClientsI18n();
  const mutation = useUpdateClient();
  const schema = useClientFormSchema();
  const form = useForm<ClientFormInput, unknown, ClientFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: client.firstName,
      lastName: client.lastName,
      phone: client.phone,
      email: client.email ?? '',
      dateOfBirth: client.dateOfBirth ?? '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const { firstName, lastName, phone, email, dateOfBirth } = values;
    try {
      await mutation.mutateAsync({
        id: client.id,
        input: {
          firstName,
          lastName: lastName ?? '',
          phone,
          email: email || null,
          dateOfBirth: dateOfBirth || null,
        },
      });
      form.reset(values);
      toast({ title: t('toast.updated'), description: t('toast.detailsSaved') });
    } catch {
      // Shown below.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('edit.form')}>
      <MutationError error={mutation.error} fallback={t('form.saveFailed')} />
      <ClientContactFields form={form} withDateOfBirth />
      <div className="flex justify-end">
        <Button type="submit" disabled={!form.formState.isDirty || mutation.isPending}>
          {mutation.isPending ? t('form.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
