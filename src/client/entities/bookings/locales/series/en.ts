// The repeat controls and the series review in English, the source language (docs/decisions/041): shared by the
// owner's quick booking and booking dialog and the client dashboard's 'Make it repeat', each passing its page's
// language. The form errors and the server's reasons are found by their English text ('known.error.…', 'known.reason.…').
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });
const WEEKDAY =
  '{day, select, 0 {Sunday} 1 {Monday} 2 {Tuesday} 3 {Wednesday} 4 {Thursday} 5 {Friday} other {Saturday}}';

export default {
  'repeat.label': m('Repeat', 'Label of the select: whether and how a booking repeats.'),
  'repeat.none': m('Does not repeat', 'Option of “Repeat”: a single booking.'),
  'repeat.weekly': m('Weekly', 'Option of “Repeat”: every week or every few weeks.'),
  'repeat.monthly': m('Monthly', 'Option of “Repeat” before a date is chosen.'),
  'repeat.monthlyOn': m(
    '{monthly} (same weekday)',
    'Option of “Repeat”. {monthly}: the series in words, e.g. “Monthly on the 2nd Tuesday”.',
  ),
  'repeat.every': m('Every', 'Label of the select of how many weeks lie between two appointments.'),
  'repeat.interval': m(
    '{count, plural, one {week} other {# weeks}}',
    'Option after “Every”: one week, or 2 to 8 weeks.',
  ),
  'repeat.ends': m('Ends', 'Label of the select of how the series ends.'),
  'repeat.endsAfter': m('After a number of appointments', 'Option of “Ends”.'),
  'repeat.endsOn': m('On a date', 'Option of “Ends”.'),
  'repeat.count': m('Appointments', 'Label of the number of appointments of the series.'),
  'repeat.countHint': m(
    'This one included, at most {max}',
    'Under “Appointments”: the first appointment counts. {max}: a number (52).',
  ),
  'repeat.until': m('Last date', 'Label of the date the series ends on.'),
  'describe.weekly': m(
    '{count, plural, one {Every week} other {Every # weeks}}',
    'A weekly series in words. {count}: weeks between two appointments.',
  ),
  'describe.monthly': m(
    `Monthly on the {nth, select, 1 {1st} 2 {2nd} 3 {3rd} 4 {4th} other {last}} ${WEEKDAY}`,
    'A monthly series in words, e.g. “Monthly on the 2nd Tuesday”. {nth}: 1–4, or “last”; {day}: the weekday (0 Sunday … 6 Saturday).',
  ),
  'review.heading': m(
    '{description}: {count, plural, other {# dates}}',
    'Heading of the checked dates. {description}: the series in words (“Every week”); {count}: how many dates.',
  ),
  'review.allFree': m('Every date is free.', 'Under the heading when every date can be booked.'),
  'review.conflicts': m(
    '{count, plural, one {# date cannot be booked. Take the nearest free time instead, or leave it out.} other {# dates cannot be booked. Take the nearest free time instead, or leave them out.}}',
    'Under the heading. {count}: the dates that cannot be booked.',
  ),
  'review.list': m('Dates of the series', 'Name of the list of dates, for screen readers.'),
  'review.when': m('{day} at {time}', 'A date of the series: “Tue, Mar 9 at 9:00 AM”.'),
  'review.cannot': m(
    "{when} — can't be booked: {reason}",
    'A date that cannot be booked. {when}: its day and time; {reason}: why (a sentence).',
  ),
  'review.instead': m(
    'Book {when} instead',
    'Checkbox under a date that cannot be booked. {when}: the nearest free day and time.',
  ),
  'review.noneNearby': m(
    'No free time nearby: left out.',
    'Under a date that cannot be booked when no free time is near it.',
  ),
  'review.back': m('Back', 'Button: back to the repeat fields.'),
  'review.booking': m('Booking…', 'The book button while the series is booked.'),
  'review.book': m(
    '{noun, select, visit {{count, plural, one {Book # visit} other {Book # visits}}} other {{count, plural, one {Book # appointment} other {Book # appointments}}}}',
    'Button that books the ticked dates. {noun}: “visit” on the client’s pages, else appointments; {count}: how many.',
  ),
  'known.error.interval': m('Repeat every 1 to 8 weeks.', 'Form error under “Every”.'),
  'known.error.count': m('A series can have 2 to 52 appointments.', 'Form error under “Appointments”.'),
  'known.error.untilMissing': m('Choose the date the series ends.', 'Form error under “Last date”.'),
  'known.error.untilBeforeStart': m(
    'The end date must be after the first appointment.',
    'Form error under “Last date”.',
  ),
  'known.error.untilTooFar': m(
    'That end date gives more than 52 appointments. Choose an earlier end date or a number of appointments.',
    'Form error under “Last date”.',
  ),
  'known.error.frequency': m('Choose weekly or monthly.', 'Form error under “Repeat”.'),
  'known.error.monthlyInterval': m(
    'A monthly series repeats every month: leave the interval at 1.',
    'Form error under “Every”.',
  ),
  'known.reason.taken': m('Already booked at that time.', 'Why a date of the series cannot be booked.'),
  'known.reason.past': m(
    'That time has already passed. Please choose another time.',
    'Why a date of the series cannot be booked.',
  ),
  'known.reason.noStaff': m(
    'No team member who offers this service is available at that time.',
    'Why a date of the series cannot be booked.',
  ),
  'known.reason.unavailable': m(
    'That time is no longer available. Please choose another time.',
    'Why a date of the series cannot be booked.',
  ),
  'known.reason.closed': m('We are closed at that time.', 'Why a date of the series cannot be booked.'),
} satisfies SourceCatalog;
