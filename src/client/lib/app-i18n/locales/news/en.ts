// What a notification says, in English, the source language (docs/decisions/045): the bell, the Notifications page,
// the overlay and the dashboard's Live Activity write a notification's title and text from these in the reader's
// language, from the kind and values the server stored beside its English. English itself shows the stored text,
// which these say word for word; a notification written before them, or of a kind without a sentence here, shows
// its stored English in every language. {when}, {from} and {to} are news.when's day and time.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });
const teller =
  '{who}: "client" when a client made the change ({name}: their name), "apiKey" when an integration did ({name}: the API key’s name).';
const attendees = '{count}: how many attendees were told (by email or text) of the change.';

export default {
  'news.when': m(
    '{day} at {time}',
    'A booking’s day and time in a notification. {day}: a short date ("Mon, Nov 30"); {time}: a time ("2:30 PM").',
  ),
  'news.title.newBooking': m('New booking', 'Title: a client booked online (or through an integration).'),
  'news.text.newBooking': m(
    '{repeats, select, yes {{client} booked {service} on {when}, the first of a repeating series} other {{client} booked {service} on {when}}}',
    'A client booked. {client}: their name; {service}: the service; {repeats}: "yes" when it is the first appointment of a repeating series. No full stop (the English has none).',
  ),
  'news.title.cancelled': m('Booking cancelled', 'Title: a client (or an integration) cancelled a booking.'),
  'news.text.cancelled': m(
    '{who, select, apiKey {The API key "{name}" cancelled a booking on {when}.} other {{name} cancelled their booking on {when}.}}',
    `A booking was cancelled. ${teller}`,
  ),
  'news.title.moved': m('Booking rescheduled', 'Title: a client (or an integration) moved a booking.'),
  'news.text.moved': m(
    '{who, select, apiKey {The API key "{name}" moved a booking from {from} to {to}.} other {{name} moved their booking from {from} to {to}.}}',
    `A booking was moved from one time to another. ${teller}`,
  ),
  'news.title.ownerChange': m(
    '{status, select, completed {Visit completed} other {Booking cancelled}}',
    'Title of the owner’s own change in their activity. {status}: "completed" or "cancelled".',
  ),
  'news.text.ownerChange': m(
    '{status, select, completed {The booking on {when} was completed.} other {The booking on {when} was cancelled.}}',
    'The owner (or a manager) completed or cancelled a booking. {status}: "completed" or "cancelled".',
  ),
  'news.title.memberBooked': m('New booking', 'Title, to a team member: someone booked a client for them.'),
  'news.text.memberBooked': m(
    '{repeats, select, yes {{by} booked {client} for {service} on {when}, the first of a repeating series.} other {{by} booked {client} for {service} on {when}.}}',
    'To a team member. {by}: who booked (a name); {client}: the client; {service}: the service; {repeats}: "yes" for the first of a repeating series.',
  ),
  'news.title.memberCancelled': m(
    'Booking cancelled',
    'Title, to a team member: their booking was cancelled.',
  ),
  'news.text.memberCancelled': m(
    '{by} cancelled your booking on {when}.',
    'To a team member. {by}: who in the business cancelled it (a name).',
  ),
  'news.title.memberMoved': m('Booking rescheduled', 'Title, to a team member: their booking was moved.'),
  'news.text.memberMoved': m(
    '{by} moved your booking from {from} to {to}.',
    'To a team member. {by}: who in the business moved it (a name).',
  ),
  'news.title.classCancelled': m('Class cancelled', 'Title: a class session was cancelled.'),
  'news.text.classCancelled': m(
    'The {service} class on {when} was cancelled; {count, plural, one {its attendee was told} other {its # attendees were told}}.',
    `In the owner’s activity. {service}: the class’s name. ${attendees}`,
  ),
  'news.text.classCancelledBy': m(
    '{by} cancelled your {service} class on {when}; {count, plural, one {its attendee was told} other {its # attendees were told}}.',
    `To the instructor. {by}: who cancelled it (a name); {service}: the class’s name. ${attendees}`,
  ),
  'news.title.classMoved': m('Class moved', 'Title: a class session was moved.'),
  'news.text.classMoved': m(
    '{by} moved your {service} class from {from} to {to}; {count, plural, one {its attendee was told} other {its # attendees were told}}.',
    `To the instructor. {by}: who moved it (a name); {service}: the class’s name. ${attendees}`,
  ),
  'news.title.review': m('New review', 'Title: a client reviewed a visit.'),
  'news.text.review': m(
    '{client} left a {rating}-star review.',
    '{client}: the client’s name; {rating}: 1 to 5.',
  ),
  'news.title.bookingsMilestone': m(
    '{count, plural, =1 {First booking!} other {{total} bookings!}}',
    'Title: the business reached a number of bookings. {total}: the number as written ("1,000").',
  ),
  'news.text.bookingsMilestone': m(
    '{count, plural, =1 {Your first booking is in. Congratulations!} other {You have reached {total} bookings. Keep it up!}}',
    'A milestone. {total}: the number of bookings as written ("1,000"). Warm and short.',
  ),
  'news.title.revenueMilestone': m(
    '{amount} earned',
    'Title: completed bookings have earned a round amount in total. {amount}: the money ("$10,000").',
  ),
  'news.text.revenueMilestone': m(
    'Completed bookings have now brought in {amount} in total.',
    'A milestone. {amount}: the money ("$10,000").',
  ),
} satisfies SourceCatalog;
