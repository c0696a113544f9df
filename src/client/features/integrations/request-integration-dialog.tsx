// 'Request Integration': the owner names a missing integration (and why); the request is kept and they are thanked.
import { type FormEvent, useState } from 'react';
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
import { useRequestIntegration } from './api.ts';

export function RequestIntegrationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const request = useRequestIntegration();
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Enter the integration you need.');
      return;
    }
    setError(undefined);
    request.mutate(
      { name: name.trim(), note: note.trim() },
      {
        onSuccess: () => {
          toast({
            title: 'Thank you for your request!',
            description: `We have noted that you would like ${name.trim()}.`,
          });
          setName('');
          setNote('');
          onOpenChange(false);
        },
        onError: (failure) =>
          toast({
            title: 'Error',
            description: withServerMessage('Failed to send your request', failure),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Integration</DialogTitle>
          <DialogDescription>Tell us which tool you would like Bookwell to work with.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label="Integration name" error={error}>
            {(control) => (
              <Input {...control} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
            )}
          </FormField>
          <FormField label="What would you use it for? (optional)">
            {(control) => (
              <Textarea
                {...control}
                value={note}
                maxLength={1000}
                onChange={(e) => setNote(e.target.value)}
              />
            )}
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
