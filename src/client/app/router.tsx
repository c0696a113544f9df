// Every route of both route tables (spec part 1 §2, part 2 §2), each page loaded on demand.
import { type ComponentType, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullScreenSpinner, Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { pageRole } from './page-access.ts';
import { paths } from './paths.ts';
import { ProtectedRoute } from './protected-route.tsx';

const LandingPage = lazyPage(() => import('#client/features/marketing/landing-page.tsx'), 'LandingPage');
const FeaturesPage = lazyPage(() => import('#client/features/marketing/features-page.tsx'), 'FeaturesPage');
const PricingPage = lazyPage(() => import('#client/features/marketing/pricing-page.tsx'), 'PricingPage');
const ColorGeneratorPage = lazyPage(
  () => import('#client/features/palette/color-generator-page.tsx'),
  'ColorGeneratorPage',
);
const MobileAppPage = lazyPage(
  () => import('#client/features/mobile-app/mobile-app-page.tsx'),
  'MobileAppPage',
);
const AuthPage = lazyPage(() => import('#client/features/auth/auth-page.tsx'), 'AuthPage');
const SupportPage = lazyPage(() => import('#client/features/support/support-page.tsx'), 'SupportPage');
const BookPage = lazyPage(() => import('#client/features/booking/book-page.tsx'), 'BookPage');
const ClientDashboardPage = lazyPage(
  () => import('#client/features/client-dashboard/client-dashboard-page.tsx'),
  'ClientDashboardPage',
);
const ManageBookingPage = lazyPage(
  () => import('#client/features/client-dashboard/manage-booking-page.tsx'),
  'ManageBookingPage',
);
const WaitlistEntryPage = lazyPage(
  () => import('#client/features/client-dashboard/waitlist-entry-page.tsx'),
  'WaitlistEntryPage',
);
const InvitePage = lazyPage(() => import('#client/features/invitations/invite-page.tsx'), 'InvitePage');
const DashboardPage = lazyPage(
  () => import('#client/features/dashboard/dashboard-page.tsx'),
  'DashboardPage',
);
const RegisterBusinessPage = lazyPage(
  () => import('#client/features/businesses/register-business-page.tsx'),
  'RegisterBusinessPage',
);
const ServicesPage = lazyPage(() => import('#client/features/services/services-page.tsx'), 'ServicesPage');
const ClientsPage = lazyPage(() => import('#client/features/clients/clients-page.tsx'), 'ClientsPage');
const ClassesPage = lazyPage(() => import('#client/features/classes/classes-page.tsx'), 'ClassesPage');
const WaitlistPage = lazyPage(() => import('#client/features/waitlist/waitlist-page.tsx'), 'WaitlistPage');
const NotificationsPage = lazyPage(
  () => import('#client/features/notifications/notifications-page.tsx'),
  'NotificationsPage',
);
const ReviewsPage = lazyPage(() => import('#client/features/reviews/reviews-page.tsx'), 'ReviewsPage');
const SettingsPage = lazyPage(() => import('#client/features/settings/settings-page.tsx'), 'SettingsPage');
const MessagesPage = lazyPage(() => import('#client/features/messages/messages-page.tsx'), 'MessagesPage');
const IntegrationsPage = lazyPage(
  () => import('#client/features/integrations/integrations-page.tsx'),
  'IntegrationsPage',
);
const PaymentsPage = lazyPage(() => import('#client/features/payments/payments-page.tsx'), 'PaymentsPage');
const CalendarPage = lazyPage(() => import('#client/features/calendar/calendar-page.tsx'), 'CalendarPage');
const AnalyticsPage = lazyPage(
  () => import('#client/features/analytics/analytics-page.tsx'),
  'AnalyticsPage',
);
const WebsiteBuilderPage = lazyPage(
  () => import('#client/features/website-builder/website-builder-page.tsx'),
  'WebsiteBuilderPage',
);
const ClientCustomizationPage = lazyPage(
  () => import('#client/features/client-customization/client-customization-page.tsx'),
  'ClientCustomizationPage',
);
const AdminPage = lazyPage(() => import('#client/features/admin/admin-page.tsx'), 'AdminPage');

const publicRoutes: Array<[string, ComponentType]> = [
  [paths.features, FeaturesPage],
  [paths.pricing, PricingPage],
  [paths.colorGenerator, ColorGeneratorPage],
  [paths.pwa, MobileAppPage],
  [paths.auth, AuthPage],
  [paths.support, SupportPage],
  // The admin console answers signed-out visitors itself (spec: 'Access Denied - Admin panel requires authentication').
  [paths.admin, AdminPage],
  [paths.platformAdmin, AdminPage],
  [paths.book.pattern, BookPage],
  [paths.clientDashboard.pattern, ClientDashboardPage],
  [paths.clientBookings.pattern, ClientDashboardPage],
  [paths.clientProfile.pattern, ClientDashboardPage],
  [paths.clientReviews.pattern, ClientDashboardPage],
  [paths.manageBooking.pattern, ManageBookingPage],
  [paths.waitlistEntry.pattern, WaitlistEntryPage],
  [paths.invite.pattern, InvitePage],
];

const protectedRoutes: Array<[string, ComponentType]> = [
  [paths.dashboard, DashboardPage],
  [paths.registerBusiness, RegisterBusinessPage],
  [paths.services, ServicesPage],
  [paths.clients, ClientsPage],
  [paths.waitlist, WaitlistPage],
  [paths.settings, SettingsPage],
  [paths.messages, MessagesPage],
  [paths.notifications, NotificationsPage],
  [paths.reviews, ReviewsPage],
  [paths.integrations, IntegrationsPage],
  [paths.payments, PaymentsPage],
  [paths.calendar, CalendarPage],
  [paths.classes, ClassesPage],
  [paths.analytics, AnalyticsPage],
  [paths.websiteBuilder, WebsiteBuilderPage],
  [paths.clientCustomization, ClientCustomizationPage],
];

/** '/': the owner's dashboard when signed in, otherwise the landing page. */
function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner label="Loading" />;
  return user ? <DashboardPage /> : <LandingPage />;
}

function PageFallback() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Spinner label="Loading page" className="[&_svg]:size-8" />
    </div>
  );
}

export function AppRouter() {
  return (
    <AppLayout>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path={paths.home} component={HomeRoute} />
          {publicRoutes.map(([path, Page]) => (
            <Route key={path} path={path} component={Page} />
          ))}
          {protectedRoutes.map(([path, Page]) => (
            <Route key={path} path={path}>
              <ProtectedRoute needs={pageRole(path)}>
                <Page />
              </ProtectedRoute>
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
