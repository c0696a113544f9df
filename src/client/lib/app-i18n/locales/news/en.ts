// What a notification says, in English, the source language (docs/decisions/047): the bell, the Notifications page,
// the overlay and the dashboard's Live Activity write a notification's title and text from these in the reader's
// language, from the kind and values the server stored beside its English. English itself shows the stored text,
// which these say word for word; a notification written before them, or of a kind without a sentence here, shows
// its stored English in every language. {when}, {from} and {to} are news.when's day and time.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/en.ts';

const m = (message: string, description: string) => ({ message, description });
const teller =
  '{who}: "client" when a client made the change ({name}: their name), "apiKey" when an integration did ({name}: the API key’s name).';
const WEEKDAY =
  '{day, select, 0 {Sunday} 1 {Monday} 2 {Tuesday} 3 {Wednesday} 4 {Thursday} 5 {Friday} other {Saturday}}';
const attendees = '{count}: how many attendees were told (by email or text) of the change.';

export default {
  'news.text.newBooking': m(
    '{repeats, select, rule {{client} booked {service} on {when} ({rule})} yes {{client} booked {service} on {when}, the first of a repeating series} other {{client} booked {service} on {when}}}',
    'A client booked. {client}: their name; {service}: the service; {repeats}: "rule" when it is the first appointment of a repeating series whose rule is known ({rule}: news.rule, “every 2 weeks”), "yes" for one written before rules were stored. No full stop (the English has none).',
  ),
  'news.rule': m(
    `{frequency, select, weekly {{count, plural, one {every week} other {every # weeks}}} other {monthly on the {nth, select, 1 {1st} 2 {2nd} 3 {3rd} 4 {4th} other {last}} ${WEEKDAY}}}`,
    'A repeating series’ rule inside a sentence, after the first booking’s day and time (lower case where the language allows). {frequency}: "weekly" or "monthly"; {count}: weeks between two appointments; {nth}: which weekday of the month, 1–4 or "last"; {day}: the weekday (0 Sunday … 6 Saturday).',
  ),
  'news.text.cancelled': m(
    '{who, select, apiKey {The API key "{name}" cancelled a booking on {when}.} other {{name} cancelled their booking on {when}.}}',
    `A booking was cancelled. ${teller}`,
  ),
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
    '{repeats, select, rule {{by} booked {client} for {service} on {when} ({rule}).} yes {{by} booked {client} for {service} on {when}, the first of a repeating series.} other {{by} booked {client} for {service} on {when}.}}',
    'To a team member. {by}: who booked (a name); {client}: the client; {service}: the service; {repeats}: "rule" for the first of a repeating series whose rule is known ({rule}: news.rule), "yes" for one written before rules were stored.',
  ),
  'news.title.memberCancelled': m(
    'Booking cancelled',
    'Title, to a team member: their booking was cancelled.',
  ),
  'news.title.memberMoved': m('Booking rescheduled', 'Title, to a team member: their booking was moved.'),
  'news.text.classCancelled': m(
    'The {service} class on {when} was cancelled; {count, plural, one {its attendee was told} other {its # attendees were told}}.',
    `In the owner’s activity. {service}: the class’s name. ${attendees}`,
  ),
  'news.text.classCancelledBy': m(
    '{by} cancelled your {service} class on {when}; {count, plural, one {its attendee was told} other {its # attendees were told}}.',
    `To the instructor. {by}: who cancelled it (a name); {service}: the class’s name. ${attendees}`,
  ),
  'news.text.classMoved': m(
    '{by} moved your {service} class from {from} to {to}; {count, plural, one {its attendee was told} other {its # attendees were told}}.',
    `To the instructor. {by}: who moved it (a name); {service}: the class’s name. ${attendees}`,
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
  'news.title.suspended': m('Your business is suspended', 'Title: the platform suspended the business.'),
  'news.text.suspended': m(
    'Bookwell suspended your business: your booking page is not taking bookings. Contact Help & Support to have it reactivated.',
    'The platform suspended the business. "Help & Support" is the name of the app’s help page.',
  ),
  'news.title.reactivated': m(
    'Your business is active again',
    'Title: the platform made the business active again.',
  ),
  'news.text.reactivated': m(
    'Bookwell reactivated your business: your booking page is taking bookings again.',
    'The platform lifted a suspension.',
  ),
  'news.title.supportSent': m('Message sent', 'Title: the owner’s message to Help & Support was sent.'),
  'news.text.supportSent': m(
    'Thanks, we’ve received your message and will reply by email. Subject: {subject}',
    '{subject}: the subject the owner gave their message.',
  ),
  'news.title.supportRequest': m(
    'New support request',
    'Title, to a platform admin: someone wrote to support.',
  ),
  'news.text.supportRequest': m(
    '{email} asks: {subject}',
    'To a platform admin. {email}: who wrote; {subject}: the subject of their message.',
  ),
  'news.title.website': m(
    'Website project {status, select, in_progress {in progress} completed {completed} failed {failed} other {pending}}',
    'Title: the website project ordered from Bookwell has a new status. {status}: pending, in_progress, completed or failed.',
  ),
  'news.text.website': m(
    '{live, select, yes {Your website project "{title}" is live at {url}.} other {Your website project "{title}" is now {status, select, in_progress {in progress} completed {completed} failed {failed} other {pending}}.}}',
    '{title}: the project’s name; {live}: "yes" when it went live at {url} (a web address).',
  ),
  'news.title.clientDetails': m('Client details changed', 'Title: a client changed their own details.'),
  'news.text.clientDetails': m(
    '{client} updated their details on the client dashboard: {changes}.',
    '{client}: the client as the owner knew them; {changes}: a list of news.change.* ("name now Ana Lima, email removed").',
  ),
  'news.change.name': m('name now {name}', 'One change in news.text.clientDetails. {name}: the new name.'),
  'news.change.email': m(
    'email now {email}',
    'One change in news.text.clientDetails. {email}: the new address.',
  ),
  'news.change.emailRemoved': m('email removed', 'One change in news.text.clientDetails: no email any more.'),
  'news.change.phone': m(
    'phone now {phone}',
    'One change in news.text.clientDetails. {phone}: the new number.',
  ),
  'news.title.sessionsNotAdded': m(
    'Class sessions not added',
    'Title: some sessions of a weekly class could not be added.',
  ),
  'news.text.sessionsNotAdded': m(
    '{service} with {member}: no session on {dates}, as the instructor is booked or the room is taken then. Add them from Classes once the time is free.',
    '{service}: the class; {member}: its instructor; {dates}: a list of days ("Mon, Nov 30, Tue, Dec 8"). "Classes" is the page’s name.',
  ),
  'news.title.calendarFailing': m(
    'Calendar not syncing',
    'Title: a team member’s connected calendar keeps failing.',
  ),
  'news.text.calendarFailing': m(
    "{member}'s calendar could not be read {failures} times in a row: {error} {synced, select, yes {Their availability keeps the busy times read before.} other {No busy times from it block their availability yet.}}",
    '{member}: the team member; {failures}: how many times; {error}: the calendar provider’s own words (stay as they are); {synced}: "yes" when it was read at least once before.',
  ),
  ...teamNews,
} satisfies SourceCatalog;
