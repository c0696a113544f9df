import { describe, expect, it } from 'vitest';
import { CUSTOMIZATION_DEFAULTS } from '#shared/domain/customization.ts';
import { DEFAULT_FLAGS, sectionOf, sectionVisible, visibleTabs } from './sections.ts';

describe('client dashboard sections', () => {
  it('defaults to the customisation’s own defaults', () => {
    expect(DEFAULT_FLAGS).toEqual(
      Object.fromEntries(
        Object.keys(DEFAULT_FLAGS).map((key) => [
          key,
          CUSTOMIZATION_DEFAULTS[key as keyof typeof DEFAULT_FLAGS],
        ]),
      ),
    );
  });

  it('shows the four tabs in the spec order by default', () => {
    expect(visibleTabs(DEFAULT_FLAGS)).toEqual(['upcoming', 'history', 'services', 'reviews']);
  });

  it('hides each tab whose flag is false', () => {
    expect(visibleTabs({ ...DEFAULT_FLAGS, showBookingHistory: false, showServices: false })).toEqual([
      'upcoming',
      'reviews',
    ]);
    expect(visibleTabs({ ...DEFAULT_FLAGS, showUpcomingBookings: false, showReviewsSection: false })).toEqual(
      ['history', 'services'],
    );
  });

  it('hides a section only when everything in it is off', () => {
    expect(sectionVisible('bookings', { ...DEFAULT_FLAGS, showUpcomingBookings: false })).toBe(true);
    expect(
      sectionVisible('bookings', {
        ...DEFAULT_FLAGS,
        showUpcomingBookings: false,
        showBookingHistory: false,
      }),
    ).toBe(false);
    expect(sectionVisible('profile', { ...DEFAULT_FLAGS, showProfileSection: false })).toBe(false);
    expect(sectionVisible('reviews', { ...DEFAULT_FLAGS, showReviewsSection: false })).toBe(false);
    expect(sectionVisible('home', { ...DEFAULT_FLAGS, showProfileSection: false })).toBe(true);
  });

  it('maps each path to its section', () => {
    expect(sectionOf('/client/demo')).toBe('home');
    expect(sectionOf('/client/demo/')).toBe('home');
    expect(sectionOf('/client/demo/bookings')).toBe('bookings');
    expect(sectionOf('/client/demo/profile')).toBe('profile');
    expect(sectionOf('/client/demo/reviews')).toBe('reviews');
    expect(sectionOf('/client/reviews')).toBe('home');
  });
});
