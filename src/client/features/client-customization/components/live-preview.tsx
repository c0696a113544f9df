// The live preview beside the editor: the owner's own business (name, active services) as its clients' dashboard
// shows it, in the unsaved settings: colours and layout through the same CSS variables the real pages wear, the
// images, texts and every section and feature flag. Nothing in it is interactive.
import { Bell, CalendarDays, Star, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { LAYOUT_SURFACE } from '#client/entities/customization/layout.ts';
import { customizationThemeVars } from '#client/entities/customization/theme.ts';
import { formatPrice } from '#client/lib/format.ts';
import type { Customization } from '#shared/schemas/customization.ts';
import type { Service } from '#shared/schemas/service.ts';

const fakeButton =
  'inline-flex h-8 items-center justify-center rounded-md px-3 text-xs font-semibold whitespace-nowrap';

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
  services,
}: {
  draft: Customization;
  businessName: string;
  currency: string;
  services: Service[];
}) {
  const shown = services.filter((service) => service.isActive).slice(0, 3);
  const firstService = shown[0]?.name ?? 'Your service';
  return (
    <div
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
          {draft.showNotifications ? <Bell aria-label="Notifications" className="size-5 shrink-0" /> : null}
        </div>
      </header>

      <div className="grid gap-3 p-3">
        {draft.welcomeMessage ? <p className="text-sm">{draft.welcomeMessage}</p> : null}
        {draft.enableOnlineBooking ? (
          <span className={`${fakeButton} h-10 w-full bg-primary text-sm text-primary-foreground`}>
            Book an appointment
          </span>
        ) : null}

        {draft.showUpcomingBookings ? (
          <PreviewSection title="Upcoming">
            <div className="flex items-center gap-2 text-sm">
              <CalendarDays aria-hidden="true" className="size-4 text-(--brand-ink)" />
              <span className="min-w-0 flex-1 truncate">{firstService} · sample appointment</span>
            </div>
            {draft.enableRescheduleBooking || draft.enableCancelBooking ? (
              <div className="flex gap-2">
                {draft.enableRescheduleBooking ? (
                  <span className={`${fakeButton} border bg-background`}>Reschedule</span>
                ) : null}
                {draft.enableCancelBooking ? (
                  <span className={`${fakeButton} border bg-background`}>Cancel</span>
                ) : null}
              </div>
            ) : null}
          </PreviewSection>
        ) : null}

        {draft.showServices ? (
          <PreviewSection title="Services">
            {shown.length === 0 ? (
              <p className="text-sm text-muted-foreground">Your services will show here.</p>
            ) : (
              <ul className="grid gap-1.5 text-sm">
                {shown.map((service) => (
                  <li key={service.id} className="flex justify-between gap-2">
                    <span className="min-w-0 truncate">{service.name}</span>
                    <span className="font-semibold text-(--brand-ink)">
                      {formatPrice(service.price, currency)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </PreviewSection>
        ) : null}

        {draft.showBookingHistory ? (
          <PreviewSection title="History">
            <p className="text-sm text-muted-foreground">Past visits show here.</p>
          </PreviewSection>
        ) : null}

        {draft.showReviewsSection ? (
          <PreviewSection title="Reviews">
            <p className="flex items-center gap-1 text-sm">
              <Star aria-hidden="true" className="size-4 fill-(--star) text-(--star)" />
              Clients can leave a review after a visit.
            </p>
          </PreviewSection>
        ) : null}

        {draft.showProfileSection ? (
          <PreviewSection title="Profile">
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <User aria-hidden="true" className="size-4" />
              Name, email, phone and message preferences.
            </p>
          </PreviewSection>
        ) : null}

        {draft.enablePaymentHistory ? (
          <PreviewSection title="Payment history">
            <p className="text-sm text-muted-foreground">Past payments show here.</p>
          </PreviewSection>
        ) : null}
        {draft.enableLoyaltyProgram ? (
          <PreviewSection title="Loyalty program">
            <p className="text-sm text-muted-foreground">Points and rewards show here.</p>
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
