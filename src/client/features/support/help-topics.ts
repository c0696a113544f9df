// The answers on Help & Support, each tied to the screen it is about, and the search over them.
import { paths } from '#client/app/paths.ts';
import type { SupportTopic } from '#shared/schemas/support.ts';

export type HelpAnswer = {
  id: string;
  topic: SupportTopic;
  question: string;
  answer: string;
  link: { href: string; label: string };
};

export const HELP_ANSWERS: readonly HelpAnswer[] = [
  {
    id: 'how-booking-works',
    topic: 'booking',
    question: 'How does online booking work?',
    answer:
      'Your clients open your booking page, choose a service, a team member (or anyone free), a day and a time, and leave their name and phone. The booking is confirmed at once and appears on your dashboard and calendar. Only times that fit your hours, your booking rules and your staff’s free time are offered.',
    link: { href: paths.services, label: 'Set up your services' },
  },
  {
    id: 'booking-rules',
    topic: 'booking',
    question: 'How much notice do clients need, and how far ahead can they book?',
    answer:
      'Booking rules set the step between offered times, the minimum notice, how many days ahead clients can book, a buffer after each appointment and until when clients may cancel or move a booking themselves.',
    link: { href: `${paths.settings}#booking-rules`, label: 'Open booking rules' },
  },
  {
    id: 'hours',
    topic: 'hours',
    question: 'How do I set my opening hours and breaks?',
    answer:
      'Business hours list each weekday as open or closed with its opening and closing time and any breaks. Your booking page offers times inside them only. Each team member can also have hours of their own.',
    link: { href: `${paths.settings}#hours`, label: 'Open business hours' },
  },
  {
    id: 'time-off',
    topic: 'hours',
    question: 'How do I block a holiday or a day off?',
    answer:
      'Add time off to a team member for the days or hours they are away. Those times stop being offered on your booking page; bookings already made in that time are listed so you can move them.',
    link: { href: `${paths.settings}#team`, label: 'Open your team' },
  },
  {
    id: 'reminders',
    topic: 'reminders',
    question: 'Do my clients get reminders?',
    answer:
      'Yes: clients get a confirmation when they book and a reminder before their appointment, by email (and by SMS when it is set up). Every message sent, skipped or failed is listed with its reason in Messages.',
    link: { href: paths.messages, label: 'See your messages' },
  },
  {
    id: 'payments',
    topic: 'payments',
    question: 'How do I record a payment or a refund?',
    answer:
      'Payments lists today’s visits with what each one owes. Take a payment in cash or by card against a booking, refund part or all of it, and close the day by counting the cash in the till.',
    link: { href: paths.payments, label: 'Open payments' },
  },
  {
    id: 'client-dashboard',
    topic: 'client-dashboard',
    question: 'What do my clients see on their dashboard?',
    answer:
      'Each client can sign in to your client dashboard with a code sent to them, see their upcoming and past bookings, cancel or reschedule within your rules and leave a review. You choose its colours, texts and which sections it shows.',
    link: { href: paths.clientCustomization, label: 'Customize the client dashboard' },
  },
  {
    id: 'data-export',
    topic: 'data',
    question: 'How do I export my data?',
    answer:
      'Export my data downloads everything your account holds (business, services, staff, clients, bookings, payments, reviews and messages) as one JSON file. Clients can also be exported as CSV from the Customers page.',
    link: { href: `${paths.settings}#account`, label: 'Export your data' },
  },
];

/** The answers whose question or answer holds every word of `query` (any case); all of them for an empty one. */
export function searchHelp(query: string, answers: readonly HelpAnswer[] = HELP_ANSWERS): HelpAnswer[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...answers];
  return answers.filter((entry) => {
    const text = `${entry.question} ${entry.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
