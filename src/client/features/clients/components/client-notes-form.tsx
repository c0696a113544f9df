// Notes, tags and marketing consent of one client, saved with PATCH /api/clients/{id}.
import { AlertCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { type ClientDetail, createClientInputSchema } from '#shared/schemas/client.ts';
import { useUpdateClient } from '../api/update-client.ts';
import { parseTags } from '../clients-format.ts';

const notesSchema = createClientInputSchema.pick({ notes: true, tags: true, marketingConsent: true });

export function ClientNotesForm({ client }: { client: ClientDetail }) {
  const mutation = useUpdateClient();
  const [notes, setNotes] = useState(client.notes ?? '');
  const [tags, setTags] = useState(client.tags.join(', '));
  const [consent, setConsent] = useState(client.marketingConsent);
  const [problems, setProblems] = useState<{ notes?: string; tags?: string }>({});

  const dirty =
    notes !== (client.notes ?? '') || tags !== client.tags.join(', ') || consent !== client.marketingConsent;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = notesSchema.safeParse({ notes, tags: parseTags(tags), marketingConsent: consent });
    if (!parsed.success) {
      const next: { notes?: string; tags?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'notes') next.notes ??= issue.message;
        if (issue.path[0] === 'tags') next.tags ??= issue.message;
      }
      setProblems(next);
      return;
    }
    setProblems({});
    try {
      await mutation.mutateAsync({
        id: client.id,
        input: { ...parsed.data, notes: parsed.data.notes || null },
      });
      toast({ title: 'Client updated', description: 'Notes and preferences saved.' });
    } catch {
      // Shown below.
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Notes and preferences">
      {mutation.error ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>
            {errorMessage(mutation.error, 'Failed to save. Please try again.')}
          </AlertDescription>
        </Alert>
      ) : null}
      <FormField
        label="Notes"
        error={problems.notes}
        hint="Private to your business: preferences, allergies, anything useful."
      >
        {(control) => (
          <Textarea {...control} rows={4} value={notes} onChange={(e) => setNotes(e.target.value)} />
        )}
      </FormField>
      <FormField label="Tags" error={problems.tags} hint="Separate tags with commas, e.g. VIP, Regular.">
        {(control) => <Input {...control} value={tags} onChange={(e) => setTags(e.target.value)} />}
      </FormField>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <Label htmlFor={`consent-${client.id}`} className="leading-snug">
          Agreed to receive marketing messages
        </Label>
        <Switch id={`consent-${client.id}`} checked={consent} onCheckedChange={setConsent} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!dirty || mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save notes'}
        </Button>
      </div>
    </form>
  );
}
