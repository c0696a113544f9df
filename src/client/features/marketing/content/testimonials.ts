// Illustrative testimonial cards for the landing page. They show the kind of results owners aim for and are
// labelled as illustrative on the page: these are not reviews from real, named customers.

export interface Testimonial {
  /** The role of the (illustrative) person speaking; deliberately not a real person's name. */
  name: string;
  business: string;
  location: string;
  review: string;
  metrics: string;
  timeframe: string;
  rating: 5;
  initials: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Salon owner',
    business: 'Example hair salon',
    location: 'Austin, TX',
    review:
      'Clients book themselves at midnight instead of calling during a cut. Reminders went out automatically and our empty chairs filled up.',
    metrics: '40% fewer no-shows',
    timeframe: 'First 3 months',
    rating: 5,
    initials: 'HS',
  },
  {
    name: 'Spa manager',
    business: 'Example day spa',
    location: 'Portland, OR',
    review:
      'Every therapist has their own hours and services, and the calendar never double-books a room. Front-desk phone time dropped sharply.',
    metrics: '12 hours saved per week',
    timeframe: 'First 2 months',
    rating: 5,
    initials: 'DS',
  },
  {
    name: 'Studio founder',
    business: 'Example fitness studio',
    location: 'Denver, CO',
    review:
      'Group classes and recurring sessions are simple to set up, and members rebook from their phones right after class.',
    metrics: '35% more repeat bookings',
    timeframe: 'First 6 months',
    rating: 5,
    initials: 'FS',
  },
  {
    name: 'Practice manager',
    business: 'Example physiotherapy clinic',
    location: 'Toronto, ON',
    review:
      'Patients get a reminder 24 hours and again 2 hours before their visit. Late cancellations are rare now and the day runs on time.',
    metrics: '30% fewer late cancellations',
    timeframe: 'First 4 months',
    rating: 5,
    initials: 'PC',
  },
  {
    name: 'Barbershop owner',
    business: 'Example barbershop',
    location: 'Chicago, IL',
    review:
      'The booking link sits in our social profiles and on a QR code at the counter. Walk-ins became booked appointments.',
    metrics: '40% revenue growth',
    timeframe: 'First year',
    rating: 5,
    initials: 'BS',
  },
  {
    name: 'Photographer',
    business: 'Example photo studio',
    location: 'Miami, FL',
    review:
      'The new website and booking page went live in under two weeks. Sessions are paid upfront and the calendar syncs with my phone.',
    metrics: '2× online enquiries',
    timeframe: 'First 3 months',
    rating: 5,
    initials: 'PS',
  },
];
