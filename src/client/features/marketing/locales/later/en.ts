// The landing page's messages below the fold in English (docs/decisions/042), loaded with those sections' code
// (landing/below-fold.tsx); the first screen's are in ../en.ts. The spec's English wording is a contract.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const role = 'The role of the person in a made-up testimonial (not a real name).';
const business = 'The made-up business of the person quoted: "Example …" says it is not a real one.';
const review = 'A made-up quote from a business owner: translate it as the owner would say it.';
const metrics = 'The result the quote reports, in short.';
const timeframe = 'How long it took to get the result.';
const question = 'A question in the landing page’s FAQ.';
const answer = 'The answer to the question above.';

export default {
  'landing.website.eyebrow': {
    message: 'Website development',
    description: 'Small heading above the section.',
  },
  'landing.website.title': {
    message: 'A professional website that turns visitors into bookings',
    description: 'Section heading.',
  },
  'landing.website.text': {
    message:
      'Besides the booking platform, our team designs and builds complete websites for service businesses. 150+ websites delivered, for one fixed price of {price}.',
    description: 'Section text. {price}: the website’s price in US dollars ("$1,999").',
  },
  'landing.website.delivery': {
    message: 'Delivered in {days} days',
    description: 'List item. {days}: a range of days ("7–14").',
  },
  'landing.website.revisions': {
    message: '{days} days of free revisions',
    description: 'List item. {days}: a number of days (30).',
  },
  'landing.website.templates': {
    message: '{count} industry templates to start from',
    description: 'List item. {count}: a number of designs (6).',
  },
  'landing.website.booking': { message: 'Online booking built in from day one', description: 'List item.' },
  'landing.website.payment': {
    message: '{upfront}% upfront, {rest}% on completion',
    description: 'List item: how the website is paid. {upfront} and {rest}: percentages (50).',
  },
  'landing.website.portfolio': {
    message: 'See Our Work',
    description: 'Button: opens examples of our websites.',
  },
  'landing.website.pricing': { message: 'Website pricing', description: 'Link to the pricing page.' },
  'landing.website.template.title': {
    message: 'Pick a template',
    description: 'Step 1 of getting a website.',
  },
  'landing.website.template.text': {
    message: 'Start from one of six industry designs.',
    description: 'Step 1’s text.',
  },
  'landing.website.build.title': { message: 'We build it', description: 'Step 2 of getting a website.' },
  'landing.website.build.text': {
    message: 'Your content, brand colours and booking page, wired together.',
    description: 'Step 2’s text.',
  },
  'landing.website.live.title': { message: 'Go live', description: 'Step 3 of getting a website.' },
  'landing.website.live.text': {
    message: 'Launch in 7–14 days, then refine it with free revisions.',
    description: 'Step 3’s text.',
  },

  'landing.types.eyebrow': {
    message: 'Built for service businesses',
    description: 'Small heading above the section.',
  },
  'landing.types.title': { message: 'Made for the way you work', description: 'Section heading.' },
  'landing.types.lead': {
    message: 'Whatever you offer by appointment, Bookwell fits your day.',
    description: 'Section text.',
  },
  'landing.types.barbers': { message: 'Barbers & Hair Salons', description: 'A kind of business.' },
  'landing.types.spas': { message: 'Spas & Wellness', description: 'A kind of business.' },
  'landing.types.fitness': { message: 'Fitness & Yoga Studios', description: 'A kind of business.' },
  'landing.types.clinics': { message: 'Clinics & Healthcare', description: 'A kind of business.' },
  'landing.types.beauty': { message: 'Beauty & Nail Studios', description: 'A kind of business.' },
  'landing.types.creatives': { message: 'Photographers & Creatives', description: 'A kind of business.' },

  'landing.features.eyebrow': {
    message: 'Everything in one place',
    description: 'Small heading above the section.',
  },
  'landing.features.title': { message: 'Less admin, more appointments', description: 'Section heading.' },
  'landing.features.lead': {
    message:
      'Calendar, booking page, payments, reviews, reminders, staff, analytics and a CRM, working together.',
    description: 'Section text.',
  },
  'landing.features.all': { message: 'Explore all features', description: 'Link to the features page.' },
  'landing.features.scheduling.title': { message: 'Smart scheduling', description: 'Feature name.' },
  'landing.features.scheduling.text': {
    message:
      'Opening hours, staff availability and service lengths are combined into bookable times, so a slot is never double-booked.',
    description: 'Feature text.',
  },
  'landing.features.notifications.title': { message: 'Instant notifications', description: 'Feature name.' },
  'landing.features.notifications.text': {
    message:
      'Confirmations the moment a client books, plus SMS and email reminders 24 hours and 2 hours before each appointment.',
    description: 'Feature text.',
  },
  'landing.features.analytics.title': { message: 'Advanced analytics', description: 'Feature name.' },
  'landing.features.analytics.text': {
    message: 'Revenue, bookings, busiest times and top services at a glance, with reports you can act on.',
    description: 'Feature text.',
  },
  'landing.features.mobile.title': { message: 'Mobile-first design', description: 'Feature name.' },
  'landing.features.mobile.text': {
    message:
      'Run your day from your phone. Install the app on your home screen and keep working even when the signal drops.',
    description: 'Feature text.',
  },
  'landing.features.team.title': { message: 'Team management', description: 'Feature name.' },
  'landing.features.team.text': {
    message:
      'Give every staff member their own schedule, services and hours, and let clients pick who they book with.',
    description: 'Feature text.',
  },
  'landing.features.languages.title': {
    message: 'Multi-language & time zones',
    description: 'Feature name.',
  },
  'landing.features.languages.text': {
    message:
      'Clients see times in your business’s time zone wherever they book from, in the language that suits them.',
    description: 'Feature text.',
  },

  'landing.stats.title': {
    message: 'Bookwell in numbers',
    description: 'Screen-reader heading of the figures.',
  },
  'landing.stats.businesses': { message: 'Active businesses', description: 'Under a figure ("10,000+").' },
  'landing.stats.bookings': { message: 'Bookings made', description: 'Under a figure ("2M+").' },
  'landing.stats.growth': { message: 'Average revenue growth', description: 'Under a figure ("40%").' },
  'landing.stats.uptime': {
    message: 'Uptime',
    description: 'Under a figure ("99.9%"): the service is available.',
  },
  'landing.stats.noShows': { message: 'Fewer no-shows', description: 'Under a figure ("40%").' },
  'landing.stats.support': { message: 'Support response time', description: 'Under a figure ("< 2 h").' },
  'landing.stats.hours': {
    message: '< {hours} h',
    description: 'A figure: under this many hours. Keep it short (an abbreviation of hours).',
  },

  'landing.cta.title': {
    message: 'Ready to fill your calendar?',
    description: 'Closing call to action, heading.',
  },
  'landing.cta.text': {
    message: 'Join 10,000+ businesses taking bookings around the clock. Set up in minutes.',
    description: 'Closing call to action, text.',
  },
  'landing.cta.primary': { message: 'Start Free Trial', description: 'Closing call to action, main button.' },
  'landing.cta.secondary': {
    message: 'See Pricing',
    description: 'Closing call to action, link to pricing.',
  },
  'landing.cta.note': {
    message: '14-day free trial · No credit card required · Cancel anytime',
    description: 'Closing call to action, small print.',
  },
  'landing.testimonials.eyebrow': {
    message: 'What owners can expect',
    description: 'Small heading above the illustrative testimonials.',
  },
  'landing.testimonials.title': {
    message: 'Results that add up',
    description: 'Heading of the testimonials.',
  },
  'landing.testimonials.lead': {
    message:
      'Illustrative examples of the results service businesses aim for with Bookwell. They are not reviews from named customers.',
    description:
      'Under the heading: the quotes below are made-up examples, not real reviews. Keep that clear.',
  },
  'landing.testimonials.quote': {
    message: '“{quote}”',
    description: 'A quote in the language’s quotation marks. {quote}: the quote’s text.',
  },
  'landing.testimonials.who': {
    message: '{name}, {business}',
    description:
      'Under a quote. {name}: the person’s role ("Salon owner"); {business}: "Example hair salon".',
  },
  'landing.testimonials.badge': {
    message: 'Illustrative example',
    description: 'Small badge on each quote: a made-up example, not a real review.',
  },
  'landing.testimonials.rating': {
    message: 'Rated {rating} out of 5',
    description: 'Screen-reader text of the stars. {rating}: a number (5).',
  },
  'landing.testimonials.salon.name': { message: 'Salon owner', description: role },
  'landing.testimonials.salon.business': { message: 'Example hair salon', description: business },
  'landing.testimonials.salon.review': {
    message:
      'Clients book themselves at midnight instead of calling during a cut. Reminders went out automatically and our empty chairs filled up.',
    description: review,
  },
  'landing.testimonials.salon.metrics': { message: '40% fewer no-shows', description: metrics },
  'landing.testimonials.salon.timeframe': { message: 'First 3 months', description: timeframe },
  'landing.testimonials.spa.name': { message: 'Spa manager', description: role },
  'landing.testimonials.spa.business': { message: 'Example day spa', description: business },
  'landing.testimonials.spa.review': {
    message:
      'Every therapist has their own hours and services, and the calendar never double-books a room. Front-desk phone time dropped sharply.',
    description: review,
  },
  'landing.testimonials.spa.metrics': { message: '12 hours saved per week', description: metrics },
  'landing.testimonials.spa.timeframe': { message: 'First 2 months', description: timeframe },
  'landing.testimonials.fitness.name': { message: 'Studio founder', description: role },
  'landing.testimonials.fitness.business': { message: 'Example fitness studio', description: business },
  'landing.testimonials.fitness.review': {
    message:
      'Group classes and recurring sessions are simple to set up, and members rebook from their phones right after class.',
    description: review,
  },
  'landing.testimonials.fitness.metrics': { message: '35% more repeat bookings', description: metrics },
  'landing.testimonials.fitness.timeframe': { message: 'First 6 months', description: timeframe },
  'landing.testimonials.physio.name': { message: 'Practice manager', description: role },
  'landing.testimonials.physio.business': { message: 'Example physiotherapy clinic', description: business },
  'landing.testimonials.physio.review': {
    message:
      'Patients get a reminder 24 hours and again 2 hours before their visit. Late cancellations are rare now and the day runs on time.',
    description: review,
  },
  'landing.testimonials.physio.metrics': { message: '30% fewer late cancellations', description: metrics },
  'landing.testimonials.physio.timeframe': { message: 'First 4 months', description: timeframe },
  'landing.testimonials.barber.name': { message: 'Barbershop owner', description: role },
  'landing.testimonials.barber.business': { message: 'Example barbershop', description: business },
  'landing.testimonials.barber.review': {
    message:
      'The booking link sits in our social profiles and on a QR code at the counter. Walk-ins became booked appointments.',
    description: review,
  },
  'landing.testimonials.barber.metrics': { message: '40% revenue growth', description: metrics },
  'landing.testimonials.barber.timeframe': { message: 'First year', description: timeframe },
  'landing.testimonials.photo.name': { message: 'Photographer', description: role },
  'landing.testimonials.photo.business': { message: 'Example photo studio', description: business },
  'landing.testimonials.photo.review': {
    message:
      'The new website and booking page went live in under two weeks. Sessions are paid upfront and the calendar syncs with my phone.',
    description: review,
  },
  'landing.testimonials.photo.metrics': { message: '2× online enquiries', description: metrics },
  'landing.testimonials.photo.timeframe': { message: 'First 3 months', description: timeframe },
  'landing.faq.eyebrow': {
    message: 'FAQ',
    description: 'Small heading above the questions: frequently asked.',
  },
  'landing.faq.title': { message: 'Frequently asked questions', description: 'Heading of the questions.' },
  'landing.faq.trial.question': { message: 'How does the free trial work?', description: question },
  'landing.faq.trial.answer': {
    message:
      'You get 14 days of the full Professional plan with no credit card required. When the trial ends you can continue for {monthly} per user per month.',
    description: `${answer} {monthly}: "$5".`,
  },
  'landing.faq.cost.question': { message: 'What does Bookwell cost after the trial?', description: question },
  'landing.faq.cost.answer': {
    message:
      'One Professional plan: {monthly} per user per month, or {annual} per user per year when billed annually, a 17% saving. Services and bookings are unlimited.',
    description: `${answer} {monthly}: "$5"; {annual}: "$50".`,
  },
  'landing.faq.account.question': {
    message: 'Can my clients book without creating an account?',
    description: question,
  },
  'landing.faq.account.answer': {
    message:
      'Yes. Clients open your booking page, pick a service, a time and (if you like) a team member, and confirm with their name and phone number, 24/7.',
    description: answer,
  },
  'landing.faq.reminders.question': { message: 'How do reminders reduce no-shows?', description: question },
  'landing.faq.reminders.answer': {
    message:
      'Bookwell sends SMS and email reminders 24 hours and 2 hours before each appointment. Businesses typically see around 40% fewer no-shows.',
    description: answer,
  },
  'landing.faq.team.question': {
    message: 'Can I manage a team with different schedules?',
    description: question,
  },
  'landing.faq.team.answer': {
    message:
      'Yes. Each team member has their own working hours, services and time off, and the calendar makes sure nobody is ever double-booked.',
    description: answer,
  },
  'landing.faq.phone.question': { message: 'Does it work on my phone?', description: question },
  'landing.faq.phone.answer': {
    message:
      'Bookwell is designed mobile-first. You can install it on your home screen like an app, get notifications, and keep working when your connection drops.',
    description: answer,
  },
  'landing.faq.languages.question': {
    message: 'Do you support other languages and time zones?',
    description: question,
  },
  'landing.faq.languages.answer': {
    message:
      'Yes. Every business has its own time zone, so appointment times are always shown correctly, and the booking experience supports multiple languages.',
    description: answer,
  },
  'landing.faq.website.question': {
    message: 'Can you build a website for my business?',
    description: question,
  },
  'landing.faq.website.answer': {
    message:
      'Yes, as a separate service: a professional website for {website} one-time, delivered in 7–14 days with 30 days of free revisions. You pay 50% upfront and 50% on completion.',
    description: `${answer} {website}: "$1,999".`,
  },
  'landing.faq.cancel.question': { message: 'What happens if I cancel?', description: question },
  'landing.faq.cancel.answer': {
    message:
      'You can cancel anytime. The first month is covered by a 30-day money-back guarantee, and your data stays accessible for 30 days after cancellation so you can export it.',
    description: answer,
  },
  'landing.faq.support.question': { message: 'How fast is support?', description: question },
  'landing.faq.support.answer': {
    message:
      'Our support team responds within 2 hours, and the platform runs with 99.9% uptime so your booking page is always open.',
    description: answer,
  },
} satisfies SourceCatalog;
