// The pricing page's messages in English (docs/decisions/042): they come with the page's own code, not with the
// landing page's first screen. The spec's English wording is a contract. Prices are values, formatted by Intl.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const question = 'A question in the pricing page’s FAQ.';
const answer = 'The answer to the question above.';
const planFeature = 'A feature in the plan’s list of what is included.';
const websiteFeature = 'A point in the website package’s list.';

export default {
  'pricing.meta.title': {
    message: 'Pricing: {monthly} per user per month, 14-day free trial · Bookwell',
    description:
      'The page’s title in the browser tab and search results. {monthly}: the monthly price ("$5").',
  },
  'pricing.meta.description': {
    message:
      'One Professional plan with unlimited bookings, clients and services for {monthly} per user per month, or {annual} per year. Professional websites from {website} one-time.',
    description:
      'The page’s description for search results. {monthly}: "$5"; {annual}: the yearly price per user ("$50"); {website}: "$1,999".',
  },
  'pricing.eyebrow': { message: 'Pricing', description: 'Small heading above the page’s title.' },
  'pricing.title': {
    message: 'Simple pricing. Everything included.',
    description: 'The page’s main heading.',
  },
  'pricing.lead': {
    message:
      'One plan, unlimited bookings. Try it free for 14 days, no credit card required. Cancel anytime, and your data stays available for 30 days.',
    description: 'The paragraph under the main heading.',
  },
  'pricing.billing.legend': {
    message: 'Billing period',
    description: 'Screen-reader label of the Monthly/Annual switch.',
  },
  'pricing.billing.monthly': { message: 'Monthly', description: 'Switch option: pay every month.' },
  'pricing.billing.annual': { message: 'Annual', description: 'Switch option: pay once a year.' },
  'pricing.billing.saving': {
    message: '−{percent}%',
    description: 'Small badge beside "Annual": the saving. {percent}: a number (17). Keep the minus sign.',
  },
  'pricing.plans': { message: 'Plans', description: 'Screen-reader name of the section with the two cards.' },
  'pricing.plan.badge': { message: 'Everything included', description: 'Badge on top of the plan’s card.' },
  'pricing.plan.name': { message: 'Professional', description: 'The name of the only plan.' },
  'pricing.plan.text': {
    message: 'One plan with every feature, for teams of any size.',
    description: 'Under the plan’s name.',
  },
  'pricing.plan.per': {
    message: 'per user / {period, select, annual {year} other {month}}',
    description: 'Beside the big price ("$5 per user / month"). {period}: annual or monthly.',
  },
  'pricing.plan.save': {
    message: 'Save {percent}%',
    description: 'Badge beside the yearly price. {percent}: a number (17).',
  },
  'pricing.plan.billedYearly': {
    message: 'Billed yearly: {annual} instead of {monthlyTimesTwelve} per user.',
    description:
      'Under the yearly price. {annual}: "$50"; {monthlyTimesTwelve}: twelve monthly prices ("$60").',
  },
  'pricing.plan.billedMonthly': {
    message: 'Billed monthly. Unlimited services and bookings.',
    description: 'Under the monthly price.',
  },
  'pricing.plan.start': {
    message: 'Start FREE Trial',
    description: 'Button to sign up; the capitals stress the word free.',
  },
  'pricing.plan.trial': {
    message: '{days} days free, no credit card. Then {monthly} per user per month.',
    description: 'Under the button. {days}: 14; {monthly}: "$5".',
  },
  'pricing.plan.included': { message: 'What’s included', description: 'Heading of the plan’s feature list.' },
  'pricing.plan.features.unlimitedBookings': { message: 'Unlimited bookings', description: planFeature },
  'pricing.plan.features.unlimitedClients': { message: 'Unlimited clients', description: planFeature },
  'pricing.plan.features.unlimitedServices': { message: 'Unlimited services', description: planFeature },
  'pricing.plan.features.branding': { message: 'Custom branding', description: planFeature },
  'pricing.plan.features.bookingPage': { message: 'Custom booking page', description: planFeature },
  'pricing.plan.features.notifications': { message: 'Real-time notifications', description: planFeature },
  'pricing.plan.features.reminders': {
    message: 'Automated SMS & email reminders (24 h and 2 h before)',
    description: `${planFeature} Reminders 24 hours and 2 hours before the appointment.`,
  },
  'pricing.plan.features.analytics': { message: 'Advanced analytics', description: planFeature },
  'pricing.plan.features.support': {
    message: 'Priority support, response within 2 hours',
    description: planFeature,
  },
  'pricing.plan.features.mobile': {
    message: 'Mobile app access with offline mode',
    description: planFeature,
  },
  'pricing.plan.features.payments': { message: 'Payment processing', description: planFeature },
  'pricing.plan.features.calendars': { message: 'Calendar integrations and sync', description: planFeature },
  'pricing.plan.features.team': { message: 'Staff and team management', description: planFeature },
  'pricing.plan.features.groupRecurring': {
    message: 'Group and recurring bookings',
    description: planFeature,
  },
  'pricing.plan.features.crm': { message: 'Client CRM with booking history', description: planFeature },
  'pricing.plan.features.reviews': { message: 'Reviews and ratings', description: planFeature },
  'pricing.plan.features.qrSocial': { message: 'QR code and social media booking', description: planFeature },
  'pricing.plan.features.languages': {
    message: 'Multi-language and time zone support',
    description: planFeature,
  },
  'pricing.plan.features.reports': { message: 'Reports and data export', description: planFeature },
  'pricing.plan.features.uptime': {
    message: '{percent} uptime',
    description: `${planFeature} {percent}: the share of time the service is available ("99.9%").`,
  },
  'pricing.website.title': { message: 'Website package', description: 'Heading of the website’s card.' },
  'pricing.website.text': {
    message: 'A professional website built for you, with booking built in.',
    description: 'Under the website card’s heading.',
  },
  'pricing.website.oneTime': {
    message: 'one-time',
    description: 'Beside the website’s price ("$1,999 one-time"): paid once, not a subscription.',
  },
  'pricing.website.features.delivery': { message: 'Delivered in 7–14 days', description: websiteFeature },
  'pricing.website.features.revisions': { message: '30 days of free revisions', description: websiteFeature },
  'pricing.website.features.templates': {
    message: 'Choice of 6 industry templates',
    description: websiteFeature,
  },
  'pricing.website.features.booking': { message: 'Online booking built in', description: websiteFeature },
  'pricing.website.features.mobile': { message: 'Mobile-friendly and fast', description: websiteFeature },
  'pricing.website.features.payment': {
    message: '50% upfront, 50% on completion',
    description: `${websiteFeature} How the website is paid.`,
  },
  'pricing.website.quote': { message: 'Get a Website Quote', description: 'Button on the website’s card.' },
  'pricing.combined.title': {
    message: 'Plan + website: how it adds up',
    description: 'Heading of the worked example.',
  },
  'pricing.combined.text': {
    message:
      'The plan is a subscription per team member; the website is a one-time project. Take either on its own, or both together. Here is a team of {count} in its first year:',
    description: 'Text above the worked example. {count}: a number of people (3).',
  },
  'pricing.combined.plan': {
    message:
      'Professional plan, {count} users, {period, select, annual {billed annually} other {billed monthly}}',
    description: 'A row of the example. {count}: users (3); {period}: annual or monthly.',
  },
  'pricing.combined.perPeriod': {
    message: '{amount} / {period, select, annual {year} other {month}}',
    description:
      'The plan’s price in the example ("$15 / month", "$150 / year"). {period}: annual or monthly.',
  },
  'pricing.combined.website': {
    message: 'Website package, one-time',
    description: 'A row of the example: the website’s price.',
  },
  'pricing.combined.split': {
    message: 'of which {upfront}% upfront and {rest}% on completion',
    description: 'A row of the example: how the website is paid. {upfront}, {rest}: numbers (50).',
  },
  'pricing.combined.total': { message: 'First-year total', description: 'The example’s last row.' },
  'pricing.combined.note': {
    message:
      'Every plan starts with a {days}-day free trial, and your first month has a {moneyBack}-day money-back guarantee.',
    description: 'Under the example. {days}: 14; {moneyBack}: 30.',
  },
  'pricing.faq.eyebrow': {
    message: 'FAQ',
    description: 'Small heading above the questions: frequently asked.',
  },
  'pricing.faq.title': { message: 'Pricing questions', description: 'Heading of the questions.' },
  'pricing.faq.card.question': {
    message: 'Do I need a credit card to start the trial?',
    description: question,
  },
  'pricing.faq.card.answer': {
    message:
      'No. The 14-day free trial needs no credit card. After it ends the plan is {monthly} per user per month.',
    description: `${answer} {monthly}: "$5".`,
  },
  'pricing.faq.user.question': { message: 'What counts as a user?', description: question },
  'pricing.faq.user.answer': {
    message:
      'A user is a team member who signs in to manage bookings, such as an owner, stylist or receptionist. Your clients are never users and never pay to book.',
    description: answer,
  },
  'pricing.faq.annual.question': {
    message: 'How much do I save with annual billing?',
    description: question,
  },
  'pricing.faq.annual.answer': {
    message:
      'Annual billing is {annual} per user per year instead of {monthlyTimesTwelve} paid monthly, a 17% saving.',
    description: `${answer} {annual}: "$50"; {monthlyTimesTwelve}: "$60".`,
  },
  'pricing.faq.guarantee.question': { message: 'Is there a money-back guarantee?', description: question },
  'pricing.faq.guarantee.answer': {
    message: 'Yes. Your first month is covered by a 30-day money-back guarantee.',
    description: answer,
  },
  'pricing.faq.data.question': { message: 'What happens to my data if I cancel?', description: question },
  'pricing.faq.data.answer': {
    message:
      'Your data remains accessible for 30 days after cancellation, so you can export your clients and booking history.',
    description: answer,
  },
  'pricing.faq.website.question': { message: 'How is the website package paid?', description: question },
  'pricing.faq.website.answer': {
    message:
      'The website is a one-time {website}: 50% upfront when the project starts and 50% on completion. Delivery takes 7–14 days and includes 30 days of free revisions.',
    description: `${answer} {website}: "$1,999".`,
  },
  'pricing.cta.title': {
    message: 'Try Bookwell free for 14 days',
    description: 'Heading of the closing call.',
  },
  'pricing.cta.text': {
    message:
      'Everything in the Professional plan, no credit card required. Then {monthly} per user per month.',
    description: 'Text of the closing call. {monthly}: "$5".',
  },
  'pricing.cta.primary': { message: 'Start FREE Trial', description: 'Button to sign up.' },
  'pricing.cta.secondary': { message: 'Explore Features', description: 'Link to the features page.' },
  'pricing.cta.note': {
    message: '30-day money-back guarantee on your first month',
    description: 'Small print under the buttons.',
  },
} satisfies SourceCatalog;
