// Notes, tags and marketing consent of one client, saved with PATCH /api/clients/{id}.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { MutationError } from '#client/components/mutation-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';
import type { ClientDetail } from '#shared/schemas/client.ts';
import { useUpdateClient } from '../api/update-client.ts';
import {
  type ClientNotesFormInput,
  type ClientNotesFormOutput,
  clientNotesFormSchema,
} from '../client-form-schema.ts';

export function ClientNotesForm({ client }: { client: ClientDetail }) {
  const { t } = useClientsI18n();
  const mutation = useUpdateClient();
  const form = useForm<ClientNotesFormInput, unknown, ClientNotesFormOutput>({
    resolver: zodResolver(clientNotesFormSchema),
    defaultValues: {
      notes: client.notes ?? '',
      tags: client.tags.join(', '),
      marketingConsent: client.marketingConsent,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ id: client.id, input: { ...values, notes: values.notes || null } });
      form.reset(form.getValues());
      toast({ title: t('toast.updated'), description: t('toast.notesSaved') });
    } catch {
      // Shown below.
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('notes.form')}>
      <MutationError error={mutation.error} fallback={t('form.saveFailed')} />
      <FormField label={t('notes.notes')} error={errors.notes?.message} hint={t('notes.notesHint')}>
        {(control) => <Textarea {...control} rows={4} {...form.register('notes')} />}
      </FormField>
      <FormField label={t('notes.tags')} error={errors.tags?.message} hint={t('notes.tagsHint')}>
        {(control) => <Input {...control} {...form.register('tags')} />}
      </FormField>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <Label htmlFor={`consent-${client.id}`} className="leading-snug">
          {t('form.consent')}
        </Label>
        <Controller
          control={form.control}
          name="marketingConsent"
          render={({ field }) => (
            <Switch
              id={`consent-${client.id}`}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!form.formState.isDirty || mutation.isPending}>
          {mutation.isPending ? t('form.saving') : t('notes.save')}
        </Button>
      </div>
    </form>
  );
}
