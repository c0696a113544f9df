// Services (/services, spec part 1 §2): the owner's services as a card grid with add/edit in one dialog,
// delete behind a confirmation, hidden services shown greyed with a way back, and move up/down ordering; below
// them the resources the services need (decision 033).
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { moveId } from '#client/components/ui/reorder-buttons.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { useServices } from '#client/entities/services/api/get-services.ts';
import { useServicesI18n } from '#client/lib/app-i18n/services-i18n.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import { DEFAULT_CURRENCY } from '#shared/schemas/business.ts';
import type { Service } from '#shared/schemas/service.ts';
import { useDeleteService } from './api/delete-service.ts';
import { useReorderServices } from './api/reorder-services.ts';
import { useUpdateService } from './api/update-service.ts';
import { ResourcesSection } from './components/resources-section.tsx';
import { ServiceCard } from './components/service-card.tsx';
import { ServiceDialog } from './components/service-dialog.tsx';
import {
  NoBusinessState,
  ServicesEmptyState,
  ServicesLoadError,
  ServicesSkeleton,
} from './components/services-states.tsx';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; service: Service };

export function ServicesPage() {
  const { t } = useServicesI18n();
  const business = useMyBusiness();
  const hasBusiness = Boolean(business.data);
  const services = useServices({ enabled: hasBusiness });
  const reorder = useReorderServices();
  const reactivate = useUpdateService();
  const remove = useDeleteService();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Service | null>(null);
  const currency = business.data?.currency ?? DEFAULT_CURRENCY;
  const list = services.data ?? [];

  const openAdd = () => setDialog({ mode: 'add' });
  const openEdit = (service: Service) => setDialog({ mode: 'edit', service });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (result) => {
        setToDelete(null);
        if (result.deactivated) {
          toast({ title: t('service.hidden'), description: result.message });
        } else {
          toast({ title: t('service.deleted') });
        }
      },
      onError: (error) =>
        toast({
          title: t('toast.error'),
          description: withServerMessage(t('service.deleteFailed'), error),
          variant: 'destructive',
        }),
    });
  };

  const showAgain = (service: Service) =>
    reactivate.mutate(
      { id: service.id, changes: { isActive: true } },
      {
        onSuccess: () =>
          toast({
            title: t('service.updated'),
            description: t('service.bookableAgain', { name: service.name }),
          }),
        onError: (error) =>
          toast({
            title: t('toast.error'),
            description: withServerMessage(t('service.updateFailed'), error),
            variant: 'destructive',
          }),
      },
    );

  const ids = list.map((s) => s.id);
  const hasList = hasBusiness && services.isSuccess && list.length > 0;

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.intro')}
        actions={
          hasList ? (
            <Button onClick={openAdd}>
              <Plus aria-hidden="true" />
              {t('service.add')}
            </Button>
          ) : null
        }
      />
      {business.isPending || (hasBusiness && services.isPending) ? (
        <ServicesSkeleton />
      ) : business.isError ? (
        <ServicesLoadError error={business.error} onRetry={() => void business.refetch()} />
      ) : !hasBusiness ? (
        <NoBusinessState />
      ) : services.isError ? (
        <ServicesLoadError error={services.error} onRetry={() => void services.refetch()} />
      ) : list.length === 0 ? (
        <ServicesEmptyState onAdd={openAdd} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('page.list')}>
          {list.map((service, index) => (
            <ServiceCard
              key={service.id}
              service={service}
              currency={currency}
              index={index}
              count={list.length}
              reactivating={reactivate.isPending}
              onEdit={() => openEdit(service)}
              onDelete={() => setToDelete(service)}
              onReactivate={() => showAgain(service)}
              onMove={(delta) => reorder.mutate(moveId(ids, index, delta))}
            />
          ))}
        </ul>
      )}
      {hasBusiness && services.isSuccess ? <ResourcesSection services={list} /> : null}

      {/* The form mounts with each opening, so it starts from the service (or blank) every time. */}
      <ServiceDialog
        open={dialog.mode !== 'closed'}
        onOpenChange={(open) => (open ? undefined : setDialog({ mode: 'closed' }))}
        service={dialog.mode === 'edit' ? dialog.service : undefined}
        currency={currency}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title={toDelete ? t('item.deleteTitle', { name: toDelete.name }) : t('service.deleteTitle')}
        description={t('service.deleteText')}
        confirmLabel={t('dialog.delete')}
        pendingLabel={t('dialog.deleting')}
        cancelLabel={t('dialog.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
