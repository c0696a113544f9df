// The Services page's 'Resources' section (decision 033): the rooms, chairs and equipment services need, each with
// how many there are; add and edit in one dialog, delete behind a question that names the services needing it.
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
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
import { toast } from '#client/components/ui/use-toast.ts';
import { useResources } from '#client/entities/resources/api/get-resources.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import {
  MAX_RESOURCE_QUANTITY,
  MIN_RESOURCE_QUANTITY,
  type Resource,
  type ResourceInput,
  resourceInputSchema,
} from '#shared/schemas/resource.ts';
import type { Service } from '#shared/schemas/service.ts';
import { useDeleteResource } from '../api/delete-resource.ts';
import { useSaveResource } from '../api/save-resource.ts';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; resource: Resource };

export function ResourcesSection({ services }: { services: Service[] }) {
  const resources = useResources();
  const remove = useDeleteResource();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Resource | null>(null);
  const list = resources.data ?? [];
  const neededBy = (resource: Resource) =>
    services.filter((service) => service.resourceIds.includes(resource.id)).map((service) => service.name);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        toast({ title: 'Resource deleted' });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: withServerMessage('Failed to delete resource', error),
          variant: 'destructive',
        }),
    });
  };
  const needing = toDelete ? neededBy(toDelete) : [];

  return (
    <section aria-labelledby="resources-heading" className="mt-10 grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="resources-heading" className="text-lg font-semibold">
            Resources
          </h2>
          <p className="text-sm text-muted-foreground">
            Rooms, chairs and equipment your team shares. A time is offered only while each one a service
            needs is free.
          </p>
        </div>
        <Button variant="outline" onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          Add Resource
        </Button>
      </div>
      {resources.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {withServerMessage('Failed to load resources', resources.error)}
        </p>
      ) : resources.isSuccess && list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">No resources yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Your resources">
          {list.map((resource) => {
            const services = neededBy(resource);
            return (
              <li key={resource.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium break-words">{resource.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {resource.quantity === 1 ? '1 available' : `${resource.quantity} available`}
                    {services.length > 0 ? ` · Needed by ${services.join(', ')}` : ''}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${resource.name}`}
                  onClick={() => setEditing({ mode: 'edit', resource })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${resource.name}`}
                  onClick={() => setToDelete(resource)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => (open ? undefined : setEditing({ mode: 'closed' }))}
      >
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{editing.mode === 'edit' ? 'Edit Resource' : 'Add Resource'}</DialogTitle>
            <DialogDescription>A name your team knows it by, and how many there are.</DialogDescription>
          </DialogHeader>
          {editing.mode === 'closed' ? null : (
            <ResourceForm
              resource={editing.mode === 'edit' ? editing.resource : undefined}
              onDone={() => setEditing({ mode: 'closed' })}
            />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title={`Delete ${toDelete?.name ?? 'resource'}?`}
        description={
          needing.length > 0
            ? `${needing.join(', ')} will no longer need it. Bookings already made keep it.`
            : 'No service needs it. Bookings already made keep it.'
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function ResourceForm({ resource, onDone }: { resource?: Resource; onDone: () => void }) {
  const save = useSaveResource();
  const form = useForm<ResourceInput>({
    resolver: zodResolver(resourceInputSchema),
    defaultValues: { name: resource?.name ?? '', quantity: resource?.quantity ?? 1 },
  });
  const { errors } = form.formState;
  const submit = (input: ResourceInput) =>
    save.mutate(
      { id: resource?.id, input },
      {
        onSuccess: () => {
          toast({ title: resource ? 'Resource updated' : 'Resource added' });
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: withServerMessage('Failed to save resource', error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Resource" className="grid gap-5">
      <FormField label="Resource name" error={errors.name?.message}>
        {(control) => <Input {...control} placeholder="e.g. Treatment room" {...form.register('name')} />}
      </FormField>
      <FormField label="Quantity" error={errors.quantity?.message}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={MIN_RESOURCE_QUANTITY}
            max={MAX_RESOURCE_QUANTITY}
            {...form.register('quantity', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : resource ? 'Save Changes' : 'Add Resource'}
        </Button>
      </DialogFooter>
    </form>
  );
}
