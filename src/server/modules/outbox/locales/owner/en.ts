// The push notifications, emails and texts an owner or team member gets, in English, the source language
// (docs/decisions/041): ICU MessageFormat with a note for translators. English pushes are still written when queued
// (their wording is a contract: booking-changes.service.ts, class-sessions.service.ts, reviews.service.ts); these
// messages rewrite them for a user who chose another language. The emails and texts (owner-messages.ts) are written
// from these in every language, English's byte for byte the spec's.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/en.ts';

export default {
  ...teamNews,
  'push.newBooking.body': {
    message: '{client} booked {service} on {day} at {time}',
    description:
      'Push text. {client}: the client’s name; {service}: the service; {day}: a short date ("Mon, Mar 9"); {time}: a time.',
  },
  'push.test.title': {
    message: 'Test Notification',
    description: 'Title of the push an owner sends themselves from Settings to check their device.',
  },
  'push.test.body': {
    message: 'Push notifications are working on this device.',
    description: 'Text of that test push.',
  },
  'push.cancelled.body': {
    message: '{client} cancelled their booking on {when}.',
    description:
      'Push text to the owner: a client cancelled. {client}: the client’s name; {when}: "Mon, Mar 9 at 9:00 AM".',
  },
  'push.moved.body': {
    message: '{client} moved their booking from {from} to {to}.',
    description:
      'Push text to the owner: a client moved their booking. {client}: the client’s name; {from}, {to}: "Mon, Mar 9 at 9:00 AM".',
  },
  'push.classCancelled.body': {
    message: '{by} cancelled your {service} class on {when}.',
    description:
      'Push text to the instructor. {by}: who cancelled it (a name); {service}: the class’s name; {when}: "Mon, Mar 9 at 9:00 AM".',
  },
  'push.classMoved.body': {
    message: '{by} moved your {service} class from {from} to {to}.',
    description:
      'Push text to the instructor. {by}: who moved it (a name); {service}: the class’s name; {from}, {to}: "Mon, Mar 9 at 9:00 AM".',
  },
  'email.client': {
    message: 'Client',
    description:
      'Email: the label of the row naming the client (the rows "What" and "When" are the clients’ emails’ own).',
  },
  'email.calendarLink': {
    message: 'See it in your calendar',
    description: 'Email: the link to the booking in the app’s calendar.',
  },
  'email.reviewsLink': {
    message: 'Read and reply',
    description: 'Email: the link to the review in the app.',
  },
  'email.why': {
    message: 'You get this email because email notifications are on in your Bookwell settings',
    description: 'Email footer, followed by ": " and the link to the settings. No full stop.',
  },
  'newBooking.subject': {
    message: 'New booking: {client}, {service}, {when}',
    description:
      'Email subject. {client}: the client’s name; {service}: the service; {when}: a short day and time with its zone.',
  },
  'newBooking.lead': {
    message: '{client} booked {what} for {when}.',
    description:
      'Email: a client booked online. {what}: the service, perhaps "with" a team member; {when}: the day and time in full.',
  },
  'newBooking.leadBy': {
    message: '{by} booked {client} for {what} on {when}.',
    description:
      'Email to a team member: someone in the business booked a client for them. {by}: who (a name).',
  },
  'newBooking.sms': {
    message: 'New booking: {client}, {what}, {when}.',
    description: 'Text message (keep it short). {when}: a short day and time with its zone.',
  },
  'cancelled.subject': {
    message: 'Booking cancelled: {client}, {service}, {when}',
    description:
      'Email subject. {client}: the client’s name; {service}: the service; {when}: a short day and time.',
  },
  'cancelled.lead': {
    message: '{client} cancelled their {what} on {when}.',
    description:
      'Email: a client cancelled. {what}: the service, perhaps "with" a team member; {when}: in full.',
  },
  'cancelled.leadBy': {
    message: "{by} cancelled {client}'s {what} on {when}.",
    description:
      'Email to a team member: someone in the business cancelled a client’s booking. {by}: who (a name).',
  },
  'cancelled.sms': {
    message: 'Cancelled: {client}, {what}, {when}.',
    description: 'Text message (keep it short). {when}: a short day and time with its zone.',
  },
  'moved.subject': {
    message: 'Booking moved: {client}, {service}, now {when}',
    description: 'Email subject. {when}: the new short day and time.',
  },
  'moved.lead': {
    message: '{client} moved their {what} to {when}.',
    description: 'Email: a client moved their booking. {when}: the new day and time in full.',
  },
  'moved.leadWas': {
    message: '{client} moved their {what} to {when} (it was {was}).',
    description:
      'Email: a client moved their booking. {when}: the new day and time; {was}: the old one, in full.',
  },
  'moved.leadBy': {
    message: "{by} moved {client}'s {what} to {when}.",
    description:
      'Email to a team member: someone in the business moved a client’s booking. {by}: who (a name).',
  },
  'moved.leadByWas': {
    message: "{by} moved {client}'s {what} to {when} (it was {was}).",
    description: 'As moved.leadBy, with {was}: the old day and time in full.',
  },
  'moved.sms': {
    message: 'Moved: {client}, {what}, now {when}.',
    description: 'Text message (keep it short). {when}: the new short day and time.',
  },
  'review.subject': {
    message: 'New review from {client}',
    description: 'Email subject: a review without a rating.',
  },
  'review.subjectRated': {
    message: 'New {rating}-star review from {client}',
    description: 'Email subject. {rating}: 1 to 5 stars.',
  },
  'review.lead': {
    message: '{client} left a review of their {what} on {when}.',
    description:
      'Email: a review without a rating. {what}: the service; {when}: the visit’s day and time in full.',
  },
  'review.leadRated': {
    message: '{client} left a {rating}-star review of their {what} on {when}.',
    description:
      'Email. {rating}: 1 to 5 stars; {what}: the service; {when}: the visit’s day and time in full.',
  },
  'review.sms': {
    message: 'New review from {client} ({service}, {when}).',
    description: 'Text message: a review without a rating. {when}: the visit’s short day and time.',
  },
  'review.smsRated': {
    message: 'New {rating}-star review from {client} ({service}, {when}).',
    description: 'Text message. {rating}: 1 to 5 stars; {when}: the visit’s short day and time.',
  },
} satisfies SourceCatalog;
