// The booking page once the business is known: hero, the three steps beside a sticky summary, the footer and
// the confirmation dialog.
import { lazy, Suspense, useEffect } from 'react';
import { usePublicServices } from '#client/entities/public-business/api/get-public-services.ts';
import { usePublicTeam } from '#client/entities/public-business/api/get-public-team.ts';
import { summarizeReviews, useReviewsPage } from '#client/entities/public-business/api/get-reviews.ts';
import type { FreeDays } from '#client/entities/public-business/booking-dates.ts';
import { BookingFooter } from '#client/entities/public-business/components/booking-footer.tsx';
import { BookingHero } from '#client/entities/public-business/components/booking-hero.tsx';
import { FreeDaysNote } from '#client/entities/public-business/components/free-days-note.tsx';
import { LanguageSwitcher } from '#client/entities/public-business/components/language-switcher.tsx';
import { PendingStep } from '#client/entities/public-business/components/pending-step.tsx';
import { usePublicI18n } from '#client/entities/public-business/i18n.ts';
import type { PublicBusiness } from '#shared/schemas/business.ts';
import type { PublicCustomization } from '#shared/schemas/customization.ts';
import { BookingSummary, MobileSummaryBar } from './components/booking-summary.tsx';
import { ServiceStep } from './components/service-step.tsx';
import { useBookingFlow } from './use-booking-flow.ts';

// Step 2 needs a service first, so its code is fetched right after the first paint rather than with it (the page
// has a bundle budget); step 3 (with the phone-number rules, the largest part) once a service is chosen, well
// before its form can show; the confirmation dialog once a time is chosen.
const loadDateTime = () => import('#client/entities/public-business/components/date-time-step.tsx');
const loadContact = () => import('./components/contact-step.tsx');
const loadConfirmation = () => import('./components/confirmation-dialog.tsx');
// What sends the booking (submit-booking.ts), fetched with the confirmation dialog once a time is chosen.
const loadSubmit = () => import('./submit-booking.ts');
const DateTimeStep = lazy(async () => ({ default: (await loadDateTime()).DateTimeStep }));
const ContactStep = lazy(async () => ({ default: (await loadContact()).ContactStep }));
const ConfirmationDialog = lazy(async () => ({ default: (await loadConfirmation()).ConfirmationDialog }));
// Rarely shown (the owner turned online booking off), so not part of the page's first download.
const BookingOff = lazy(async () => ({ default: (await import('./components/booking-off.tsx')).BookingOff }));
// The waitlist's prompt and form (shown once a date is chosen), fetched after step 3's code.
const loadWaitlist = () => import('./components/waitlist-join.tsx');
const WaitlistJoin = lazy(async () => ({ default: (await loadWaitlist()).WaitlistJoin }));
// The reviews list sits below the steps: rendered on the server, its code comes after the first screen's.
const ReviewsSection = lazy(async () => ({
  default: (await import('#client/entities/public-business/components/reviews-section.tsx')).ReviewsSection,
}));

