// The push notifications an owner or team member gets, in English, the source language (docs/decisions/041): ICU
// MessageFormat with a note for translators. English pushes are still written when queued (their wording is a
// contract: booking-changes.service.ts, reviews.service.ts); these messages rewrite them for a user who chose
// another language.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'push.newBooking.title': { message: 'New booking', description: 'Push title: a client booked.' },
  'push.newBooking.body': {
    message: '{client} booked {service} on {day} at {time}',
    description:
      'Push text. {client}: the client’s name; {service}: the service; {day}: a short date ("Mon, Mar 9"); {time}: a time.',
  },
  'push.newReview.title': { message: 'New review', description: 'Push title: a client reviewed a visit.' },
  'push.newReview.body': {
    message: '{client} left a {rating}-star review.',
    description: 'Push text. {client}: the client’s name; {rating}: 1 to 5.',
  },
} satisfies SourceCatalog;
