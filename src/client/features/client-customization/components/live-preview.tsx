// The live preview beside the editor: the owner's own business (name, active services) as its clients' dashboard
// shows it, in the unsaved settings: colours and layout through the same CSS variables the real pages wear, the
// images, texts and every section and feature flag, in the words of the client pages in the business's language
// (issue 28). Nothing in it is interactive.
import { Bell, CalendarDays, Star, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { LAYOUT_SURFACE } from '#client/entities/customization/layout.ts';
import { customizationThemeVars } from '#client/entities/customization/theme.ts';
import { formatLocalDate, formatPrice, formatTime12 } from '#client/lib/format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Customization } from '#shared/schemas/customization.ts';
import type { Service } from '#shared/schemas/service.ts';
import { usePreviewI18n } from '../preview-i18n.ts';

const fakeButton =
  'inline-flex h-8 items-center justify-center rounded-md px-3 text-xs font-semibold whitespace-nowrap';

/** The sample upcoming visit's day and time: tomorrow at 10:00, written the language's way (`intl`). */
function sampleWhen(intl: string) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const day = { weekday: 'short', month: 'short', day: 'numeric' } as const;
  return { date: formatLocalDate(tomorrow, day, intl), time: formatTime12('10:00', intl) };
}

function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${LAYOUT_SURFACE} grid gap-2 bg-card p-3`}>
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </section>
  );
}

export function LivePreview({
  draft,
  businessName,
  currency,
  language,
  services,
}: {
  draft: Customization;
  businessName: string;
  currency: string;
  /** The business's language, the one its clients' pages speak. */
  language: Locale;
  services: Service[];
}) {
  const { t, intl } = usePreviewI18n(language);
  const shown = services.filter((service) => service.isActive).slice(0, 3);
  return (
    <div
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      data-testid="live-preview"
      data-layout={draft.layoutStyle}
      style={customizationThemeVars(draft)}
      className="overflow-hidden rounded-xl border bg-background text-foreground"
    >
      <header className="relative bg-(--hero) text-(--hero-foreground)">
        {draft.bannerUrl ? (
          <img src={draft.bannerUrl} alt="" className="absolute inset-0 size-full object-cover opacity-40" />
        ) : null}
        <div className="relative flex items-center gap-3 p-4">
          {draft.logoUrl ? (
            <img src={draft.logoUrl} alt="" className="size-12 shrink-0 rounded-lg bg-white object-contain" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-white/15 text-xl font-bold"
            >
              {businessName.charAt(0).toUpperCase()}
            </span>
          )}
          <h3 className="min-w-0 flex-1 truncate text-lg font-bold">{businessName}</h3>
          {draft.showNotifications ? (
            <Bell aria-label={t('client.alerts')} className="size-5 shrink-0" />
          ) : null}
        </div>
      </header>

      <div className="grid gap-3 p-3">
        {draft.welcomeMessage ? <p className="text-sm">{draft.welcomeMessage}</p> : null}
        {draft.enableOnlineBooking ? (
          <span className={`${fakeButton} h-10 w-full bg-primary text-sm text-primary-foreground`}>
            {t('client.book')}
          </span>
        ) : null}

        {draft.showUpcomingBookings ? (
          <PreviewSection title={t('client.tab.upcoming')}>
            {shown[0] ? (
              <div className="flex items-center gap-2 text-sm">
                <CalendarDays aria-hidden="true" className="size-4 text-(--brand-ink)" />
                <span className="min-w-0 flex-1 truncate">
                  {t('client.alerts.soon', { service: shown[0].name, ...sampleWhen(intl) })}
                </span>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{t('client.bookings.noneUpcoming')}</p>
            )}
            {draft.enableRescheduleBooking || draft.enableCancelBooking ? (
              <div className="flex gap-2">
                {draft.enableRescheduleBooking ? (
                  <span className={`${fakeButton} border bg-background`}>{t('client.card.reschedule')}</span>
                ) : null}
                {draft.enableCancelBooking ? (
                  <span className={`${fakeButton} border bg-background`}>{t('client.card.cancel')}</span>
                ) : null}
              </div>
            ) : null}
          </PreviewSection>
        ) : null}

        {draft.showServices ? (
          <PreviewSection title={t('client.tab.services')}>
            {shown.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('client.services.none')}</p>
            ) : (
              <ul className="grid gap-1.5 text-sm">
                {shown.map((service) => (
                  <li key={service.id} className="flex justify-between gap-2">
                    <span className="min-w-0 truncate">{service.name}</span>
                    <span className="font-semibold text-(--brand-ink)">
                      {formatPrice(service.price, currency, intl)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </PreviewSection>
        ) : null}

        {draft.showBookingHistory ? (
          <PreviewSection title={t('client.tab.history')}>
            <p className="text-sm text-muted-foreground">{t('client.bookings.noneHistory')}</p>
          </PreviewSection>
        ) : null}

        {draft.showReviewsSection ? (
          <PreviewSection title={t('client.tab.reviews')}>
            <p className="flex items-center gap-1 text-sm">
              <Star aria-hidden="true" className="size-4 fill-(--star) text-(--star)" />
              {t('client.card.review')}
            </p>
          </PreviewSection>
        ) : null}

        {draft.showProfileSection ? (
          <PreviewSection title={t('client.profile')}>
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <User aria-hidden="true" className="size-4" />
              {t('client.profile.preferences')}
            </p>
          </PreviewSection>
        ) : null}

        {draft.enablePaymentHistory ? (
          <PreviewSection title={t('client.payments')}>
            <p className="text-sm text-muted-foreground">{t('client.payments.none')}</p>
          </PreviewSection>
        ) : null}
        {draft.enableLoyaltyProgram ? (
          <PreviewSection title={t('client.loyalty')}>
            <p className="text-sm text-muted-foreground">{t('client.loyalty.none')}</p>
          </PreviewSection>
        ) : null}

        {draft.businessDescription ? (
          <p className="text-sm text-muted-foreground">{draft.businessDescription}</p>
        ) : null}
      </div>
      {draft.footerText ? (
        <footer className="border-t px-3 py-2 text-xs text-muted-foreground">{draft.footerText}</footer>
      ) : null}
    </div>
  );
}
