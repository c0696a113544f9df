// The owner's Website Builder in English, the source language (docs/decisions/041): a catalog of its own, loaded with
// the page's code. ICU MessageFormat with a note for translators; the English wording is a contract: change it only
// with the spec. The templates' names, descriptions and features are the server's data.
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
