// What Bookwell tells a business's clients by email, text message and calendar file, in English, the source language
// (docs/decisions/038): ICU MessageFormat, each with a note for translators. Rendered when sent (../client-i18n.ts).
// The spec's English wording is a contract: change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'when.long': {
    message: '{day} at {time} ({zone})',
    description:
      'An appointment’s time in full. {day}: weekday and date; {time}: the time with its zone’s short name; {zone}: the IANA zone (America/New_York).',
  },
  'when.short': {
    message: '{day}, {time}',
    description:
      'An appointment’s time, short (text messages, subjects). {day}: short weekday and date; {time}: time.',
  },
  'confirmation.subject': {
    message: 'Your booking is confirmed: {service}',
    description: 'Email subject of a booking’s confirmation. {service}: the service booked.',
  },
  'confirmation.lead': {
    message: 'Your {service} appointment is booked for {when}.',
    description: 'First sentence of the confirmation email. {when}: the time in full.',
  },
  'confirmation.sms': {
    message: '{service} booked for {when}.',
    description:
      'Confirmation by text message, after the business’s name. Keep it short. {when}: short time.',
  },
  'series.subject': {
    message: 'Your {count} appointments are booked: {service}',
    description: 'Email subject confirming a repeating booking. {count}: how many (2 or more).',
  },
  'series.lead': {
    message: 'Your {count} {service} appointments are booked, the first for {when}.',
    description: 'First sentence confirming a repeating booking; every time is listed below it.',
  },
  'series.sms': {
    message: '{count} {service} appointments booked, the first {when}.',
    description:
      'Text message confirming a repeating booking. Keep it short. {when}: short time of the first.',
  },
  'rescheduled.subject': {
    message: 'Your booking has moved: {service}',
    description: 'Email subject when the business moved the appointment.',
  },
  'rescheduled.lead': {
    message: 'Your {service} appointment has moved to {when}.',
    description: 'First sentence when the appointment moved. {when}: the new time in full.',
  },
  'rescheduled.leadWas': {
    message: 'Your {service} appointment has moved to {when} (it was {was}).',
    description: 'The same, naming the time it had. {was}: the old time in full.',
  },
  'rescheduled.sms': {
    message: '{service} moved to {when}.',
    description: 'Text message when the appointment moved. {when}: the new short time.',
  },
  'cancelled.subject': {
    message: 'Your booking is cancelled: {service}',
    description: 'Email subject when the appointment was cancelled.',
  },
  'cancelled.lead': {
    message: 'Your {service} appointment on {when} is cancelled.',
    description: 'First sentence when the appointment was cancelled. {when}: its time in full.',
  },
  'cancelled.sms': {
    message: '{service} on {when} is cancelled.',
    description: 'Text message when the appointment was cancelled. {when}: short time.',
  },
  'reminder.subjectTomorrow': {
    message: 'Reminder: {service} tomorrow',
    description: 'Email subject of the reminder sent a day before.',
  },
  'reminder.subjectToday': {
    message: 'Reminder: {service} today',
    description: 'Email subject of the reminder sent two hours before.',
  },
  'reminder.lead': {
    message: 'A reminder of your {service} appointment on {when}.',
    description: 'First sentence of a reminder. {when}: the time in full.',
  },
  'reminder.sms': {
    message: 'Reminder: {service} {when}.',
    description: 'Reminder by text message. {when}: short time.',
  },
  'thankYou.subject': {
    message: 'Thank you for your visit',
    description: 'Email subject after a completed visit (it asks for a review).',
  },
  'thankYou.lead': {
    message: 'Thank you for coming in for your {service}. We hope to see you again soon.',
    description: 'First sentence of the thank-you email.',
  },
  'thankYou.sms': {
    message: 'Thank you for your visit. We hope to see you again soon.',
    description: 'Thank-you text message when the review link does not fit.',
  },
  'thankYou.smsReview': {
    message: 'Thank you for your visit! Leave a review: {link}',
    description: 'Thank-you text message with the link to review the visit.',
  },
  'sms.optOut': {
    message: 'Reply STOP to opt out',
    description: 'Ends every text message. Keep the keyword STOP as it is: carriers act on it.',
  },
  'email.greeting': {
    message: 'Hi {name},',
    description: 'Greeting of an email. {name}: the client’s first name.',
  },
  'email.what': {
    message: 'What',
    description: 'Label of the service booked, in the appointment’s details.',
  },
  'email.when': { message: 'When', description: 'Label of the appointment’s time, in its details.' },
  'email.where': {
    message: 'Where',
    description: 'Label of the business’s name and address, in its details.',
  },
  'email.detail': {
    message: '{label}: {value}',
    description: 'A line of the appointment’s details in the plain-text email. {label}: What, When or Where.',
  },
  'email.withMember': {
    message: '{service} with {member}',
    description: 'The service and who gives it. {member}: the team member’s name.',
  },
  'email.reviewText': {
    message: 'How was your visit? Leave a review: {link}',
    description: 'Plain-text email after a visit: the link to review it.',
  },
  'email.reviewQuestion': {
    message: 'How was your visit?',
    description: 'HTML email after a visit, before the review link.',
  },
  'email.reviewLink': { message: 'Leave a review', description: 'The review link’s text (HTML email).' },
  'email.contact': {
    message: 'Questions? Contact {business}: {contact}',
    description: 'End of an email. {contact}: the business’s phone and email.',
  },
  'email.manageText': {
    message: 'See, move or cancel your booking: {link}',
    description: 'Plain-text confirmation: the link to the booking on the client’s side.',
  },
  'email.manageLink': {
    message: 'See, move or cancel your booking',
    description: 'The same link’s text (HTML email).',
  },
  'ics.summary': {
    message: '{service} at {business}',
    description: 'The event’s title in the calendar file attached to the confirmation.',
  },
  'ics.description': {
    message: 'With {member}',
    description: 'The event’s notes in the calendar file. {member}: the team member.',
  },
  'signIn.subject': {
    message: 'Your sign-in code: {code} ({business})',
    description: 'Subject of the email with the client’s 6-digit sign-in code.',
  },
  'signIn.text': {
    message: 'Your sign-in code for {business} is {code}.',
    description: 'Plain-text sign-in email, first line.',
  },
  'signIn.codeIs': {
    message: 'Your sign-in code is',
    description: 'HTML sign-in email: above the code, shown large.',
  },
  'signIn.valid': {
    message: 'It is valid for {minutes, plural, one {# minute} other {# minutes}} and can be used once.',
    description: 'How long the code and link are valid.',
  },
  'signIn.linkText': {
    message: 'Or open this link to sign in: {link}',
    description: 'Plain-text sign-in email: the one-time link.',
  },
  'signIn.oneClick': {
    message: 'Sign in with one click',
    description: 'HTML sign-in email: the one-time link’s text.',
  },
  'signIn.ignore': {
    message: 'If you did not ask for it, you can ignore this message.',
    description: 'End of the sign-in email.',
  },
  'signIn.sms': {
    message: '{business}: your sign-in code is {code} (valid {minutes} min). Or sign in: {link}',
    description: 'Sign-in code by text message. Keep it short.',
  },
  'waitlist.joined.subject': {
    message: 'You are on the waitlist: {service}',
    description: 'Email subject when the client joined the waitlist for a service.',
  },
  'waitlist.joined.lead': {
    message: 'Hi {name}, you are on the waitlist for {service} at {business}.',
    description: 'First sentence of the waitlist email. {name}: the client’s first name.',
  },
  'waitlist.joined.asked': {
    message: 'You asked for:',
    description: 'Before the list of days and times the client asked for.',
  },
  'waitlist.joined.window': {
    message:
      '{dates}, {part, select, morning {morning (before 12:00)} afternoon {afternoon (12:00–17:00)} evening {evening (from 17:00)} other {any time}}',
    description:
      'A day (or days) and part of the day the client asked for. {dates}: "Tue, Dec 1" or "Dec 1 – Dec 5"; {part}: morning, afternoon, evening or any.',
  },
  'waitlist.joined.how': {
    message: 'When a time you asked for frees up, we hold it for you and send it to you at once.',
    description: 'How the waitlist works.',
  },
  'waitlist.joined.linkText': {
    message: 'See or leave the waitlist: {link}',
    description: 'Plain-text email: the link to the waitlist entry.',
  },
  'waitlist.joined.link': {
    message: 'See or leave the waitlist',
    description: 'The same link’s text (HTML email).',
  },
  'waitlist.joined.sms': {
    message: '{business}: you are on the waitlist for {service}. See or leave: {link}',
    description: 'Text message when the client joined the waitlist.',
  },
  'waitlist.offer.subject': {
    message: 'A time is free for you: {service}, {when}',
    description: 'Email subject offering a freed time to someone waiting. {when}: short time.',
  },
  'waitlist.offer.lead': {
    message: 'Hi {name}, a time you were waiting for is free: {service} with {member} on {when}.',
    description: 'First sentence of the offer. {when}: the time in full.',
  },
  'waitlist.offer.held': {
    message: 'We are holding it for you for {minutes} minutes, until {until}.',
    description: 'How long the time is held for the client. {until}: short time the hold ends.',
  },
  'waitlist.offer.bookText': {
    message: 'Book it: {link}',
    description: 'Plain-text offer: the link that books it.',
  },
  'waitlist.offer.book': { message: 'Book it', description: 'The offer’s button (HTML email).' },
  'waitlist.offer.pass': {
    message: 'If you do not want it, do nothing: it goes to the next person waiting.',
    description: 'End of the offer email.',
  },
  'waitlist.offer.sms': {
    message: '{business}: {service} {when} is free, held for you {minutes} min. Book it: {link}',
    description: 'Offer by text message. {when}: short time.',
  },
} satisfies SourceCatalog;
