// The booking page's message while the owner has turned online booking off (client customisation), in place of
// the steps, with the business's phone to book by.
import { useStepsI18n } from '#client/entities/public-business/steps-i18n.ts';
import { withNode } from '#client/lib/i18n/locale-provider.tsx';

const PHONE = '\u0000';

/** In place of the steps while the owner has turned online booking off. */
export function BookingOff({ phone }: { phone: string | null }) {
  const { t } = useStepsI18n();
  return (
    <section
      aria-labelledby="booking-off-title"
      className="rounded-xl border bg-card p-6 text-center lg:col-span-2"
    >
      <h2 id="booking-off-title" className="text-lg font-semibold">
        {t('bookingOff.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('bookingOff.text')}</p>
      {phone ? (
        <p className="mt-2">
          {withNode(
            t('bookingOff.call', { phone: PHONE }),
            PHONE,
            <a className="font-medium underline" href={`tel:${phone}`} dir="ltr">
              {phone}
            </a>,
          )}
        </p>
      ) : null}
    </section>
  );
}
