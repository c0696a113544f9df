// The sentences the team's pushes (server, outbox/locales/owner) and the app's notifications (client,
// lib/app-i18n/locales/news) say alike, in English, the source language (docs/decisions/047): one catalog both
// spread, so a translation is written once. Neither side imports it at run time: the server requires its owner
// catalog (which spreads this) when a push is sent, the client's build compiles its news catalog (which spreads
// this) into one chunk per language.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'news.when': {
    message: '{day} at {time}',
    description:
      'A booking’s day and time in a notification. {day}: a short date ("Mon, Nov 30"); {time}: a time ("2:30 PM"). Also a push to the owner or a team member.',
  },
  'news.title.newBooking': {
    message: 'New booking',
    description:
      'Title: a client booked online (or through an integration). Also a push to the owner or a team member.',
  },
  'news.title.cancelled': {
    message: 'Booking cancelled',
    description:
      'Title: a client (or an integration) cancelled a booking. Also a push to the owner or a team member.',
  },
  'news.title.moved': {
    message: 'Booking rescheduled',
    description:
      'Title: a client (or an integration) moved a booking. Also a push to the owner or a team member.',
  },
  'news.title.classCancelled': {
    message: 'Class cancelled',
    description: 'Title: a class session was cancelled. Also a push to the owner or a team member.',
  },
  'news.title.classMoved': {
    message: 'Class moved',
    description: 'Title: a class session was moved. Also a push to the owner or a team member.',
  },
  'news.title.review': {
    message: 'New review',
    description: 'Title: a client reviewed a visit. Also a push to the owner or a team member.',
  },
  'news.text.review': {
    message: '{client} left a {rating}-star review.',
    description: '{client}: the client’s name; {rating}: 1 to 5. Also a push to the owner or a team member.',
  },
  'news.text.memberCancelled': {
    message: '{by} cancelled your booking on {when}.',
    description:
      'To a team member. {by}: who in the business cancelled it (a name). Also a push to the owner or a team member.',
  },
  'news.text.memberMoved': {
    message: '{by} moved your booking from {from} to {to}.',
    description:
      'To a team member. {by}: who in the business moved it (a name). Also a push to the owner or a team member.',
  },
} satisfies SourceCatalog;
