// The business's services, each with a link to book it (when the owner takes online bookings).
import { buttonVariants } from '#client/components/ui/button.tsx';
import { LAYOUT_SURFACE } from '#client/entities/customization/layout.ts';
import { usePublicServices } from '#client/entities/public-business/api/get-public-services.ts';
import { cn } from '#client/lib/cn.ts';
import { formatDuration, formatPrice } from '#client/lib/format.ts';
import { useLaterI18n } from '../later-i18n.ts';

export function ServicesList({
  slug,
  currency,
  canBook,
  bookHref,
}: {
  slug: string;
  currency: string;
  canBook: boolean;
  bookHref: (serviceIds?: readonly string[]) => string;
}) {
  const services = usePublicServices(slug);
  const { t, intl } = useLaterI18n();
  if (services.isPending) {
    return (
      <p role="status" className="py-6 text-center text-muted-foreground">
        {t('services.loading')}
      </p>
    );
  }
  if (services.isError) {
    return (
      <p role="alert" className="py-6 text-center text-destructive">
        {t('client.services.failed')}{' '}
        <button type="button" className="font-medium underline" onClick={() => void services.refetch()}>
          {t('client.tryAgain')}
        </button>
      </p>
    );
  }
  if (services.data.length === 0) {
    return <p className="py-6 text-center text-muted-foreground">{t('client.services.none')}</p>;
  }
  return (
    <ul className="grid gap-3">
      {services.data.map((service) => (
        <li key={service.id} className={cn('flex items-center gap-3 bg-card p-4', LAYOUT_SURFACE)}>
          {service.imageUrl ? (
            <img src={service.imageUrl} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
          ) : null}
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h3 className="font-semibold">{service.name}</h3>
            {service.description ? (
              <p className="text-sm text-muted-foreground">{service.description}</p>
            ) : null}
            <p className="text-sm text-muted-foreground">
              {formatDuration(service.duration, intl)} ·{' '}
              <span dir="ltr">{formatPrice(service.price, currency, intl)}</span>
            </p>
          </div>
          {canBook ? (
            <a href={bookHref([service.id])} className={buttonVariants({ size: 'sm' })}>
              {t('client.services.book')}
              <span className="sr-only"> {service.name}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
