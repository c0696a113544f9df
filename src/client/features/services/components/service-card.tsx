// One service in the grid: photo, name, description, price, duration; edit, delete and move buttons.
// A hidden (deactivated) service is greyed with a 'Hidden from booking' badge and a way back.
import { Clock, Eye, EyeOff, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ReorderButtons } from '#client/components/ui/reorder-buttons.tsx';
import { useServicesI18n } from '#client/lib/app-i18n/services-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { formatPrice } from '#client/lib/format.ts';
import type { Service } from '#shared/schemas/service.ts';
import { formatMinutes } from '../formats.ts';

export function ServiceCard({
  service,
  currency,
  index,
  count,
  reactivating,
  onEdit,
  onDelete,
  onReactivate,
  onMove,
}: {
  service: Service;
  currency: string;
  index: number;
  count: number;
  reactivating: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onReactivate: () => void;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t, intl } = useServicesI18n();
  const hidden = !service.isActive;
  return (
    <li
      className={cn(
        'group flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md',
        hidden && 'bg-muted/60 shadow-none',
      )}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-muted">
        {service.imageUrl ? (
          <img
            src={service.imageUrl}
            alt=""
            loading="lazy"
            className={cn('size-full object-cover', hidden && 'opacity-60 grayscale')}
          />
        ) : (
          <div
            className={cn(
              'flex size-full items-center justify-center bg-gradient-to-br from-emerald-50 via-teal-50 to-sky-50',
              hidden && 'grayscale',
            )}
          >
            <Sparkles className="size-8 text-emerald-600/60" aria-hidden="true" />
          </div>
        )}
        {hidden ? (
          <Badge variant="secondary" className="absolute start-3 top-3 gap-1 bg-background/95 shadow-sm">
            <EyeOff className="size-3" aria-hidden="true" />
            {t('card.hidden')}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className={cn('font-semibold leading-snug', hidden && 'text-muted-foreground')}>
            {service.name}
          </h3>
          <p className="shrink-0 text-base font-semibold tabular-nums">
            {formatPrice(service.price, currency, intl)}
          </p>
        </div>
        {service.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{service.description}</p>
        ) : null}
        {service.depositType !== 'none' && service.depositAmount ? (
          <p className="text-sm text-muted-foreground">
            {t('card.deposit', {
              type: t(`deposit.type.${service.depositType}`),
              amount: formatPrice(service.depositAmount, currency, intl),
            })}
          </p>
        ) : null}
        {service.classCapacity ? (
          <p className="text-sm text-muted-foreground">
            {t('card.class', { capacity: service.classCapacity, seats: service.classMaxSeats ?? 1 })}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2">
          <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" />
            {formatMinutes(service.duration, intl)}
          </p>
          {hidden ? (
            <Button
              variant="outline"
              size="sm"
              className="h-8"
              aria-label={t('card.showNamed', { name: service.name })}
              onClick={onReactivate}
              disabled={reactivating}
            >
              <Eye aria-hidden="true" />
              {t('card.show')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t px-2 py-1.5">
        <ReorderButtons
          itemName={service.name}
          labels={{
            up: t('card.moveUp', { name: service.name }),
            down: t('card.moveDown', { name: service.name }),
          }}
          index={index}
          count={count}
          onMove={onMove}
        />
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('item.edit', { name: service.name })}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
            aria-label={t('item.delete', { name: service.name })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}
