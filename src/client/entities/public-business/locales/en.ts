// The public booking page's first-screen messages in English, the source language (docs/decisions/032): ICU
// MessageFormat, each with a note for translators; the later steps' are in steps/en.ts. The spec's English wording
// is a contract: change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'page.title': { message: 'Book with {name}', description: 'Browser tab title. {name}: the business.' },
  'page.description': {
    message: 'Book an appointment with {name} online, at any time.',
    description: 'Search-engine description when the owner wrote none. {name}: the business.',
  },
  'page.loading': { message: 'Loading booking page…', description: 'While the page loads.' },
  'page.language': { message: 'Language', description: 'Label of the language switcher.' },
  'notFound.title': {
    message: 'Business not found',
    description: 'Heading of the page of an unknown address.',
  },
  'notFound.text': {
    message: "The booking page you're looking for doesn't exist.",
    description: 'Text of the page of an unknown address.',
  },
  'common.loading': { message: 'Loading…', description: 'A part of the page still arriving.' },
  'hero.type.barber': { message: 'Barber shop', description: 'Kind of business, above its name.' },
  'hero.type.salon': { message: 'Hair salon', description: 'Kind of business, above its name.' },
  'hero.type.spa': { message: 'Spa', description: 'Kind of business, above its name.' },
  'hero.type.fitness': { message: 'Fitness studio', description: 'Kind of business, above its name.' },
  'hero.type.medical': { message: 'Clinic', description: 'Kind of business, above its name.' },
  'hero.type.beauty': { message: 'Beauty studio', description: 'Kind of business, above its name.' },
  'hero.type.consulting': { message: 'Consulting', description: 'Kind of business, above its name.' },
  'hero.type.other': { message: 'Services', description: 'Kind of business when none fits, above its name.' },
  'hero.logoAlt': {
    message: '{name} logo',
    description: 'Alternative text of the logo. {name}: the business.',
  },
  'hero.noReviews': { message: 'No reviews yet', description: 'Beside the star when nobody has reviewed.' },
  'hero.reviewCount': {
    message: '{count, plural, one {# review} other {# reviews}}',
    description: 'How many reviews, after the average rating.',
  },
  'rating.outOf5': {
    message: 'Rated {rating} out of 5',
    description: 'Read out for a star rating. {rating}: e.g. 4.5.',
  },
  'footer.about': { message: 'About Us', description: 'Footer heading above the business’s description.' },
  'footer.welcome': {
    message: 'Welcome to {name}.',
    description: 'Footer text when the owner wrote no description. {name}: the business.',
  },
  'footer.contact': { message: 'Contact', description: 'Footer heading above phone, email and address.' },
  'footer.poweredBy': {
    message: 'Online booking by Bookwell',
    description: 'Last line of the page. Bookwell is the product’s name: keep it.',
  },
  'services.loading': { message: 'Loading services…', description: 'While step 1 loads.' },
  'services.title': { message: 'Choose a service', description: 'Heading of step 1.' },
  'services.legend': { message: 'Service', description: 'Read out for the group of service choices.' },
  'services.none': {
    message: 'This business has no services to book online yet.',
    description: 'Step 1 when the business lists no service.',
  },
  'services.paidOnline': {
    message: 'Paid online when you book',
    description: 'Under a service whose whole price is paid online first.',
  },
  'services.deposit': {
    message: '{amount} deposit paid online when you book',
    description: 'Under a service that takes a deposit. {amount}: a price such as $10.00.',
  },
  'dateTime.title': { message: 'Pick a date & time', description: 'Heading of step 2.' },
  'dateTime.chooseService': {
    message: 'Choose a service first to see the available dates and times.',
    description: 'Step 2 before a service is chosen.',
  },
  'dateTime.nextFreeDays': {
    message: 'Next free days: {days}',
    description:
      'Step 2 before a service is chosen. {days}: up to three dates, such as "Today · Mon, Dec 1".',
  },
  'dateTime.today': { message: 'Today', description: 'In place of today’s weekday in the date list.' },
  'dateTime.staff': {
    message: 'Staff',
    description: 'Label of the staff choice; also a row of the summary.',
  },
  'dateTime.anyStaff': {
    message: 'Any staff',
    description: 'Choice that lets the business pick whoever is free.',
  },
  'dateTime.date': { message: 'Date', description: 'Label of the date choice; also a row of the summary.' },
  'dateTime.time': { message: 'Time', description: 'Label of the time choice; also a row of the summary.' },
  'contact.title': { message: 'Your information', description: 'Heading of step 3.' },
  'contact.chooseTime': {
    message: 'Choose a date and time to continue.',
    description: 'Step 3 before a time is chosen.',
  },
  'summary.title': { message: 'Booking summary', description: 'Heading of the summary of the choices.' },
  'summary.service': { message: 'Service', description: 'Row of the summary and of the confirmation.' },
  'summary.serviceDuration': {
    message: '{service} ({duration})',
    description: 'A service with its length. {duration}: e.g. "1 hr 30 min".',
  },
  'summary.notChosen': { message: 'Not chosen yet', description: 'Summary row of a service not chosen yet.' },
  'summary.total': { message: 'Total', description: 'Summary row of the price.' },
  'summary.dueNow': {
    message: 'Due now, paid online',
    description: 'Summary row of the deposit paid online when booking.',
  },
  'summary.yourSelection': {
    message: 'Your selection',
    description: 'Read out before the choices pinned to the bottom of a phone’s screen.',
  },
  'summary.chooseDateTime': {
    message: '{staff} · choose a date and time',
    description: 'Bottom bar on phones before a time is chosen. {staff}: a name or "Any staff".',
  },
  'bookingOff.text': {
    message: 'This business is not taking online bookings right now.',
    description: 'While the owner has online booking off.',
  },
} satisfies SourceCatalog;
