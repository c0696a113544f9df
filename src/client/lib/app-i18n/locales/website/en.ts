// The owner's Website Builder in English, the source language (docs/decisions/041): a catalog of its own, loaded with
// the page's code. ICU MessageFormat with a note for translators; the English wording is a contract: change it only
// with the spec. The shipped templates' words (`templates.shipped.*`) are held to
// shared/domain/website-templates.ts by website-format.test.ts.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'page.title': m('Website Builder', 'Title of the page where the owner orders a website from the team.'),
  'page.description': m(
    'A professional website for {business}, designed and built by our team for {price}.',
    'Under the title. {business}: the business’s name; {price}: the fixed price, like $1,999.',
  ),
  'page.loadFailed': m(
    'Unable to Load Website Builder',
    'Full-page error when the page’s data failed to load.',
  ),
  'page.loading': m('Loading website builder', 'Spinner, for screen readers.'),
  'page.loadingText': m('Loading website builder...', 'Under the spinner while the page loads.'),
  'page.noBusiness.text': m(
    'Create your business profile first: your website is built around your booking page.',
    'Shown to a user without a business yet.',
  ),
  'page.noBusiness.action': m('Create Your Business Profile', 'Link to the form that creates the business.'),
  'project.start': m(
    'Start Your Website Project',
    'Button that opens the order form, and the title of that form’s dialog.',
  ),
  'project.fromTemplate': m(
    'Start from the {template} template.',
    'Filled into the Requirements field when the owner picks a template. {template}: its name.',
  ),
  'demo.title': m(
    'Live demo: your booking page',
    'Heading of the card that shows the booking page in a frame.',
  ),
  'demo.text': m(
    "This is {business}'s booking page as clients see it. Your new website puts it one click away.",
    'Under the live demo’s heading. {business}: the business’s name.',
  ),
  'demo.open': m('Open in a new tab', 'Link that opens the booking page in a new tab.'),
  'demo.frame': m(
    "Live preview of {business}'s booking page",
    'Name of the frame showing the booking page, for screen readers.',
  ),
  'projects.title': m('Your Projects', 'Heading of the list of the owner’s website orders.'),
  'projects.empty': m('No website projects yet.', 'The list of website orders before the first one.'),
  'projects.details': m(
    '{type} · {price} · Requested {date}',
    'Under an order’s title. {type}: the kind of business; {price}: like $1,999; {date}: like Nov 20, 2026.',
  ),
  'projects.view': m('View Website', 'Link to a finished website.'),
  'projects.newTab': m(
    ' (opens in a new tab)',
    'After “View Website”, for screen readers; starts with a space.',
  ),
  'status.pending': m('pending', 'An order’s status chip: not started yet. Lower case, like the others.'),
  'status.in_progress': m('in progress', 'An order’s status chip: the team is building it.'),
  'status.completed': m('completed', 'An order’s status chip: the website is live.'),
  'status.failed': m('failed', 'An order’s status chip: the project could not be finished.'),
  'type.food': m('Food & Beverage', 'A kind of business a website is made for.'),
  'type.ecommerce': m('E-commerce', 'A kind of business a website is made for: online shops.'),
  'type.professional': m('Professional Services', 'A kind of business a website is made for.'),
  'type.creative': m('Creative', 'A kind of business a website is made for.'),
  'type.realEstate': m('Real Estate', 'A kind of business a website is made for.'),
  'type.healthcare': m('Healthcare', 'A kind of business a website is made for.'),
  'type.other': m('Other', 'A kind of business a website is made for: none of the others.'),
  'templates.title': m('Portfolio', 'Heading of the templates the team builds websites from.'),
  'templates.intro': m(
    'Industry templates our team builds your website from. Pick one to start.',
    'Under the Portfolio heading.',
  ),
  'templates.none': m('No templates are available right now.', 'Portfolio without any template.'),
  'templates.preview': m(
    '{template} template preview',
    'A template’s picture, for screen readers. {template}: its name.',
  ),
  'templates.includes': m('Includes', 'Heading of what a template includes, for screen readers.'),
  'templates.start': m('Start with {template}', 'Button under a template. {template}: its name.'),
  'templates.shipped.bistro.name': m('Bistro', 'A website template’s name (the industry it is made for).'),
  'templates.shipped.bistro.description': m(
    'For restaurants, cafés and bars: menus up front and tables reserved online.',
    'What the Bistro template is for, under its name.',
  ),
  'templates.shipped.bistro.feature1': m('Menu pages with prices', 'One thing the Bistro template includes.'),
  'templates.shipped.bistro.feature2': m('Table reservations', 'One thing the Bistro template includes.'),
  'templates.shipped.bistro.feature3': m('Opening hours and map', 'One thing the Bistro template includes.'),
  'templates.shipped.bistro.feature4': m('Photo gallery', 'One thing the Bistro template includes.'),
  'templates.shipped.storefront.name': m(
    'Storefront',
    'A website template’s name (the industry it is made for).',
  ),
  'templates.shipped.storefront.description': m(
    'For shops that sell products beside their appointments.',
    'What the Storefront template is for, under its name.',
  ),
  'templates.shipped.storefront.feature1': m(
    'Product catalogue',
    'One thing the Storefront template includes.',
  ),
  'templates.shipped.storefront.feature2': m(
    'Secure checkout',
    'One thing the Storefront template includes.',
  ),
  'templates.shipped.storefront.feature3': m(
    'Click and collect',
    'One thing the Storefront template includes.',
  ),
  'templates.shipped.storefront.feature4': m(
    'Appointment booking',
    'One thing the Storefront template includes.',
  ),
  'templates.shipped.consultant.name': m(
    'Consultant',
    'A website template’s name (the industry it is made for).',
  ),
  'templates.shipped.consultant.description': m(
    'For consultants, accountants and coaches who sell their time.',
    'What the Consultant template is for, under its name.',
  ),
  'templates.shipped.consultant.feature1': m(
    'Service packages',
    'One thing the Consultant template includes.',
  ),
  'templates.shipped.consultant.feature2': m(
    'Consultation booking',
    'One thing the Consultant template includes.',
  ),
  'templates.shipped.consultant.feature3': m('Testimonials', 'One thing the Consultant template includes.'),
  'templates.shipped.consultant.feature4': m('Contact form', 'One thing the Consultant template includes.'),
  'templates.shipped.studio.name': m('Studio', 'A website template’s name (the industry it is made for).'),
  'templates.shipped.studio.description': m(
    'For photographers, designers and artists: the work first.',
    'What the Studio template is for, under its name.',
  ),
  'templates.shipped.studio.feature1': m('Full-screen galleries', 'One thing the Studio template includes.'),
  'templates.shipped.studio.feature2': m('Session packages', 'One thing the Studio template includes.'),
  'templates.shipped.studio.feature3': m('Deposits paid online', 'One thing the Studio template includes.'),
  'templates.shipped.studio.feature4': m('Client proofing page', 'One thing the Studio template includes.'),
  'templates.shipped.agency.name': m('Agency', 'A website template’s name (the industry it is made for).'),
  'templates.shipped.agency.description': m(
    'For estate agents: listings that turn into viewing appointments.',
    'What the Agency template is for, under its name.',
  ),
  'templates.shipped.agency.feature1': m('Property listings', 'One thing the Agency template includes.'),
  'templates.shipped.agency.feature2': m('Viewing appointments', 'One thing the Agency template includes.'),
  'templates.shipped.agency.feature3': m('Lead capture forms', 'One thing the Agency template includes.'),
  'templates.shipped.agency.feature4': m('Area guides', 'One thing the Agency template includes.'),
  'templates.shipped.clinic.name': m('Clinic', 'A website template’s name (the industry it is made for).'),
  'templates.shipped.clinic.description': m(
    'For clinics and practitioners: calm, accessible pages and easy booking.',
    'What the Clinic template is for, under its name.',
  ),
  'templates.shipped.clinic.feature1': m('Practitioner profiles', 'One thing the Clinic template includes.'),
  'templates.shipped.clinic.feature2': m('Patient booking', 'One thing the Clinic template includes.'),
  'templates.shipped.clinic.feature3': m('Appointment reminders', 'One thing the Clinic template includes.'),
  'templates.shipped.clinic.feature4': m('Accessible, fast pages', 'One thing the Clinic template includes.'),
  'dialog.intro': m(
    'Tell us about the website you need. {price} one-time: 50% upfront, 50% on completion, delivered in 7–14 days with 30 days of free revisions.',
    'Under the order form’s title. {price}: the fixed price, like $1,999.',
  ),
  'dialog.form': m('Start your website project', 'Name of the order form, for screen readers.'),
  'dialog.close': m('Close', 'The dialog’s × button, for screen readers.'),
  'form.title': m('Project title', 'Order form field.'),
  'form.titlePlaceholder': m('e.g. New website for my salon', 'Example in the Project title field.'),
  'form.type': m('Business type', 'Order form field: a list of kinds of business.'),
  'form.typePlaceholder': m('Choose a business type', 'The Business type list before a choice.'),
  'form.description': m('Description', 'Order form field.'),
  'form.descriptionPlaceholder': m(
    'What does your business do, and who is the website for?',
    'Hint in the Description field.',
  ),
  'form.requirements': m('Requirements', 'Order form field: what the site must have.'),
  'form.requirementsPlaceholder': m(
    'Pages, features and anything else the site must have',
    'Hint in the Requirements field.',
  ),
  'form.price': m('Price:', 'Before the fixed price in the order form; followed by the price in bold.'),
  'form.fixed': m('(fixed)', 'After the price in the order form: it cannot be changed.'),
  'form.required': m('Required', 'Under an empty field the order form needs.'),
  'form.cancel': m('Cancel', 'Button: close the order form without ordering.'),
  'form.create': m('Create Project', 'Button: send the order.'),
  'form.creating': m('Creating...', 'The send button while the order is being sent.'),
  'toast.missing.title': m('Missing Information', 'Error notice title when a required field is empty.'),
  'toast.missing.text': m(
    'Please fill in all required fields.',
    'Error notice when a required field is empty.',
  ),
  'toast.created.title': m('Project Created!', 'Notice title after the order was sent.'),
  'toast.created.text': m(
    'Your website project is pending. Its status shows here as our team works on it.',
    'Notice after the order was sent.',
  ),
  'toast.failed.title': m('Error', 'Error notice title when the order could not be sent.'),
  'toast.failed.text': m(
    'Failed to create project. Please try again.',
    'Error notice when the order failed.',
  ),
} satisfies SourceCatalog;
