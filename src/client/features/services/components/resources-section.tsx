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
import { useServicesI18n } from '#client/lib/app-i18n/services-i18n.ts';
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
import { formatNames } from '../formats.ts';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; resource: Resource };

export function ResourcesSection({ services }: { services: Service[] }) {
  const { t, intl } = useServicesI18n();
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
        toast({ title: t('resources.deleted') });
      },
      onError: (error) =>
        toast({
          title: t('toast.error'),
          description: withServerMessage(t('resources.deleteFailed'), error),
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
            {t('resources.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('resources.intro')}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          {t('resources.add')}
        </Button>
      </div>
      {resources.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {withServerMessage(t('resources.loadFailed'), resources.error)}
        </p>
      ) : resources.isSuccess && list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          {t('resources.empty')}
        </p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t('resources.list')}>
          {list.map((resource) => {
            const services = neededBy(resource);
            return (
              <li key={resource.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium break-words">{resource.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {t('resources.available', { count: resource.quantity })}
                    {services.length > 0
                      ? t('resources.neededBy', { services: formatNames(services, intl) })
                      : ''}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('item.edit', { name: resource.name })}
                  onClick={() => setEditing({ mode: 'edit', resource })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('item.delete', { name: resource.name })}
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
        <DialogContent className="sm:max-w-md" closeLabel={t('dialog.close')}>
          <DialogHeader>
            <DialogTitle>{editing.mode === 'edit' ? t('resources.edit') : t('resources.add')}</DialogTitle>
            <DialogDescription>{t('resources.formText')}</DialogDescription>
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
        title={toDelete ? t('item.deleteTitle', { name: toDelete.name }) : t('resources.deleteTitle')}
        description={
          needing.length > 0
            ? t('resources.deleteNeeded', { services: formatNames(needing, intl) })
            : t('resources.deleteUnneeded')
        }
        confirmLabel={t('dialog.delete')}
        pendingLabel={t('dialog.deleting')}
        cancelLabel={t('dialog.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function ResourceForm({ resource, onDone }: { resource?: Resource; onDone: () => void }) {
  const { t } = useServicesI18n();
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
          toast({ title: resource ? t('resources.updated') : t('resources.added') });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t('toast.error'),
            description: withServerMessage(t('resources.saveFailed'), error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label={t('resources.form')}
      className="grid gap-5"
    >
      <FormField label={t('resources.name')} error={errors.name?.message}>
        {(control) => (
          <Input {...control} placeholder={t('resources.nameExample')} {...form.register('name')} />
        )}
      </FormField>
      <FormField label={t('resources.quantity')} error={errors.quantity?.message}>
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
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('dialog.saving') : resource ? t('dialog.saveChanges') : t('resources.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
