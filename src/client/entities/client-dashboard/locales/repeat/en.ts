// The client dashboard's 'Make it repeat' dialog in English (docs/decisions/040, 041): its own words, which come with
// the dialog's chunk; the repeat fields and the date check it shows speak through entities/bookings/series-i18n.ts.
// Another language's catalog (../{locale}.ts) holds them with the page's. The wording is a contract.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'client.repeat.title': {
    message: 'Make {service} repeat',
    description: 'Title of the dialog that repeats a visit. {service}: the service’s name.',
  },
  'client.repeat.text': {
    message:
      'From your visit on {date} at {time} with {name}: the same time, with the same person. Every date is checked before anything is booked.',
    description: 'Under the title. {date}, {time}: the visit’s day and time; {name}: the team member.',
  },
  'client.repeat.form': { message: 'How often', description: 'Name of the repeat form, for screen readers.' },
  'client.repeat.passed': {
    message: 'Every date of this repeat has passed. Choose more visits or a later last date.',
    description: 'When the repeat chosen gives no date still to come.',
  },
  'client.repeat.close': { message: 'Close', description: 'Button that closes the dialog without booking.' },
  'client.repeat.check': { message: 'Check dates', description: 'Button: check every date before booking.' },
  'client.repeat.checking': {
    message: 'Checking…',
    description: '“Check dates” while the dates are checked.',
  },
  'client.repeat.booked': {
    message: '{count, plural, one {# visit booked} other {# visits booked}}',
    description: 'Heading after the repeat is booked. {count}: visits booked.',
  },
  'client.repeat.bookedText': {
    message: '{description}. They are in your upcoming bookings.',
    description: 'Under that heading. {description}: the repeat in words (“Every week”).',
  },
  'client.repeat.bookedList': {
    message: 'Booked visits',
    description: 'Name of the list, for screen readers.',
  },
  'client.repeat.notBookedList': {
    message: 'Not booked',
    description: 'Name of the list, for screen readers.',
  },
  'client.repeat.notBooked': {
    message: '{when} — not booked: {reason}',
    description: 'A date taken since the check. {when}: its day and time; {reason}: why (a sentence).',
  },
  'client.repeat.done': { message: 'Done', description: 'Button that closes the dialog after booking.' },
} satisfies SourceCatalog;
