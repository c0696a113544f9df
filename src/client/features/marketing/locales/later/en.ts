// The landing page's messages below the fold in English (docs/decisions/042), loaded with those sections' code
// (landing/below-fold.tsx); the first screen's are in ../en.ts. The spec's English wording is a contract.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

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
} satisfies SourceCatalog;
