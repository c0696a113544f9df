// The owner's dashboard cards in English, the source language (docs/decisions/041): the waitlist card with the
// remove confirmation it shares with the Waitlist page, the weather card, the activity list and its dialog, and the
// targets dialog (shared with Analytics' goals). ICU MessageFormat with a note for translators; the English wording
// is a contract: change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'waitlist.title': m('Waitlist', 'Title of the dashboard’s waitlist card.'),
  'waitlist.titleOff': m(
    'Waitlist (off)',
    'Title of the dashboard’s waitlist card when the waitlist is turned off.',
  ),
  'waitlist.open': m('Open the waitlist', 'Link from the dashboard card to the Waitlist page.'),
  'waitlist.summary': m(
    '{count, plural, one {{refilled} cancelled slot} other {{refilled} cancelled slots}} refilled this month, {saved} saved. {active} waiting.',
    'The card’s figures. {count}/{refilled}: cancelled times given to waiting clients this month; {saved}: the revenue that kept, money; {active}: clients waiting now.',
  ),
  'waitlist.with': m(
    'with {member}',
    'After a waiting client’s service, the team member they asked for. {member}: a name.',
  ),
  'waitlist.offered': m(
    'offered {day} {time}',
    'After a waiting client’s service when a time was offered to them. {day}: “Tue, Mar 10”; {time}: “9:00 AM”.',
  ),
  'waitlist.remove': m('Remove', 'Button on a waiting client: takes them off the waitlist (asked first).'),

  'remove.title': m(
    'Remove {name} from the waitlist?',
    'Title of the confirmation. {name}: the client’s name.',
  ),
  'remove.text': m(
    'They will not be offered freed times any more. They are not told; they can join again from your booking page.',
    'Text of the confirmation.',
  ),
  'remove.textHeld': m(
    'They will not be offered freed times any more, and the time held for them is let go. They are not told; they can join again from your booking page.',
    'Text of the confirmation when a time is held for the client.',
  ),
  'remove.confirm': m('Remove', 'Button of the confirmation: removes the client from the waitlist.'),
  'remove.pending': m('Removing…', 'The confirm button while the client is removed.'),
  'remove.cancel': m('Cancel', 'Button of the confirmation: keeps the client on the waitlist.'),
  'remove.done': m('Removed from the waitlist', 'Toast title once a client is removed.'),
  'remove.doneText': m(
    '{client} is no longer waiting for {service}.',
    'Toast text once a client is removed. {client}: their name; {service}: the service they waited for.',
  ),
  'remove.failed': m('Could not remove the entry', 'Toast title when removing a client failed.'),

  'stats.revenueHelp': m(
    'Confirmed and completed visits: what was paid (refunds taken off) when payments are recorded, else the booked price.',
    'Help beside the dashboard’s monthly revenue: what it counts.',
  ),

  'weather.label': m('Weather', 'Name of the weather card, for screen readers.'),
  'weather.loading': m('Loading weather...', 'The weather card while the weather loads.'),
  'weather.temperature': m('{degrees}°C', 'The temperature. {degrees}: a whole number.'),
  'weather.sky': m(
    '{sky, select, clear_sky {Clear sky} mainly_clear {Mainly clear} partly_cloudy {Partly cloudy} overcast {Overcast} fog {Fog} freezing_fog {Freezing fog} light_drizzle {Light drizzle} drizzle {Drizzle} heavy_drizzle {Heavy drizzle} freezing_drizzle {Freezing drizzle} light_rain {Light rain} rain {Rain} heavy_rain {Heavy rain} freezing_rain {Freezing rain} light_snow {Light snow} snow {Snow} heavy_snow {Heavy snow} snow_grains {Snow grains} rain_showers {Rain showers} violent_rain_showers {Violent rain showers} snow_showers {Snow showers} heavy_snow_showers {Heavy snow showers} thunderstorm {Thunderstorm} thunderstorm_with_hail {Thunderstorm with hail} other {{text}}}',
    'The weather now, by its kind. {text}: the provider’s own words for a kind not listed (keep {text} as it is).',
  ),
  'weather.unavailable': m(
    'live weather unavailable',
    'After the city when the weather service could not be reached and usual values are shown.',
  ),

  'dialog.close': m('Close', 'The × of the activity and targets dialogs, for screen readers.'),
  'activity.allTitle': m('All activity', 'Title of the dialog of every recent event; also the list’s name.'),
  'activity.unreadCount': m(
    '{unread, plural, other {{count} unread.}}',
    'In the dialog: how many events are unread. {unread}/{count}: a number.',
  ),
  'activity.selectToRead': m('Select an item to mark it as read.', 'The dialog’s description.'),
  'activity.none': m('No activity yet.', 'The dialog without events.'),
  'activity.unreadItem': m('(unread)', 'After an unread event’s title, for screen readers.'),
  'activity.open': m(
    'Open: {title}',
    'Link to what an event is about, for screen readers. {title}: the event’s title.',
  ),
  'activity.justNow': m('Just now', 'When an event happened, under a minute ago.'),
  'activity.minutesAgo': m(
    '{count, plural, other {{minutes}m ago}}',
    'When an event happened, short. {count}/{minutes}: minutes (1 to 59).',
  ),
  'activity.hoursAgo': m(
    '{count, plural, other {{hours}h ago}}',
    'When an event happened, short. {count}/{hours}: hours (1 to 23).',
  ),
  'activity.daysAgo': m(
    '{count, plural, other {{days}d ago}}',
    'When an event happened, short. {count}/{days}: days (1 to 6).',
  ),

  'targets.title': m('Edit targets', 'Title of the dialog that edits the dashboard’s monthly targets.'),
  'targets.goalsTitle': m(
    'Edit revenue goals',
    'Title of the dialog that edits the Analytics page’s revenue goals.',
  ),
  'targets.description': m(
    'Progress bars measure your figures against these targets.',
    'The targets dialog’s description.',
  ),
  'targets.monthlyRevenue': m('Monthly revenue target', 'Field label: revenue aimed for each month.'),
  'targets.monthlyRevenueHint': m('Revenue you aim for each month.', 'Under the monthly revenue field.'),
  'targets.quarterlyRevenue': m('Quarterly revenue target', 'Field label: revenue aimed for each quarter.'),
  'targets.quarterlyRevenueHint': m(
    'Revenue you aim for each quarter.',
    'Under the quarterly revenue field.',
  ),
  'targets.weeklyBookings': m('Weekly bookings target', 'Field label: bookings aimed for each week.'),
  'targets.weeklyBookingsHint': m('Bookings you aim for each week.', 'Under the weekly bookings field.'),
  'targets.clientGrowth': m('Client target', 'Field label: how many clients the business aims to have.'),
  'targets.clientGrowthHint': m('How many clients you aim to have.', 'Under the client field.'),
  'targets.moneyLabel': m(
    '{label} ({currency})',
    'A money field’s label with its currency. {label}: “Monthly revenue target”; {currency}: a code like USD.',
  ),
  'targets.notNumber': m('{label} must be a number', 'Form error. {label}: the field’s label.'),
  'targets.notPositive': m('{label} must be greater than 0', 'Form error. {label}: the field’s label.'),
  'targets.tooLarge': m('{label} is too large', 'Form error. {label}: the field’s label.'),
  'targets.decimals': m('{label} can have at most 2 decimals', 'Form error. {label}: the field’s label.'),
  'targets.notWhole': m('{label} must be a whole number', 'Form error. {label}: the field’s label.'),
  'targets.saved': m('Targets updated', 'Toast title once the targets are saved.'),
  'targets.savedText': m(
    'Your progress now counts toward the new targets.',
    'Toast text once the targets are saved.',
  ),
  'targets.cancel': m('Cancel', 'Button: closes the dialog without saving.'),
  'targets.saving': m('Saving...', 'The save button while the targets are saved.'),
  'targets.save': m('Save targets', 'Button: saves the targets.'),
} satisfies SourceCatalog;
