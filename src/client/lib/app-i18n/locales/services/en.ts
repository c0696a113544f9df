// The owner's Services page in English, the source language (docs/decisions/041): the services, their form and the
// resources section; a catalog of its own, loaded with the page's code rather than with the app's frame. ICU
// MessageFormat with a note for translators; the spec's English wording is a contract: change it only with the spec.
// The form's field messages are the shared schemas' and are found by their English text in the app's catalog.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });
const depositType = (message: string) =>
  m(
    message,
    'What a service asks the client to pay online when booking: a choice of the form, and on the card.',
  );

export default {
  'page.title': m('Services', 'Title of the page that lists the business’s services.'),
  'page.intro': m('What clients can book: prices, durations and photos.', 'Under the title.'),
  'page.list': m('Your services', 'Name of the list of services, for screen readers.'),
  'page.loading': m('Loading services', 'Placeholder cards while the services load, for screen readers.'),
  'page.loadFailed': m(
    'Could not load your services',
    'Title of the error when the services failed to load.',
  ),
  'page.retry': m('Try Again', 'Button after an error: load again.'),
  'page.empty.title': m('No services yet', 'Services page before the first service.'),
  'page.empty.text': m(
    'Add the services you offer so clients can book them from your booking page.',
    'Services page before the first service, under the title.',
  ),
  'page.empty.action': m('Add Your First Service', 'Button of the empty page: opens the service form.'),
  'page.noBusiness.title': m('Create your business first', 'Services page of a user without a business yet.'),
  'page.noBusiness.text': m(
    'Services belong to a business. Set up your business profile, then add what clients can book.',
    'Services page of a user without a business yet, under the title.',
  ),
  'page.noBusiness.action': m('Create Your Business Profile', 'Link to the form that creates the business.'),
  'service.add': m(
    'Add Service',
    'Button that opens the form for a new service; the form’s title and its button.',
  ),
  'service.edit': m('Edit Service', 'Title of the form that changes a service.'),
  'service.addText': m(
    'Add something clients can book: a photo, a price and how long it takes.',
    'Under the title of the form for a new service.',
  ),
  'service.editText': m(
    'Changes show on your booking page as soon as you save.',
    'Under the title of the form that changes a service.',
  ),
  'service.created': m('Service created', 'Toast title after adding a service.'),
  'service.createdText': m('Your service has been added successfully.', 'Toast text after adding a service.'),
  'service.createFailed': m(
    'Failed to create service',
    'Error toast text; the server’s reason may follow after a colon.',
  ),
  'service.updated': m('Service updated', 'Toast title after changing a service or showing it again.'),
  'service.updateFailed': m(
    'Failed to update service',
    'Error toast text; the server’s reason may follow after a colon.',
  ),
  'service.bookableAgain': m(
    '{name} is bookable again.',
    'Toast text after showing a hidden service again. {name}: the service.',
  ),
  'service.hidden': m(
    'Service hidden from booking',
    'Toast title when a service could not be deleted because upcoming bookings use it, and was hidden instead.',
  ),
  'service.deleted': m('Service deleted', 'Toast title after deleting a service.'),
  'service.deleteFailed': m(
    'Failed to delete service',
    'Error toast text; the server’s reason may follow after a colon.',
  ),
  'service.deleteTitle': m(
    'Delete service?',
    'Title of the question before deleting a service, while it closes (its name is gone).',
  ),
  'service.deleteText': m(
    'It disappears from your booking page. Past bookings keep their history; if upcoming bookings use it, it is hidden from booking instead.',
    'Text of the question before deleting a service.',
  ),
  'service.reorderFailed': m('Could not reorder services', 'Error toast title; the server’s reason follows.'),
  'card.hidden': m('Hidden from booking', 'Badge on a service clients cannot book any more.'),
  'card.deposit': m(
    '{type}: {amount} online',
    'On a service’s card. {type}: the kind of deposit (“Fixed deposit”); {amount}: a price (“$10.00”).',
  ),
  'card.class': m(
    'Class of {capacity}, up to {seats} a booking',
    'On a class’s card. {capacity}: seats in a session; {seats}: the most seats one booking may take.',
  ),
  'card.show': m('Show in booking', 'Button on a hidden service: clients can book it again.'),
  'card.showNamed': m('Show {name} in booking', 'The same button, for screen readers. {name}: the service.'),
  'card.moveUp': m('Move {name} up', 'Arrow button, for screen readers. {name}: the service.'),
  'card.moveDown': m('Move {name} down', 'Arrow button, for screen readers. {name}: the service.'),
  'item.edit': m('Edit {name}', 'Pencil button, for screen readers. {name}: a service or a resource.'),
  'item.delete': m('Delete {name}', 'Bin button, for screen readers. {name}: a service or a resource.'),
  'item.deleteTitle': m(
    'Delete {name}?',
    'Title of the question before deleting. {name}: a service or a resource.',
  ),
  'dialog.close': m('Close', 'The form’s close button (an ×), for screen readers.'),
  'dialog.cancel': m('Cancel', 'Button that closes a form or a question without doing anything.'),
  'dialog.delete': m('Delete', 'Button that confirms deleting.'),
  'dialog.deleting': m('Deleting...', 'The delete button while it works.'),
  'dialog.saving': m('Saving...', 'The save button while it works.'),
  'dialog.savingShort': m('Saving', 'Spinner in the save button, for screen readers.'),
  'dialog.saveChanges': m('Save Changes', 'Button that saves a changed service or resource.'),
  'toast.error': m('Error', 'Error toast title.'),
  'form.name': m('Service', 'Name of the service form, for screen readers.'),
  'form.photo': m('Photo', 'Label above the service’s photo.'),
  'form.photoUpload': m('Service photo', 'The photo upload, for screen readers and in its drop zone.'),
  'form.serviceName': m('Service name', 'Label of a field.'),
  'form.serviceNameExample': m('e.g. Classic Haircut', 'Placeholder of the name field.'),
  'form.description': m('Description (optional)', 'Label of a field.'),
  'form.descriptionExample': m('What is included, who it is for', 'Placeholder of the description field.'),
  'form.price': m('Price', 'Label of a field.'),
  'form.duration': m('Duration (minutes)', 'Label of a field.'),
  'form.active': m('Available for online booking', 'Label of a switch: clients can book the service.'),
  'form.activeHint': m('Hidden services stay in your records.', 'Under the switch.'),
  'deposit.label': m('Deposit', 'Label of the deposit choice.'),
  'deposit.type.none': depositType('No deposit'),
  'deposit.type.fixed': depositType('Fixed deposit'),
  'deposit.type.percentage': depositType('Percentage deposit'),
  'deposit.type.full': depositType('Full prepayment'),
  'deposit.hint': m(
    'Taken online through Stripe before the booking is confirmed.',
    'Under the deposit choice.',
  ),
  'deposit.amount': m('Deposit amount', 'Label of the field of a fixed deposit.'),
  'deposit.percentage': m('Deposit percentage', 'Label of the field of a percentage deposit.'),
  'deposit.notConfigured': m(
    'Stripe is not configured, so services cannot take deposits. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first.',
    'In place of the deposit fields while the server has no Stripe keys. Keep the two setting names as they are.',
  ),
  'class.label': m(
    'Class with seats',
    'Label of a switch: the service is a class that several clients book.',
  ),
  'class.hint': m(
    'Customers book seats in sessions you schedule on the Classes page.',
    'Under the switch. “Classes” is the page of that name.',
  ),
  'class.capacity': m('Class size (seats)', 'Label of a field: the seats of one session.'),
  'class.maxSeats': m('Seats per booking (most)', 'Label of a field: the most seats one booking may take.'),
  'resources.title': m('Resources', 'Heading of the section of rooms, chairs and equipment.'),
  'resources.intro': m(
    'Rooms, chairs and equipment your team shares. A time is offered only while each one a service needs is free.',
    'Under the heading.',
  ),
  'resources.add': m(
    'Add Resource',
    'Button that opens the form for a new resource; the form’s title and its button.',
  ),
  'resources.edit': m('Edit Resource', 'Title of the form that changes a resource.'),
  'resources.formText': m('A name your team knows it by, and how many there are.', 'Under the form’s title.'),
  'resources.loadFailed': m(
    'Failed to load resources',
    'Error when the resources failed to load; the server’s reason may follow after a colon.',
  ),
  'resources.empty': m('No resources yet.', 'The section before the first resource.'),
  'resources.list': m('Your resources', 'Name of the list of resources, for screen readers.'),
  'resources.available': m(
    '{count, plural, one {# available} other {# available}}',
    'Under a resource’s name: how many of it there are.',
  ),
  'resources.neededBy': m(
    ' · Needed by {services}',
    'After how many there are; starts with a space. {services}: the services’ names (“Massage, Facial”).',
  ),
  'resources.needed': m('Resources needed', 'Heading of the service form’s resource checkboxes.'),
  'resources.neededHint': m(
    'Each booking holds one of each for its whole time; times when none is free are not offered.',
    'Under that heading.',
  ),
  'resources.deleteTitle': m(
    'Delete resource?',
    'Title of the question before deleting a resource, while it closes (its name is gone).',
  ),
  'resources.deleteNeeded': m(
    '{services} will no longer need it. Bookings already made keep it.',
    'Text of the question before deleting a resource. {services}: the names of the services that need it.',
  ),
  'resources.deleteUnneeded': m(
    'No service needs it. Bookings already made keep it.',
    'Text of the question before deleting a resource no service needs.',
  ),
  'resources.deleted': m('Resource deleted', 'Toast title.'),
  'resources.deleteFailed': m(
    'Failed to delete resource',
    'Error toast text; the server’s reason may follow after a colon.',
  ),
  'resources.added': m('Resource added', 'Toast title.'),
  'resources.updated': m('Resource updated', 'Toast title.'),
  'resources.saveFailed': m(
    'Failed to save resource',
    'Error toast text; the server’s reason may follow after a colon.',
  ),
  'resources.form': m('Resource', 'Name of the resource form, for screen readers.'),
  'resources.name': m('Resource name', 'Label of a field.'),
  'resources.nameExample': m('e.g. Treatment room', 'Placeholder of the name field.'),
  'resources.quantity': m('Quantity', 'Label of a field: how many of the resource there are.'),
} satisfies SourceCatalog;
