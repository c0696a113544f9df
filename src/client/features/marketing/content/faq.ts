// FAQ copy for the landing page (10 questions) and the pricing page (6 questions), written from the spec's facts.

export interface FaqItem {
  question: string;
  answer: string;
}

export const LANDING_FAQ: readonly FaqItem[] = [
  {
    question: 'How does the free trial work?',
    answer:
      'You get 14 days of the full Professional plan with no credit card required. When the trial ends you can continue for $5 per user per month.',
  },
  {
    question: 'What does Bookwell cost after the trial?',
    answer:
      'One Professional plan: $5 per user per month, or $50 per user per year when billed annually, a 17% saving. Services and bookings are unlimited.',
  },
  {
    question: 'Can my clients book without creating an account?',
    answer:
      'Yes. Clients open your booking page, pick a service, a time and (if you like) a team member, and confirm with their name and phone number, 24/7.',
  },
  {
    question: 'How do reminders reduce no-shows?',
    answer:
      'Bookwell sends SMS and email reminders 24 hours and 2 hours before each appointment. Businesses typically see around 40% fewer no-shows.',
  },
  {
    question: 'Can I manage a team with different schedules?',
    answer:
      'Yes. Each team member has their own working hours, services and time off, and the calendar makes sure nobody is ever double-booked.',
  },
  {
    question: 'Does it work on my phone?',
    answer:
      'Bookwell is designed mobile-first. You can install it on your home screen like an app, get notifications, and keep working when your connection drops.',
  },
  {
    question: 'Do you support other languages and time zones?',
    answer:
      'Yes. Every business has its own time zone, so appointment times are always shown correctly, and the booking experience supports multiple languages.',
  },
  {
    question: 'Can you build a website for my business?',
    answer:
      'Yes, as a separate service: a professional website for $1,999 one-time, delivered in 7–14 days with 30 days of free revisions. You pay 50% upfront and 50% on completion.',
  },
  {
    question: 'What happens if I cancel?',
    answer:
      'You can cancel anytime. The first month is covered by a 30-day money-back guarantee, and your data stays accessible for 30 days after cancellation so you can export it.',
  },
  {
    question: 'How fast is support?',
    answer:
      'Our support team responds within 2 hours, and the platform runs with 99.9% uptime so your booking page is always open.',
  },
];

export const PRICING_FAQ: readonly FaqItem[] = [
  {
    question: 'Do I need a credit card to start the trial?',
    answer:
      'No. The 14-day free trial needs no credit card. After it ends the plan is $5 per user per month.',
  },
  {
    question: 'What counts as a user?',
    answer:
      'A user is a team member who signs in to manage bookings, such as an owner, stylist or receptionist. Your clients are never users and never pay to book.',
  },
  {
    question: 'How much do I save with annual billing?',
    answer: 'Annual billing is $50 per user per year instead of $60 paid monthly, a 17% saving.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: 'Yes. Your first month is covered by a 30-day money-back guarantee.',
  },
  {
    question: 'What happens to my data if I cancel?',
    answer:
      'Your data remains accessible for 30 days after cancellation, so you can export your clients and booking history.',
  },
  {
    question: 'How is the website package paid?',
    answer:
      'The website is a one-time $1,999: 50% upfront when the project starts and 50% on completion. Delivery takes 7–14 days and includes 30 days of free revisions.',
  },
];
