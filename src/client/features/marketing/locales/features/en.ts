// The features page's messages in English (docs/decisions/042): they come with the page's own code, not with the
// landing page's first screen. The spec's English wording is a contract.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const point = 'A short selling point under the page’s heading.';
const categoryTitle = 'Heading of a group of features.';
const categoryIntro = 'The sentence under a group’s heading.';
const itemTitle = 'The name of a feature, on its card.';
const itemText = 'The feature’s description on its card.';

export default {
  'features.meta.title': {
    message: 'Features: calendar, booking page, reminders, payments and analytics · Bookwell',
    description: 'The page’s title in the browser tab and search results.',
  },
  'features.meta.description': {
    message:
      'Everything a service business needs to take bookings: online calendar, booking page, SMS and email reminders, staff scheduling, payments, reviews, apps and analytics.',
    description: 'The page’s description for search results.',
  },
  'features.eyebrow': { message: 'Features', description: 'Small heading above the page’s title.' },
  'features.title': {
    message: 'Everything you need to run a booked-up business',
    description: 'The page’s main heading: a business whose calendar is full.',
  },
  'features.lead': {
    message:
      'From the first click on your booking page to the reminder that gets clients through the door, Bookwell handles it, on the web and on your phone.',
    description: 'The paragraph under the main heading.',
  },
  'features.points.scheduling': { message: 'Smart scheduling', description: point },
  'features.points.notifications': { message: 'Instant notifications', description: point },
  'features.points.analytics': { message: 'Advanced analytics', description: point },
  'features.points.mobile': { message: 'Mobile-first design', description: point },
  'features.points.team': { message: 'Team management', description: point },
  'features.points.languages': { message: 'Multi-language & time zones', description: point },
  'features.start': { message: 'Start Free Trial', description: 'Button to sign up.' },
  'features.demo': { message: 'Try the live demo', description: 'Link to a demo booking page.' },
  'features.categories.onlineBooking.title': { message: 'Online booking', description: categoryTitle },
  'features.categories.onlineBooking.intro': {
    message: 'Take bookings wherever your clients find you, around the clock.',
    description: categoryIntro,
  },
  'features.categories.scheduling.title': { message: 'Scheduling & team', description: categoryTitle },
  'features.categories.scheduling.intro': {
    message: 'Smart scheduling that respects every opening hour, break and team member.',
    description: categoryIntro,
  },
  'features.categories.reminders.title': { message: 'Confirmations & reminders', description: categoryTitle },
  'features.categories.reminders.intro': {
    message: 'Automatic messages that keep clients informed and chairs full.',
    description: categoryIntro,
  },
  'features.categories.paymentsReviews.title': { message: 'Payments & reviews', description: categoryTitle },
  'features.categories.paymentsReviews.intro': {
    message: 'Get paid on time and build your reputation.',
    description: categoryIntro,
  },
  'features.categories.apps.title': { message: 'Apps', description: categoryTitle },
  'features.categories.apps.intro': {
    message: 'Run your business from any device, even when the connection drops.',
    description: categoryIntro,
  },
  'features.categories.insights.title': { message: 'Analytics & insights', description: categoryTitle },
  'features.categories.insights.intro': {
    message: 'Advanced analytics that show what is working and where to grow.',
    description: categoryIntro,
  },
  'features.items.calendar.title': { message: 'Online calendar', description: itemTitle },
  'features.items.calendar.description': {
    message: 'Every appointment, team member and break in one live calendar, by day or by week.',
    description: itemText,
  },
  'features.items.bookingPage.title': { message: 'Booking page', description: itemTitle },
  'features.items.bookingPage.description': {
    message: 'A branded booking page with your logo, colours and services, open 24/7.',
    description: itemText,
  },
  'features.items.websiteWidgets.title': { message: 'Website widgets', description: itemTitle },
  'features.items.websiteWidgets.description': {
    message: 'Add a Book Now button or an embedded booking form to the website you already have.',
    description: itemText,
  },
  'features.items.socialBooking.title': { message: 'Social booking', description: itemTitle },
  'features.items.socialBooking.description': {
    message: 'Let followers book straight from your Instagram, Facebook and TikTok profiles.',
    description: itemText,
  },
  'features.items.qrCodes.title': { message: 'QR codes', description: itemTitle },
  'features.items.qrCodes.description': {
    message: 'Print a QR code for your counter, cards or window that opens your booking page.',
    description: itemText,
  },
  'features.items.googleBooking.title': { message: 'Book with Google', description: itemTitle },
  'features.items.googleBooking.description': {
    message: 'Clients who find you on Google Search and Maps can book without leaving the page.',
    description: itemText,
  },
  'features.items.virtualMeetings.title': { message: 'Virtual meetings', description: itemTitle },
  'features.items.virtualMeetings.description': {
    message: 'Offer online consultations with a video link added to the booking automatically.',
    description: itemText,
  },
  'features.items.recurring.title': { message: 'Recurring appointments', description: itemTitle },
  'features.items.recurring.description': {
    message: 'Book weekly or monthly series in one go for regular clients.',
    description: itemText,
  },
  'features.items.groupBooking.title': { message: 'Group booking', description: itemTitle },
  'features.items.groupBooking.description': {
    message: 'Classes and workshops with a capacity, so several clients can book one session.',
    description: itemText,
  },
  'features.items.staffScheduling.title': { message: 'Staff scheduling', description: itemTitle },
  'features.items.staffScheduling.description': {
    message: 'Working hours, services and time off per team member; clients choose who they see.',
    description: itemText,
  },
  'features.items.availability.title': { message: 'Availability rules', description: itemTitle },
  'features.items.availability.description': {
    message: 'Opening hours, breaks and buffers turn into bookable times. No double booking, ever.',
    description: itemText,
  },
  'features.items.calendarSync.title': { message: 'Calendar sync', description: itemTitle },
  'features.items.calendarSync.description': {
    message: 'Keep Google, Outlook and Apple calendars in step with your Bookwell schedule.',
    description: itemText,
  },
  'features.items.confirmations.title': { message: 'Instant confirmations', description: itemTitle },
  'features.items.confirmations.description': {
    message: 'Clients get a confirmation the moment they book, with every detail they need.',
    description: itemText,
  },
  'features.items.emailReminders.title': { message: 'Email reminders', description: itemTitle },
  'features.items.emailReminders.description': {
    message: 'Reminders by email 24 hours and 2 hours before each appointment.',
    description: itemText,
  },
  'features.items.smsReminders.title': { message: 'SMS reminders', description: itemTitle },
  'features.items.smsReminders.description': {
    message: 'Text reminders that cut no-shows by around 40%.',
    description: itemText,
  },
  'features.items.followUps.title': { message: 'Follow-ups', description: itemTitle },
  'features.items.followUps.description': {
    message: 'Thank-you messages and review requests after each visit, sent for you.',
    description: itemText,
  },
  'features.items.notifications.title': { message: 'Real-time notifications', description: itemTitle },
  'features.items.notifications.description': {
    message: 'Know instantly when a booking is made, changed or cancelled.',
    description: itemText,
  },
  'features.items.payments.title': { message: 'Online payments', description: itemTitle },
  'features.items.payments.description': {
    message: 'Take deposits or full payment when clients book, and track every transaction.',
    description: itemText,
  },
  'features.items.reviews.title': { message: 'Reviews', description: itemTitle },
  'features.items.reviews.description': {
    message: 'Collect ratings after each appointment and show them on your booking page.',
    description: itemText,
  },
  'features.items.mobileApps.title': { message: 'Mobile apps', description: itemTitle },
  'features.items.mobileApps.description': {
    message: 'Install Bookwell on your phone’s home screen with offline access and notifications.',
    description: itemText,
  },
  'features.items.desktopApp.title': { message: 'Desktop app', description: itemTitle },
  'features.items.desktopApp.description': {
    message: 'Install it on your computer too and keep your calendar a click away.',
    description: itemText,
  },
  'features.items.brandedApp.title': { message: 'Branded app', description: itemTitle },
  'features.items.brandedApp.description': {
    message: 'Give clients an app experience with your name, colours and logo.',
    description: itemText,
  },
  'features.items.analytics.title': { message: 'Analytics dashboard', description: itemTitle },
  'features.items.analytics.description': {
    message: 'Bookings, revenue and client numbers for the week, month and year.',
    description: itemText,
  },
  'features.items.revenue.title': { message: 'Revenue tracking', description: itemTitle },
  'features.items.revenue.description': {
    message: 'See what each service and team member earns, and spot your best days.',
    description: itemText,
  },
  'features.items.clientInsights.title': { message: 'Client insights', description: itemTitle },
  'features.items.clientInsights.description': {
    message: 'A CRM with every client’s history, preferences and notes in one profile.',
    description: itemText,
  },
  'features.items.reports.title': { message: 'Reports', description: itemTitle },
  'features.items.reports.description': {
    message: 'Clear reports on bookings, no-shows and revenue, ready to export.',
    description: itemText,
  },
  'features.cta.title': {
    message: 'Start taking bookings today',
    description: 'Heading of the closing call.',
  },
  'features.cta.text': {
    message: 'Set up your services, hours and team in minutes. 14-day free trial, no credit card required.',
    description: 'Text of the closing call.',
  },
  'features.cta.primary': { message: 'Sign Me Up', description: 'Button to sign up.' },
  'features.cta.secondary': { message: 'See Pricing', description: 'Link to the pricing page.' },
} satisfies SourceCatalog;
