// The signed-in client's dashboard: the section the path names (the dashboard's tabs, bookings, profile or
// reviews), the bottom navigation and the dialogs of the booking actions.
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ReviewsSection } from '#client/entities/public-business/components/reviews-section.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import type { PublicBusiness } from '#shared/schemas/business.ts';
import type { ClientMe, ClientPortalBooking } from '#shared/schemas/client-portal.ts';
import { useClientBookings } from '../api/get-client-bookings.ts';
import { useSignOutClient } from '../api/sign-out-client.ts';
import { bookHref } from '../book-href.ts';
import { useLaterI18n } from '../later-i18n.ts';
import {
  type ClientFlags,
  type ClientSection,
  type ClientTab,
  sectionVisible,
  visibleTabs,
} from '../sections.ts';
import { AlertsButton } from './alerts-button.tsx';
import { BookingList } from './booking-list.tsx';
import { ClientBottomNav } from './client-bottom-nav.tsx';
import { ServicesList } from './services-list.tsx';

const RescheduleDialog = lazy(async () => ({
  default: (await import('./reschedule-dialog.tsx')).RescheduleDialog,
}));
const CancelBookingDialog = lazy(async () => ({
  default: (await import('./cancel-booking-dialog.tsx')).CancelBookingDialog,
}));
const ReviewDialog = lazy(async () => ({ default: (await import('./review-dialog.tsx')).ReviewDialog }));
// Issue 30: the repeat's controls and date check come only when a client asks for them (the page's budget).
const RepeatVisitDialog = lazy(async () => ({
  default: (await import('./repeat-visit-dialog.tsx')).RepeatVisitDialog,
}));
const ProfileForm = lazy(async () => ({ default: (await import('./profile-form.tsx')).ProfileForm }));

type OpenDialog = {
  kind: 'reschedule' | 'cancel' | 'review' | 'repeat';
  booking: ClientPortalBooking;
} | null;

export type ClientDashboardProps = {
  slug: string;
  me: ClientMe;
  business: PublicBusiness;
  /** The customised name when the owner set one. */
  businessName: string;
  flags: ClientFlags;
  section: ClientSection;
};

function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-3 text-lg font-semibold">
      {children}
    </h2>
  );
}

