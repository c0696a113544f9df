// The public booking page's messages in English for what comes after the first screen (step 2's times, step 3's
// form, the confirmation, payments, the waitlist, reviews), loaded with that code (docs/decisions/032). Other
// languages keep all of a page's messages in one file. The spec's English wording is a contract.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'loadFailed.title': {
    message: 'Something went wrong',
    description: 'Heading when the page could not load.',
  },
  'loadFailed.text': {
    message: 'The booking page could not be loaded. Please check your connection and try again.',
    description: 'Text when the page could not load.',
  },
  'common.tryAgain': { message: 'Try again', description: 'Button or link that repeats a failed read.' },
  'dateTime.loadingTimes': { message: 'Loading available times…', description: 'While step 2 loads.' },
  'dateTime.timesFailed': {
    message: 'The available times could not be loaded.',
    description: 'Step 2 when its read failed; "Try again" follows.',
  },
  'dateTime.noDates': {
    message: 'No dates are open for booking in the next 30 days.',
    description: 'Step 2 when nothing can be booked.',
  },
  'dateTime.dateFullyBooked': {
    message: '{date}, fully booked',
    description: 'Read out for a date with no free time. {date}: e.g. "Monday, December 1, 2026".',
  },
  'dateTime.full': { message: 'Full', description: 'Under a date with no free time (very short).' },
  'dateTime.showMore': { message: 'Show more dates', description: 'Button under the first twelve dates.' },
  'dateTime.onDate': {
    message: 'on {date}',
    description: 'Read out after "Time". {date}: e.g. "Monday, December 1, 2026".',
  },
  'dateTime.zone': {
    message: 'Times shown in {city} time ({zone})',
    description: 'When the visitor is in another time zone. {city}: e.g. New York; {zone}: America/New_York.',
  },
  'dateTime.unavailable': {
    message: '{time}, unavailable',
    description: 'Read out for a time already taken. {time}: e.g. 9:30 AM.',
  },
  'contact.name': { message: 'Full name', description: 'Field label.' },
  'contact.phone': { message: 'Phone number', description: 'Field label.' },
  'contact.email': { message: 'Email (optional)', description: 'Field label.' },
  'contact.notes': { message: 'Notes (optional)', description: 'Field label.' },
  'contact.notesPlaceholder': {
    message: 'Anything we should know?',
    description: 'Hint inside the notes field, in the business’s voice.',
  },
  'contact.submit': { message: 'Book Appointment', description: 'The button that makes the booking.' },
  'contact.submitting': { message: 'Booking...', description: 'The button while the booking is being made.' },
  'contact.nameRequired': { message: 'Name is required', description: 'Field error.' },
  'contact.phoneRequired': { message: 'Phone number is required', description: 'Field error.' },
  'contact.phoneInvalid': { message: 'Please enter a valid phone number', description: 'Field error.' },
  'contact.emailInvalid': { message: 'Please enter a valid email address', description: 'Field error.' },
  'contact.notesTooLong': { message: 'Notes can be at most 1000 characters', description: 'Field error.' },
  'confirm.title': { message: 'Booking Confirmed!', description: 'Heading of the dialog after booking.' },
  'confirm.lookForward': {
    message: 'We look forward to seeing you at {business}.',
    description: 'Under the heading, in the business’s voice. {business}: its name.',
  },
  'confirm.with': { message: 'With', description: 'Row of the confirmation: who does the service.' },
  'confirm.price': { message: 'Price', description: 'Row of the confirmation.' },
  'confirm.where': { message: 'Where', description: 'Row of the confirmation: the address.' },
  'confirm.manage': { message: 'Manage your booking', description: 'Link to the booking’s own page.' },
  'confirm.manageHint': {
    message: 'See, move or cancel it on its own page, up to your appointment.',
    description: 'Under the link to the booking’s own page.',
  },
  'confirm.addToCalendar': { message: 'Add to calendar', description: 'Button that downloads an .ics file.' },
  'confirm.done': { message: 'Done', description: 'Button that closes the dialog.' },
  'confirm.icsSummary': {
    message: '{service} at {business}',
    description: 'Title of the calendar event.',
  },
  'confirm.icsWith': { message: 'With {staff}', description: 'Text of the calendar event. {staff}: a name.' },
  'payment.redirectTitle': { message: 'Redirecting to payment', description: 'Notification title.' },
  'payment.redirectText': {
    message: 'Your time is held for 15 minutes while you pay.',
    description: 'Notification text.',
  },
  'payment.receivedTitle': { message: 'Payment received', description: 'Notification title.' },
  'payment.receivedText': {
    message: 'Your booking is confirmed. The confirmation is on its way to you.',
    description: 'Notification text.',
  },
  'payment.notCompletedTitle': { message: 'Payment not completed', description: 'Notification title.' },
  'payment.cancelledText': {
    message: 'Your booking is not confirmed. The time you chose stays held for up to 15 minutes.',
    description: 'Notification text after leaving the payment page.',
  },
  'payment.releasedText': {
    message: 'Your booking is not confirmed, and the time you chose is free again.',
    description: 'Notification text after leaving the payment page, the time let go.',
  },
  'bookingOff.title': {
    message: 'Online booking is closed',
    description: 'Heading while the owner has it off.',
  },
  'bookingOff.call': {
    message: 'To book, call {phone}.',
    description: 'While online booking is off. {phone}: the business’s number, as a link.',
  },
  'reviews.title': { message: 'Reviews', description: 'Heading of the reviews.' },
  'reviews.summary': {
    message: '{average} out of 5 · {count, plural, one {# review} other {# reviews}}',
    description: 'Beside the heading. {average}: e.g. 4.5.',
  },
  'reviews.none': { message: 'No reviews yet.', description: 'When nobody has reviewed.' },
  'reviews.replyFrom': { message: 'Reply from {name}', description: 'Above the owner’s reply to a review.' },
  'reviews.pages': { message: 'Review pages', description: 'Read out for the page buttons.' },
  'reviews.newer': { message: 'Newer reviews', description: 'Button to the previous page.' },
  'reviews.older': { message: 'Older reviews', description: 'Button to the next page.' },
  'reviews.page': { message: 'Page {page} of {pages}', description: 'Between the page buttons.' },
  'waitlist.dayFull': { message: 'This day is fully booked.', description: 'Before "Join the waitlist".' },
  'waitlist.earlier': { message: 'Want an earlier time?', description: 'Before "Join the waitlist".' },
  'waitlist.join': {
    message: 'Join the waitlist',
    description: 'Link that opens the form, its heading and button.',
  },
  'waitlist.joining': { message: 'Joining…', description: 'The button while the request is sent.' },
  'waitlist.joinedTitle': { message: 'You are on the waitlist', description: 'After joining.' },
  'waitlist.joinedText': {
    message:
      'When a time you asked for frees up, we hold it for you and send it to you at once. Your confirmation has the link to see or leave the waitlist.',
    description: 'After joining.',
  },
  'waitlist.seeOrLeave': { message: 'See or leave the waitlist', description: 'Link after joining.' },
  'waitlist.intro': {
    message:
      '{chosen, select, member {{service} with {staff}} other {{service}}}. Tell us when suits you: if a time frees up, it is held for you.',
    description:
      'Under the form’s heading. {chosen} is member when the customer chose who, with {staff} their name.',
  },
  'waitlist.dates': {
    message: 'Preferred dates (up to {max})',
    description: 'Heading of the list of preferred dates.',
  },
  'waitlist.dateN': { message: 'Date {n}', description: 'Label of the n-th preferred date.' },
  'waitlist.until': { message: 'Until (optional)', description: 'Label of the end of a range of dates.' },
  'waitlist.partOfDay': { message: 'Time of day', description: 'Label of the part of the day.' },
  'waitlist.part.any': { message: 'any time', description: 'Part of the day.' },
  'waitlist.part.morning': { message: 'morning (before 12:00)', description: 'Part of the day.' },
  'waitlist.part.afternoon': { message: 'afternoon (12:00–17:00)', description: 'Part of the day.' },
  'waitlist.part.evening': { message: 'evening (from 17:00)', description: 'Part of the day.' },
  'waitlist.remove': { message: 'Remove', description: 'Button that removes a preferred date.' },
  'waitlist.removeDate': { message: 'date {n}', description: 'Read out after "Remove".' },
  'waitlist.addDate': { message: 'Add another date', description: 'Button.' },
  'waitlist.firstName': { message: 'First name', description: 'Field label.' },
  'waitlist.lastName': { message: 'Last name', description: 'Field label.' },
  'waitlist.phone': { message: 'Phone', description: 'Field label.' },
  'waitlist.email': { message: 'Email (for the offer link)', description: 'Field label.' },
  'classes.title': {
    message: 'Choose a Class',
    description: 'Step 2 heading for a class (a service with seats).',
  },
  'classes.loading': { message: 'Loading classes…', description: 'While the sessions of a class load.' },
  'classes.failed': {
    message: 'The classes could not be loaded.',
    description: 'When the sessions of a class could not be read; "Try again" follows.',
  },
  'classes.none': {
    message: 'No sessions of this class are open for booking in the next 7 days.',
    description: 'A class with no session to come.',
  },
  'classes.session': { message: 'Session', description: 'Label over the list of sessions of a class.' },
  'classes.full': { message: 'Full', description: 'A session with no seat left (very short).' },
  'classes.seatsLeft': {
    message: '{left} of {capacity} left',
    description: 'Seats still free in a session, e.g. "3 of 12 left". {left} and {capacity} are numbers.',
  },
  'classes.with': {
    message: 'with {instructor}',
    description: "Under a session: who teaches it. {instructor}: a team member's name.",
  },
  'classes.sessionLabel': {
    message: '{date} at {time}, with {instructor}, {seats}',
    description:
      'Read out for a session. {date}: e.g. "Monday, December 1, 2026"; {time}: "9:30 AM"; {seats}: "3 of 12 left" or "Full".',
  },
  'classes.seats': { message: 'Seats', description: 'Label of the number of seats to book in a class.' },
  'booking.confirmedTitle': { message: 'Booking confirmed!', description: 'Notification title.' },
  'booking.confirmedText': {
    message: 'Your appointment has been successfully booked.',
    description: 'Notification text.',
  },
  'booking.failedTitle': { message: 'Booking failed', description: 'Notification title.' },
  'booking.failedText': {
    message: 'Something went wrong. Please try again.',
    description: 'Notification text when the reason is unknown.',
  },
  'booking.tooManyTries': {
    message: 'Too many tries in a short time. Please wait a minute and try again.',
    description: 'Notification text when the server asks the visitor to slow down.',
  },
  'booking.offline': {
    message: 'Cannot reach the server. Check your connection and try again.',
    description: 'Notification text when the phone has no connection.',
  },
  'visit.add': {
    message: 'Add to this visit',
    description:
      'Legend of the other services a customer may book right after the chosen one, with the same person.',
  },
  'visit.hint': {
    message: 'One appointment, back to back with the same person. The times below fit the whole visit.',
    description: 'Under "Add to this visit": what adding a service means for the times shown.',
  },
  'classes.waitlistFor': {
    message: 'Join the waitlist for {date} at {time}',
    description:
      'Read out for the waitlist button under a full class session. {date}: "Monday, December 1, 2026"; {time}: "9:30 AM".',
  },
  'waitlist.classIntro': {
    message:
      'This {service} class on {when} is full. Leave your details: when seats free up, we hold them for you and send you a link to book them.',
    description: 'Introduction of the waitlist form of a full class session. {when}: its date and time.',
  },
} satisfies SourceCatalog;
