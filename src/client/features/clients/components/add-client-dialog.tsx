// 'Add Client' (POST /api/clients). A phone number already on file shows the server's message with a way to
// open the existing client instead.
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError, errorMessage, errorStatus } from '#client/lib/api-client.ts';
import { useClientsI18n } from '#client/lib/app-i18n/clients-i18n.ts';
import { useCreateClient } from '../api/create-client.ts';
import { type ClientFormInput, type ClientFormOutput, useClientFormSchema } from '../client-form-schema.ts';
import { clientFullName, duplicateClientId } from '../clients-format.ts';
import { ClientContactFields } from './client-contact-fields.tsx';

const EMPTY: ClientFormInput = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  notes: '',
  marketingConsent: false,
};

export function AddClientDialog({
  open,
  onOpenChange,
  onViewClient,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onViewClient: (id: string) => void;
}) {
  const { t } = useClientsI18n();
  const mutation = useCreateClient();
  const schema = useClientFormSchema();
  const form = useForm<ClientFormInput, unknown, ClientFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (!open) return;
    form.reset(EMPTY);
    mutation.reset();
  }, [open]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const client = await mutation.mutateAsync({ ...values, notes: values.notes || null });
      toast({ title: t('toast.added'), description: t('toast.addedText', { name: clientFullName(client) }) });
      onOpenChange(false);
    } catch {
      // Shown in the dialog.
    }
  });

  const error = mutation.error;
  const existingId =
    error && errorStatus(error) === 409
      ? duplicateClientId(error instanceof ApiError ? error.body : undefined)
      : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader className="sm:text-start">
          <DialogTitle>{t('page.add')}</DialogTitle>
          <DialogDescription>{t('add.intro')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('add.form')}>
          {error ? (
            <Alert variant="destructive">
              <AlertCircle aria-hidden="true" />
              <AlertDescription className="grid gap-2">
                <p>{errorMessage(error, t('add.failed'))}</p>
                {existingId ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="justify-self-start text-foreground"
                    onClick={() => {
                      onOpenChange(false);
                      onViewClient(existingId);
                    }}
                  >
                    {t('add.viewExisting')}
                  </Button>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : null}
          <ClientContactFields form={form} />
          <FormField label={t('add.notes')} error={form.formState.errors.notes?.message}>
            {(control) => <Textarea {...control} rows={3} {...form.register('notes')} />}
          </FormField>
          <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
            <Label htmlFor="add-client-consent" className="leading-snug">
              {t('form.consent')}
            </Label>
            <Controller
              control={form.control}
              name="marketingConsent"
              render={({ field }) => (
                <Switch
                  id="add-client-consent"
                  checked={Boolean(field.value)}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? t('add.adding') : t('page.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
