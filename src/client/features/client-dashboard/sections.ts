// Which sections and tabs of the client dashboard show (spec part 2 §2): each one unless the owner's
// customisation flag for it is false, and which section a path under /client/{slug} opens.
import type { Customization } from '#shared/schemas/customization.ts';

export type ClientSection = 'home' | 'bookings' | 'profile' | 'reviews';
export type ClientTab = 'upcoming' | 'history' | 'services' | 'reviews';

export type ClientFlags = Pick<
  Customization,
  | 'showServices'
  | 'showBookingHistory'
  | 'showUpcomingBookings'
  | 'showReviewsSection'
  | 'showProfileSection'
  | 'showNotifications'
  | 'enableOnlineBooking'
  | 'enableCancelBooking'
  | 'enableRescheduleBooking'
>;

/**
 * Until the customisation is read (or when it cannot be), everything shows: the spec's defaults
 * (CUSTOMIZATION_DEFAULTS, which sections.test.ts holds this to). Written out: importing them brought that module's
 * labels and limits into the page's first download (0.5 KB, docs/decisions/040).
 */
export const DEFAULT_FLAGS: ClientFlags = {
  showServices: true,
  showBookingHistory: true,
  showUpcomingBookings: true,
  showReviewsSection: true,
  showProfileSection: true,
  showNotifications: true,
  enableOnlineBooking: true,
  enableCancelBooking: true,
  enableRescheduleBooking: true,
};

export function visibleTabs(flags: ClientFlags): ClientTab[] {
  const shown: Record<ClientTab, boolean> = {
    upcoming: flags.showUpcomingBookings,
    history: flags.showBookingHistory,
    services: flags.showServices,
    reviews: flags.showReviewsSection,
  };
  return (Object.keys(shown) as ClientTab[]).filter((tab) => shown[tab]);
}

/** A section is shown unless every part of it is turned off. */
export function sectionVisible(section: ClientSection, flags: ClientFlags): boolean {
  switch (section) {
    case 'home':
      return true;
    case 'bookings':
      return flags.showUpcomingBookings || flags.showBookingHistory;
    case 'profile':
      return flags.showProfileSection;
    case 'reviews':
      return flags.showReviewsSection;
  }
}

/** '/client/demo/profile' → 'profile'; the dashboard itself ('/client/demo', even for a slug 'reviews') → 'home'. */
export function sectionOf(pathname: string): ClientSection {
  const [, , section] = pathname.split('/').filter(Boolean);
  return section === 'bookings' || section === 'profile' || section === 'reviews' ? section : 'home';
}
