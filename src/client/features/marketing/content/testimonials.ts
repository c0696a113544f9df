// Illustrative testimonial cards for the landing page. They show the kind of results owners aim for and are
// labelled as illustrative on the page: these are not reviews from real, named customers. Their words (role,
// business, quote, result) are the landing catalog's `landing.testimonials.{id}.*` (docs/decisions/042).

export interface Testimonial {
  id: 'salon' | 'spa' | 'fitness' | 'physio' | 'barber' | 'photo';
  /** A place name, the same in every language. */
  location: string;
  rating: 5;
  initials: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 'salon', location: 'Austin, TX', rating: 5, initials: 'HS' },
  { id: 'spa', location: 'Portland, OR', rating: 5, initials: 'DS' },
  { id: 'fitness', location: 'Denver, CO', rating: 5, initials: 'FS' },
  { id: 'physio', location: 'Toronto, ON', rating: 5, initials: 'PC' },
  { id: 'barber', location: 'Chicago, IL', rating: 5, initials: 'BS' },
  { id: 'photo', location: 'Miami, FL', rating: 5, initials: 'PS' },
];
