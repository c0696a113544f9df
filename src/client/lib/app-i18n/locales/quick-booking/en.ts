// The owner's quick-booking dialog in English, the source language (docs/decisions/041): a catalog of its own, loaded
// with the dialog's code. Its repeat fields and series review speak through entities/bookings/series-i18n.ts (shared
// with the client dashboard). ICU MessageFormat with a note for translators; the English wording is a contract.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'dialog.title': m('Quick Booking', 'Title of the dialog that books an appointment for a client.'),
  'dialog.description': m(
    'Schedule an appointment for a client in a few taps.',
    'Under the title of the quick-booking dialog.',
  ),
  'dialog.close': m('Close', 'The dialog’s × button, for screen readers.'),
  'form.label': m('Quick booking', 'Name of the form, for screen readers.'),
  'service.label': m('Service', 'Label of the service select.'),
  'service.none': m('No active services yet.', 'Under the service select when the business offers none.'),
  'service.add': m('Add a service', 'Link to the Services page, after “No active services yet.”.'),
  'service.loading': m('Loading services…', 'Service select while the services load.'),
  'service.placeholder': m('Select a service', 'Service select before a choice.'),
  'service.option': m(
    '{name} · {duration} · {price}',
    'A service in the select. {name}: the service; {duration}: “1 hr 30 min”; {price}: “$45.00”.',
  ),
  'extras.add': m(
    'Add another service to this visit',
    'Opens the list of services to book back to back in the same visit.',
  ),
  'extras.added': m(
    'Also in this visit: {names}',
    'In place of “Add another service to this visit” once some are added. {names}: the services, a list.',
  ),
  'extras.legend': m('Also in this visit (optional)', 'Heading of the list of services to add to the visit.'),
  'name.label': m('Client name', 'Label of the client’s full name.'),
  'phone.label': m('Phone', 'Label of the client’s phone number.'),
  'email.label': m('Email (optional)', 'Label of the client’s email.'),
  'date.label': m('Date', 'Label of the appointment’s date.'),
  'time.label': m('Time', 'Label of the appointment’s time.'),
  'time.hint': m('{city} time', 'Under the time. {city}: the city of the business’s time zone.'),
  'time.placeholder': m('Select a time', 'Time select before a choice.'),
  'time.booked': m('{time} — booked', 'A time in the list that is taken. {time}: “9:30 AM”.'),
  'time.past': m('{time} — past', 'A time in the list that has passed today. {time}: “9:30 AM”.'),
  'notes.label': m('Notes (optional)', 'Label of the booking’s notes.'),
  'form.cancel': m('Cancel', 'Button that closes the dialog without booking.'),
  'form.create': m('Create Booking', 'Button that books the appointment.'),
  'form.creating': m('Creating...', 'The book button while the booking is made.'),
  'form.check': m('Check dates', 'Button of a repeating booking: check every date before booking.'),
  'form.checking': m('Checking…', 'The “Check dates” button while the dates are checked.'),
  'error.service': m('Please choose a service', 'Form error under the service.'),
  'error.name': m('Client name is required', 'Form error under the client’s name.'),
  'error.date': m('Please choose a date', 'Form error under the date.'),
  'error.time': m('Please choose a time', 'Form error under the time.'),
  'toast.error': m('Error', 'Title of a toast when booking failed.'),
  'toast.invalidService': m('Invalid Service', 'Toast title: the chosen service is not offered.'),
  'toast.invalidServiceText': m('Please select a valid service.', 'Toast text under “Invalid Service”.'),
  'toast.noBusiness': m(
    'Business information not available. Please try again.',
    'Toast text when the business has not loaded.',
  ),
  'toast.invalidDate': m('Invalid Date', 'Toast title: the date is in the past.'),
  'toast.invalidDateText': m('Please choose today or a later date.', 'Toast text under “Invalid Date”.'),
  'toast.missing': m('Missing Information', 'Toast title: required fields are empty.'),
  'toast.missingText': m('Please fill in all required fields.', 'Toast text under “Missing Information”.'),
  'toast.created': m('Booking Created', 'Toast title after the booking is made.'),
  'toast.createdText': m('Appointment scheduled for {name}', 'Toast text. {name}: the client’s name.'),
  'toast.createFailed': m(
    'Failed to create booking. Please try again.{reason}',
    'Toast text when booking failed. {reason}: empty, or a space and the server’s reason.',
  ),
  'toast.checkFailed': m(
    'Could not check the dates. {reason}',
    'Toast text when the dates of a repeating booking could not be checked. {reason}: the server’s reason.',
  ),
  'toast.seriesBooked': m(
    '{count, plural, other {# appointments booked}}',
    'Toast title after a repeating booking. {count}: appointments booked.',
  ),
  'toast.seriesBookedText': m(
    '{description} for {name}.',
    'Toast text. {description}: the series in words (“Every week”); {name}: the client.',
  ),
  'toast.seriesPartly': m(
    '{description} for {name}. Not booked, taken meanwhile: {missed}.',
    'Toast text when some dates were taken since the check. {missed}: those dates, a list.',
  ),
  'toast.seriesFailed': m(
    'Failed to book the series. {reason}',
    'Toast text when the series could not be booked. {reason}: the server’s reason.',
  ),
} satisfies SourceCatalog;