export function ClientDashboard({ slug, me, business, businessName, flags, section }: ClientDashboardProps) {
  const bookings = useClientBookings();
  const signOut = useSignOutClient();
  const { t } = useLaterI18n();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const timeZone = business.timezone;
  const bookingPage = (serviceIds?: readonly string[]) => bookHref(slug, serviceIds);
  const upcoming = bookings.data?.upcoming ?? [];
  const history = bookings.data?.history ?? [];
  const close = () => setDialog(null);

  const listProps = {
    timeZone,
    currency: business.currency,
    businessPhone: business.phone,
    flags,
    bookHref: bookingPage,
    onReschedule: (booking: ClientPortalBooking) => setDialog({ kind: 'reschedule', booking }),
    onCancel: (booking: ClientPortalBooking) => setDialog({ kind: 'cancel', booking }),
    onReview: (booking: ClientPortalBooking) => setDialog({ kind: 'review', booking }),
    onRepeat: (booking: ClientPortalBooking) => setDialog({ kind: 'repeat', booking }),
  };

  const bookingsBlock = (kind: 'upcoming' | 'history') =>
    bookings.isPending ? (
      <p role="status" className="py-6 text-center text-muted-foreground">
        {t('client.bookings.loading')}
      </p>
    ) : bookings.isError ? (
      <p role="alert" className="py-6 text-center text-destructive">
        {errorMessage(bookings.error, t('client.bookings.failed'))}{' '}
        <button type="button" className="font-medium underline" onClick={() => void bookings.refetch()}>
          {t('client.tryAgain')}
        </button>
      </p>
    ) : (
      <BookingList
        {...listProps}
        kind={kind}
        bookings={kind === 'upcoming' ? upcoming : history}
        emptyText={t(kind === 'upcoming' ? 'client.bookings.noneUpcoming' : 'client.bookings.noneHistory')}
      />
    );

  const reviewsBlock = (
    <div className="grid gap-6">
      {history.some((b) => b.canReview) ? (
        <section aria-labelledby="to-review">
          <SectionHeading id="to-review">{t('client.toReview')}</SectionHeading>
          <BookingList
            {...listProps}
            kind="history"
            flags={{ ...flags, enableOnlineBooking: false }}
            bookings={history.filter((b) => b.canReview)}
            emptyText=""
          />
        </section>
      ) : null}
      {/* A block around it: as a grid item its auto margins would shrink it to its content. */}
      <div>
        <ReviewsSection slug={slug} businessName={businessName} timeZone={timeZone} />
      </div>
    </div>
  );

  const tabContent: Record<ClientTab, ReactNode> = {
    upcoming: bookingsBlock('upcoming'),
    history: bookingsBlock('history'),
    services: (
      <ServicesList
        slug={slug}
        currency={business.currency}
        canBook={flags.enableOnlineBooking}
        bookHref={bookingPage}
      />
    ),
    reviews: reviewsBlock,
  };
  const tabs = visibleTabs(flags);

  let content: ReactNode;
  if (!sectionVisible(section, flags)) {
    content = <p className="py-6 text-center text-muted-foreground">{t('client.unavailable')}</p>;
  } else if (section === 'home') {
    content =
      tabs.length === 0 ? null : (
        <Tabs defaultValue={tabs[0]}>
          <h2 className="sr-only">{t('client.tabs')}</h2>
          <TabsList className="w-full">
            {tabs.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`client.tab.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab} value={tab}>
              {tabContent[tab]}
            </TabsContent>
          ))}
        </Tabs>
      );
  } else if (section === 'bookings') {
    content = (
      <div className="grid gap-6">
        {flags.showUpcomingBookings ? (
          <section aria-labelledby="upcoming-heading">
            <SectionHeading id="upcoming-heading">{t('client.tab.upcoming')}</SectionHeading>
            {bookingsBlock('upcoming')}
          </section>
        ) : null}
        {flags.showBookingHistory ? (
          <section aria-labelledby="history-heading">
            <SectionHeading id="history-heading">{t('client.tab.history')}</SectionHeading>
            {bookingsBlock('history')}
          </section>
        ) : null}
      </div>
    );
  } else if (section === 'profile') {
    content = (
      <section aria-labelledby="profile-heading">
        <SectionHeading id="profile-heading">{t('client.profile')}</SectionHeading>
        <Suspense fallback={<p className="text-muted-foreground">{t('common.loading')}</p>}>
          <ProfileForm me={me} />
        </Suspense>
      </section>
    );
  } else {
    content = reviewsBlock;
  }

  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold">{t('client.hi', { name: me.firstName })}</p>
        <div className="flex gap-2">
          {flags.enableOnlineBooking ? (
            <a href={bookingPage()} className={buttonVariants({ size: 'sm' })}>
              {t('client.book')}
            </a>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onSuccess: () =>
                  toast({ title: t('client.signOut.done'), description: t('client.signOut.bye') }),
                onError: (error) =>
                  toast({
                    title: t('client.signOut.failed'),
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {t('client.signOut')}
          </Button>
        </div>
      </div>
      {content}
      <ClientBottomNav
        slug={slug}
        current={section}
        flags={flags}
        alerts={<AlertsButton upcoming={upcoming} history={history} timeZone={timeZone} />}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'reschedule' ? (
          <RescheduleDialog slug={slug} booking={dialog.booking} timeZone={timeZone} onClose={close} />
        ) : dialog?.kind === 'cancel' ? (
          <CancelBookingDialog booking={dialog.booking} timeZone={timeZone} onClose={close} />
        ) : dialog?.kind === 'review' ? (
          <ReviewDialog slug={slug} booking={dialog.booking} timeZone={timeZone} onClose={close} />
        ) : dialog?.kind === 'repeat' ? (
          <RepeatVisitDialog booking={dialog.booking} timeZone={timeZone} onClose={close} />
        ) : null}
      </Suspense>
    </>
  );
}