export function BookingFlow({
  slug,
  business,
  customization,
  freeDays,
}: {
  slug: string;
  business: PublicBusiness;
  customization: PublicCustomization | undefined;
  freeDays: FreeDays | undefined;
}) {
  const { t } = usePublicI18n();
  const services = usePublicServices(slug);
  const team = usePublicTeam(slug);
  const reviews = useReviewsPage(slug, 1);
  const name = customization?.businessName || business.name;
  // The page's title in its language ('Book with …'). Its colours are not set here: the server renders them on
  // <html>, and BookPage applies them when the app navigates to the page.
  const title = t('page.title', { name });
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  const flow = useBookingFlow({
    slug,
    business,
    businessName: name,
    services: services.data ?? [],
    team: team.data ?? [],
  });
  const ready = Boolean(flow.service && flow.date && flow.time);
  // The owner's switch: with online booking off the page says so instead of offering services.
  const bookingOff = customization?.enableOnlineBooking === false;

  const serviceChosen = Boolean(flow.service);
  const waitlistOn = customization?.waitlistEnabled === true;
  useEffect(() => {
    void loadDateTime();
  }, []);
  useEffect(() => {
    if (!serviceChosen) return;
    const contact = loadContact();
    if (waitlistOn) void contact.then(loadWaitlist);
  }, [serviceChosen, waitlistOn]);
  useEffect(() => {
    if (ready) void loadConfirmation().then(loadSubmit);
  }, [ready]);

  const summary = {
    service: flow.service,
    staffName: flow.staffName,
    date: flow.date,
    time: flow.time,
    currency: business.currency,
  };

  return (
    <>
      <BookingHero
        business={business}
        name={name}
        logoUrl={customization?.logoUrl || business.logoUrl}
        bannerUrl={customization?.bannerUrl || business.bannerUrl}
        welcomeMessage={customization?.welcomeMessage ?? ''}
        reviews={summarizeReviews(reviews.data)}
        corner={<LanguageSwitcher />}
      />
      <main
        id="main-content"
        className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_18rem]"
      >
        {bookingOff ? (
          <Suspense fallback={null}>
            <BookingOff phone={business.phone} />
          </Suspense>
        ) : (
          <>
            <div className="grid min-w-0 content-start gap-6">
              {services.isPending ? (
                <p role="status" className="text-muted-foreground">
                  {t('services.loading')}
                </p>
              ) : (
                <ServiceStep
                  services={services.data ?? []}
                  currency={business.currency}
                  value={flow.service?.id ?? null}
                  onChange={flow.chooseService}
                />
              )}
              <Suspense
                fallback={
                  <PendingStep
                    id="step-datetime"
                    step={2}
                    title={t('dateTime.title')}
                    text={t('dateTime.chooseService')}
                    note={<FreeDaysNote freeDays={freeDays} />}
                  />
                }
              >
                <DateTimeStep
                  enabled={Boolean(flow.service)}
                  freeDays={freeDays}
                  staff={flow.staff}
                  teamMemberId={flow.teamMemberId}
                  onStaffChange={flow.chooseStaff}
                  status={flow.availability.status}
                  onRetry={() => void flow.availability.refetch()}
                  dates={flow.dates}
                  today={flow.today}
                  date={flow.date}
                  onDateChange={flow.chooseDate}
                  time={flow.time}
                  onTimeChange={flow.chooseTime}
                  timeZone={flow.timeZone}
                  classChoice={flow.classChoice && { ...flow.classChoice, waitlist: waitlistOn }}
                  visitChoice={flow.visitChoice}
                />
              </Suspense>
              {flow.date && waitlistOn && !flow.classChoice ? (
                <Suspense fallback={null}>
                  <WaitlistJoin slug={slug} flow={flow} />
                </Suspense>
              ) : null}
              {ready ? (
                <Suspense
                  fallback={
                    <PendingStep
                      id="step-contact"
                      step={3}
                      title={t('contact.title')}
                      text={t('common.loading')}
                    />
                  }
                >
                  <ContactStep
                    key={flow.round}
                    values={flow.contact}
                    onValuesChange={flow.onContactChange}
                    pending={flow.pending}
                    timeZone={flow.timeZone}
                    onSubmit={flow.submit}
                    summary={
                      <div className="lg:hidden">
                        <BookingSummary {...summary} />
                      </div>
                    }
                  />
                </Suspense>
              ) : (
                <PendingStep
                  id="step-contact"
                  step={3}
                  title={t('contact.title')}
                  text={t('contact.chooseTime')}
                />
              )}
            </div>
            <aside aria-label={t('summary.title')} className="hidden lg:block">
              <div className="sticky top-6">
                <BookingSummary {...summary} />
              </div>
            </aside>
          </>
        )}
      </main>
      <Suspense fallback={null}>
        <ReviewsSection slug={slug} businessName={name} timeZone={business.timezone} />
      </Suspense>
      {bookingOff ? null : <MobileSummaryBar {...summary} />}
      <BookingFooter
        business={business}
        about={customization?.businessDescription || business.description || ''}
        footerText={customization?.footerText ?? ''}
        padded={Boolean(flow.service)}
      />
      {flow.confirmed ? (
        <Suspense fallback={null}>
          <ConfirmationDialog booking={flow.confirmed} onClose={flow.closeConfirmation} />
        </Suspense>
      ) : null}
    </>
  );
}
