// Help & Support in English, the source language (docs/decisions/041): the page, its answers (by the id of
// features/support/help-topics.ts) and the contact form. The English wording is a contract: change it only with
// the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'page.title': m('Help & Support', 'Title of the help page.'),
  'page.description': m(
    'Answers to what owners ask most, and a way to ask us anything.',
    'Under the title. “Owners”: salon and studio owners using the app.',
  ),
  'answers.title': m('Answers', 'Heading of the list of questions and answers.'),
  'answers.search': m('Search the answers', 'Search box’s name, for screen readers.'),
  'answers.placeholder': m(
    'Search, e.g. reminders, refund, holiday',
    'Placeholder of the search box: three words a user might search for.',
  ),
  'answers.found': m(
    '{count, plural, one {# answer} other {# answers}} found',
    'Said by screen readers as the user types. {count}: answers shown.',
  ),
  'answers.none': m(
    'No answer matches “{query}”. Ask us below.',
    'When nothing matches the search. {query}: what the user typed.',
  ),
  'contact.title': m('Contact support', 'Heading of the contact form’s card.'),
  'contact.description': m(
    'We answer by email, to the address you sign in with.',
    'Under “Contact support”.',
  ),
  'contact.signIn': m('Sign in', 'Link for a signed-out visitor, followed by “to send us a message…”.'),
  'contact.signedOut': m(
    '{signIn} to send us a message about your account.',
    'For a signed-out visitor. {signIn}: the link “Sign in”.',
  ),
  'requests.title': m('Your messages', 'Heading of the list of questions the user already sent.'),
  'requests.status.open': m('open', 'Badge: the question is not answered yet (shown capitalised).'),
  'requests.status.answered': m('answered', 'Badge: the question was answered (shown capitalised).'),
  'form.topicLabel': m('Topic', 'Field: what the question is about.'),
  'form.topic.booking': m('Booking', 'Topic of a question: online booking.'),
  'form.topic.hours': m('Hours and time off', 'Topic: opening hours and holidays.'),
  'form.topic.reminders': m('Reminders', 'Topic: reminders to clients.'),
  'form.topic.payments': m('Payments', 'Topic.'),
  'form.topic.client-dashboard': m('Client dashboard', 'Topic: the page where clients see their bookings.'),
  'form.topic.data': m('Data export', 'Topic.'),
  'form.topic.other': m('Something else', 'Topic.'),
  'form.subject': m('Subject', 'Field: the question’s subject.'),
  'form.question': m('Your question', 'Field: the question itself.'),
  'form.hint': m('At least 10 characters.', 'Hint under “Your question”.'),
  'form.send': m('Send message', 'The form’s button.'),
  'form.sending': m('Sending...', 'The button while sending.'),
  'form.failed': m('Could not send your message', 'Toast title when sending failed; the reason follows.'),
  'form.sentTitle': m('Message sent', 'Toast and notice title once sent.'),
  'form.sentText': m(
    "Thanks, we've received your message and will reply by email.",
    'Toast and notice text once sent.',
  ),
  'form.sentSubject': m(
    '{text} (“{subject}”)',
    'The notice once sent. {text}: the line above; {subject}: the subject the user wrote.',
  ),
  'help.question.how-booking-works': m('How does online booking work?', 'A help question.'),
  'help.answer.how-booking-works': m(
    'Your clients open your booking page, choose a service, a team member (or anyone free), a day and a time, and leave their name and phone. The booking is confirmed at once and appears on your dashboard and calendar. Only times that fit your hours, your booking rules and your staff’s free time are offered.',
    'The answer to “How does online booking work?”.',
  ),
  'help.link.how-booking-works': m('Set up your services', 'Link under the answer, to the Services page.'),
  'help.question.booking-rules': m(
    'How much notice do clients need, and how far ahead can they book?',
    'A help question.',
  ),
  'help.answer.booking-rules': m(
    'Booking rules set the step between offered times, the minimum notice, how many days ahead clients can book, a buffer after each appointment and until when clients may cancel or move a booking themselves.',
    'The answer about booking rules.',
  ),
  'help.link.booking-rules': m('Open booking rules', 'Link under the answer, to Settings → Booking rules.'),
  'help.question.hours': m('How do I set my opening hours and breaks?', 'A help question.'),
  'help.answer.hours': m(
    'Business hours list each weekday as open or closed with its opening and closing time and any breaks. Your booking page offers times inside them only. Each team member can also have hours of their own.',
    'The answer about opening hours.',
  ),
  'help.link.hours': m('Open business hours', 'Link under the answer, to Settings → Business hours.'),
  'help.question.time-off': m('How do I block a holiday or a day off?', 'A help question.'),
  'help.answer.time-off': m(
    'Add time off to a team member for the days or hours they are away. Those times stop being offered on your booking page; bookings already made in that time are listed so you can move them.',
    'The answer about time off.',
  ),
  'help.link.time-off': m('Open your team', 'Link under the answer, to Settings → Team.'),
  'help.question.reminders': m('Do my clients get reminders?', 'A help question.'),
  'help.answer.reminders': m(
    'Yes: clients get a confirmation when they book and a reminder before their appointment, by email (and by SMS when it is set up). Every message sent, skipped or failed is listed with its reason in Messages.',
    'The answer about reminders. “Messages” is the page’s name in the menu.',
  ),
  'help.link.reminders': m('See your messages', 'Link under the answer, to the Messages page.'),
  'help.question.payments': m('How do I record a payment or a refund?', 'A help question.'),
  'help.answer.payments': m(
    'Payments lists today’s visits with what each one owes. Take a payment in cash or by card against a booking, refund part or all of it, and close the day by counting the cash in the till.',
    'The answer about payments. “Payments” is the page’s name in the menu.',
  ),
  'help.link.payments': m('Open payments', 'Link under the answer, to the Payments page.'),
  'help.question.client-dashboard': m('What do my clients see on their dashboard?', 'A help question.'),
  'help.answer.client-dashboard': m(
    'Each client can sign in to your client dashboard with a code sent to them, see their upcoming and past bookings, cancel or reschedule within your rules and leave a review. You choose its colours, texts and which sections it shows.',
    'The answer about the client dashboard.',
  ),
  'help.link.client-dashboard': m(
    'Customize the client dashboard',
    'Link under the answer, to the client dashboard’s settings.',
  ),
  'help.question.data-export': m('How do I export my data?', 'A help question.'),
  'help.answer.data-export': m(
    'Export my data downloads everything your account holds (business, services, staff, clients, bookings, payments, reviews and messages) as one JSON file. Clients can also be exported as CSV from the Customers page.',
    'The answer about exporting data. “Export my data” is a button in Settings; “Customers” a page’s name.',
  ),
  'help.link.data-export': m('Export your data', 'Link under the answer, to Settings → Account.'),
} satisfies SourceCatalog;
