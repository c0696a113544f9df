// The landing page's first-screen messages in English, the source language (docs/decisions/042): ICU MessageFormat,
// each with a note for translators; the sections below the fold are in later/en.ts. The spec's English wording is a
// contract: change it only with the spec. The shared navigation's and footer's messages are their own catalog's
// (components/marketing/locales), spread into this one and into each language's.
import chrome from '#client/components/marketing/locales/en.ts';
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  ...chrome,
  'page.language': { message: 'Language', description: 'Label of the language switcher in the footer.' },
  'landing.meta.title': {
    message: 'Bookwell: online booking software for salons, spas, studios and clinics',
    description: 'Browser tab and search-result title of the home page. Bookwell is the product name.',
  },
  'landing.meta.description': {
    message:
      'Let clients book 24/7, cut no-shows with SMS and email reminders, and grow with smart scheduling and analytics. Start your 14-day free trial, no credit card required.',
    description: 'Search-result description of the home page (about 160 characters).',
  },
  'landing.heading': {
    message: 'Bookwell: online booking and business management for service businesses',
    description: 'The page’s main heading, read by screen readers only.',
  },
  'landing.hero.label': { message: 'Highlights', description: 'Screen-reader name of the hero carousel.' },
  'landing.hero.slide': {
    message: '{number} of {count}',
    description: 'Screen-reader name of a carousel slide ("1 of 2").',
  },
  'landing.hero.show': {
    message: 'Show slide {number} of {count}',
    description: 'Screen-reader name of a carousel dot.',
  },
  'landing.hero.previous': { message: 'Previous slide', description: 'Carousel arrow button.' },
  'landing.hero.next': { message: 'Next slide', description: 'Carousel arrow button.' },
  'landing.hero.stop': { message: 'Stop automatic slide show', description: 'Carousel pause button.' },
  'landing.hero.start': { message: 'Start automatic slide show', description: 'Carousel play button.' },
  'landing.hero.booking.badge': {
    message: '#1 booking platform for service businesses',
    description: 'Badge above the first slide’s headline.',
  },
  'landing.hero.booking.title': {
    message: 'Let clients book instantly.',
    description: 'First slide’s headline, first part.',
  },
  'landing.hero.booking.highlight': {
    message: 'Grow your business faster.',
    description: 'First slide’s headline, second part, in colour.',
  },
  'landing.hero.booking.description': {
    message:
      'Smart scheduling, a branded booking page open 24/7, automatic SMS and email reminders and real-time analytics, all in one place. Built mobile-first for barbers, salons, spas, studios and clinics.',
    description: 'First slide’s text.',
  },
  'landing.hero.booking.primary': { message: 'Start Free Trial', description: 'First slide’s main button.' },
  'landing.hero.booking.secondary': {
    message: 'Watch Demo',
    description: 'First slide’s second button: opens a demo booking page.',
  },
  'landing.hero.booking.trust': {
    message: 'Trusted by 10,000+ businesses · 14-day free trial, no credit card',
    description: 'Small line under the first slide’s buttons.',
  },
  'landing.hero.websites.badge': {
    message: 'Professional website development',
    description: 'Badge above the second slide’s headline.',
  },
  'landing.hero.websites.title': {
    message: 'Stunning websites',
    description: 'Second slide’s headline, first part.',
  },
  'landing.hero.websites.highlight': {
    message: 'that convert visitors into bookings.',
    description: 'Second slide’s headline, second part, in colour; continues the first part.',
  },
  'landing.hero.websites.description': {
    message:
      'Our team designs and builds a fast, mobile-friendly website for your business with online booking built in. One fixed price, delivered in 7–14 days.',
    description: 'Second slide’s text.',
  },
  'landing.hero.websites.primary': {
    message: 'View Portfolio',
    description: 'Second slide’s main button: opens examples of our websites.',
  },
  'landing.hero.websites.secondary': {
    message: 'Get Quote',
    description: 'Second slide’s second button: sign up to ask for a price.',
  },
  'landing.hero.websites.trust': {
    message: '150+ websites delivered · 30 days of free revisions',
    description: 'Small line under the second slide’s buttons.',
  },
  'landing.phone.label': {
    message: "Illustration of the Bookwell app on a phone: a month calendar and today's appointments",
    description: 'Screen-reader description of the phone drawing in the hero.',
  },
  'landing.phone.today': { message: 'Today', description: 'Phone drawing: heading of today’s list.' },
  'landing.phone.bookings': {
    message: '{count, plural, one {# booking} other {# bookings}}',
    description: 'Phone drawing: how many bookings today.',
  },
  'landing.phone.confirmed': { message: 'confirmed', description: 'Phone drawing: an appointment’s status.' },
  'landing.phone.pending': { message: 'pending', description: 'Phone drawing: an appointment’s status.' },
  'landing.phone.haircut': { message: 'Haircut & Style', description: 'Phone drawing: a service.' },
  'landing.phone.massage': { message: 'Deep Tissue Massage', description: 'Phone drawing: a service.' },
  'landing.phone.training': { message: 'Personal Training', description: 'Phone drawing: a service.' },
  'landing.browser.label': {
    message: 'Illustration of a business website with online booking built in',
    description: 'Screen-reader description of the website drawing in the hero.',
  },
  'landing.browser.category': { message: 'Hair & Beauty', description: 'Website drawing: the salon’s kind.' },
  'landing.browser.title': { message: 'Your salon, online', description: 'Website drawing: its headline.' },
  'landing.browser.book': { message: 'Book now', description: 'Website drawing: its button.' },
  'landing.browser.cut': { message: 'Cut & style', description: 'Website drawing: a service.' },
  'landing.browser.colour': {
    message: 'Colour',
    description: 'Website drawing: a service (hair colouring).',
  },
  'landing.browser.treatments': { message: 'Treatments', description: 'Website drawing: a service.' },
} satisfies SourceCatalog;
