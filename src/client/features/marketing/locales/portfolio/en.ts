// The portfolio dialog's messages in English (docs/decisions/042): they come with the dialog's code, fetched when
// someone opens it; another language's are a chunk of their own. The spec's English wording is a contract.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const category = 'The kind of business an example website is for.';
const title = 'The name of an example website project.';
const feature = 'A point about an example website project.';

export default {
  'portfolio.title': { message: 'Our website portfolio', description: 'Heading of the dialog.' },
  'portfolio.description': {
    message:
      'Websites we design and build for service businesses, with online booking built in. {price} one-time, delivered in 7–14 days.',
    description: 'Under the dialog’s heading. {price}: the website’s price ("$1,999").',
  },
  'portfolio.featured': {
    message: 'Featured: {title}',
    description: 'Heading of the live example. {title}: the example’s name ("Demo barbershop booking site").',
  },
  'portfolio.site.title': {
    message: 'Demo barbershop booking site',
    description: 'The name of the live example: the booking page of a made-up barbershop.',
  },
  'portfolio.site.description': {
    message: 'A live booking website built on Bookwell. Try it: pick a service and a time.',
    description: 'Under the live example’s heading.',
  },
  'portfolio.close': { message: 'Close', description: 'Screen-reader name of the dialog’s close button.' },
  'portfolio.open': { message: 'Open in a new tab', description: 'Link that opens the live example.' },
  'portfolio.preview': {
    message: 'Live preview: {title}',
    description: 'Screen-reader name of the framed live example. {title}: its name.',
  },
  'portfolio.projects': { message: 'Example projects', description: 'Heading of the example websites.' },
  'portfolio.similar': {
    message: 'Get Similar Website',
    description: 'Button under each example: sign up to get a website like it.',
  },
  'portfolio.similarLabel': {
    message: 'Get Similar Website: {category}',
    description: 'Screen-reader name of that button. {category}: the example’s kind of business.',
  },
  'portfolio.projects.salon.category': { message: 'Hair & Beauty', description: category },
  'portfolio.projects.salon.title': { message: 'Salon website with online booking', description: title },
  'portfolio.projects.salon.feature1': { message: 'Service menu with prices', description: feature },
  'portfolio.projects.salon.feature2': { message: 'Stylist profiles', description: feature },
  'portfolio.projects.salon.feature3': { message: 'Instant online booking', description: feature },
  'portfolio.projects.studio.category': { message: 'Fitness & Wellness', description: category },
  'portfolio.projects.studio.title': { message: 'Studio site with class schedule', description: title },
  'portfolio.projects.studio.feature1': { message: 'Class timetable', description: feature },
  'portfolio.projects.studio.feature2': { message: 'Group and recurring bookings', description: feature },
  'portfolio.projects.studio.feature3': { message: 'Membership information', description: feature },
  'portfolio.projects.photographer.category': { message: 'Creative Services', description: category },
  'portfolio.projects.photographer.title': { message: 'Portfolio for a photographer', description: title },
  'portfolio.projects.photographer.feature1': { message: 'Full-screen galleries', description: feature },
  'portfolio.projects.photographer.feature2': { message: 'Session packages', description: feature },
  'portfolio.projects.photographer.feature3': { message: 'Deposits paid online', description: feature },
  'portfolio.projects.clinic.category': { message: 'Healthcare', description: category },
  'portfolio.projects.clinic.title': { message: 'Clinic site with patient booking', description: title },
  'portfolio.projects.clinic.feature1': { message: 'Practitioner pages', description: feature },
  'portfolio.projects.clinic.feature2': { message: 'Appointment reminders', description: feature },
  'portfolio.projects.clinic.feature3': { message: 'Accessible, fast pages', description: feature },
  'portfolio.projects.agency.category': { message: 'Real Estate', description: category },
  'portfolio.projects.agency.title': { message: 'Agency site with viewing requests', description: title },
  'portfolio.projects.agency.feature1': { message: 'Property listings', description: feature },
  'portfolio.projects.agency.feature2': { message: 'Viewing appointments', description: feature },
  'portfolio.projects.agency.feature3': { message: 'Lead capture forms', description: feature },
  'portfolio.projects.restaurant.category': { message: 'Restaurant', description: category },
  'portfolio.projects.restaurant.title': {
    message: 'Restaurant site with table reservations',
    description: title,
  },
  'portfolio.projects.restaurant.feature1': { message: 'Menu pages', description: feature },
  'portfolio.projects.restaurant.feature2': { message: 'Table reservations', description: feature },
  'portfolio.projects.restaurant.feature3': { message: 'Opening hours and map', description: feature },
} satisfies SourceCatalog;
