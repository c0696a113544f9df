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
  const form = useForm<IntegrationRequestInput, unknown, z.output<typeof integrationRequestInputSchema>>({
    resolver: zodResolver(integrationRequestInputSchema),
    defaultValues: { name: '', note: '' },
  });

  const submit = form.handleSubmit((input) =>
    request.mutate(input, {
      onSuccess: () => {
        toast({
          title: 'Thank you for your request!',
          description: `We have noted that you would like ${input.name}.`,
        });
        form.reset();
        onOpenChange(false);
      },
      onError: (failure) =>
        toast({
          title: 'Error',
          description: withServerMessage('Failed to send your request', failure),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Integration</DialogTitle>
          <DialogDescription>Tell us which tool you would like Bookwell to work with.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label="Integration name" error={form.formState.errors.name?.message}>
            {(control) => <Input {...control} maxLength={100} {...form.register('name')} />}
          </FormField>
          <FormField
            label="What would you use it for? (optional)"
            error={form.formState.errors.note?.message}
          >
            {(control) => <Textarea {...control} maxLength={1000} {...form.register('note')} />}
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={request.isPending}>
              Send Request
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
