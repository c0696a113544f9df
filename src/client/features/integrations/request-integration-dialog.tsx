// 'Request Integration': the owner names a missing integration (and why); the request is kept and they are thanked.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useIntegrationsI18n } from '#client/lib/app-i18n/integrations-i18n.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import { type IntegrationRequestInput, integrationRequestInputSchema } from '#shared/schemas/integrations.ts';
import { useRequestIntegration } from './api.ts';

export function RequestIntegrationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const request = useRequestIntegration();
  const { t } = useIntegrationsI18n();
  const form = useForm<IntegrationRequestInput, unknown, z.output<typeof integrationRequestInputSchema>>({
    resolver: zodResolver(integrationRequestInputSchema),
    defaultValues: { name: '', note: '' },
  });

  const submit = form.handleSubmit((input) =>
    request.mutate(input, {
      onSuccess: () => {
        toast({
          title: t('request.thanks'),
          description: t('request.thanksText', { name: input.name }),
        });
        form.reset();
        onOpenChange(false);
      },
      onError: (failure) =>
        toast({
          title: t('toast.error'),
          description: withServerMessage(t('request.failed'), failure),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('page.request')}</DialogTitle>
          <DialogDescription>{t('request.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label={t('request.name')} error={form.formState.errors.name?.message}>
            {(control) => <Input {...control} maxLength={100} {...form.register('name')} />}
          </FormField>
          <FormField label={t('request.note')} error={form.formState.errors.note?.message}>
            {(control) => <Textarea {...control} maxLength={1000} {...form.register('note')} />}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={request.isPending}>
              {t('request.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
