// Creating the business after sign-up (/register-business) in English, the source language (docs/decisions/041): the
// page, its form, its toasts and the business types it offers. A catalog of its own, loaded with the page's code. ICU
// MessageFormat with a note for translators; the English wording is a contract: change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });
const type = (message: string) => m(message, 'A business type in the form’s list.');

export default {
  'page.loading': m('Loading your business', 'Spinner, for screen readers.'),
  'page.back': m('Back to Dashboard', 'Link back to the dashboard, above the title.'),
  'page.title': m('Create Business Profile', 'Title of the page that creates the business after sign-up.'),
  'page.intro': m(
    'Set up your business so clients can find you and book online. You can change all of this later in Settings.',
    'Under the title.',
  ),
  'page.loggedOut': m(
    'Unauthorized - You are logged out. Logging in again...',
    'Notice when the session ended while creating the business; the sign-in page follows at once.',
  ),
  'page.details.title': m('Business details', 'Heading of the form’s card.'),
  'page.details.text': m('Shown on your public booking page.', 'Under “Business details”.'),
  'toast.created.title': m('Success!', 'Toast title after the business was created.'),
  'toast.created.text': m(
    'Your business has been created successfully.',
    'Toast text after the business was created.',
  ),
  'toast.failed.title': m('Error', 'Toast title when the business could not be created.'),
  'toast.failed.text': m(
    'Failed to create business. Please try again.',
    'Toast text when the business could not be created and the server said nothing more.',
  ),
  'form.label': m('Create business', 'Name of the form, for screen readers.'),
  'form.name': m('Business name', 'Form field.'),
  'form.namePlaceholder': m('e.g. Sharp Cuts', 'Example in the empty name field: a barber shop’s name.'),
  'form.type': m('Business type', 'Form field: a list of kinds of business.'),
  'form.typePlaceholder': m('Choose a type', 'The business type list before a choice.'),
  'form.type.barber': type('Barber Shop'),
  'form.type.salon': type('Hair Salon'),
  'form.type.spa': type('Spa & Wellness'),
  'form.type.fitness': type('Fitness Studio'),
  'form.type.medical': type('Medical & Healthcare'),
  'form.type.beauty': type('Beauty'),
  'form.type.consulting': type('Consulting'),
  'form.type.other': type('Other'),
  'form.phone': m('Phone', 'Form field: the business’s phone number.'),
  'form.email': m('Email', 'Form field: the business’s email address.'),
  'form.emailPlaceholder': m(
    'hello@yourbusiness.com',
    'Example in the empty email field; an address of the language.',
  ),
  'form.address': m('Address', 'Form field: the business’s street address.'),
  'form.addressPlaceholder': m(
    '123 Main St, Springfield',
    'Example in the empty address field, as the country writes one.',
  ),
  'form.description': m('Description (optional)', 'Form field.'),
  'form.descriptionHint': m(
    'A sentence or two your clients will see on your booking page.',
    'Under the description field.',
  ),
  'form.descriptionPlaceholder': m(
    'What you offer and what makes you different',
    'Placeholder of the empty description field.',
  ),
  'form.cancel': m('Cancel', 'Button: leave the form for the dashboard.'),
  'form.submit': m('Create Business', 'Button that creates the business.'),
  'form.pending': m('Creating...', 'The create button while it works.'),
  'form.spinner': m('Creating business', 'Spinner in the create button, for screen readers.'),
} satisfies SourceCatalog;
