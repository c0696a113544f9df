// The owner's Payments page and a booking's payment section in English, the source language (docs/decisions/041):
// today's takings and visits, the list of payments and refunds, the daily close, a booking's balance and the 'Take
// payment' form, a catalog of their own loaded with their code. ICU MessageFormat with a note for translators; the
// English wording is a contract: change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });
const method = (message: string) =>
  m(message, 'A way of paying: in the method filter and select, on a payment’s badge, by today’s takings.');
const total = (message: string) => m(message, 'Figure title over the list: a total of the payments shown.');

export default {
  'page.title': m('Payments', 'Title of the page of the business’s payments and refunds.'),
  'page.intro': m(
    "What each visit was paid, the day's takings and the cash close. Amounts in your business's currency.",
    'Under the title of the Payments page.',
  ),
  'page.loading': m('Loading payments', 'Spinner while the page or the list loads, for screen readers.'),
  'page.loadFailed': m('Could not load your business.', 'When the business could not be loaded.'),
  'page.retry': m('Retry', 'Button after an error: load again.'),
  'page.noBusiness.title': m('Create your business first', 'Payments page of a user without a business yet.'),
  'page.noBusiness.text': m(
    'Payments are recorded against the visits your clients book.',
    'Payments page of a user without a business yet; a button to create it follows.',
  ),
  'page.noBusiness.action': m(
    'Create Your Business Profile',
    'Button to the form that creates the business.',
  ),

  'takings.title': m("Today's takings", 'Heading: what was taken today.'),
  'takings.intro': m(
    'Payments and tips taken today, less refunds, by method.',
    'Under the heading of today’s takings.',
  ),
  'takings.loading': m("Loading today's takings", 'Spinner for screen readers.'),
  'takings.loadFailed': m("Could not load today's takings.", 'Error in place of today’s takings.'),
  'takings.empty': m('Nothing taken yet today.', 'Today’s takings before the first payment of the day.'),
  'takings.byMethod': m("Today's takings by method", 'Name of today’s figures, for screen readers.'),
  'takings.total': m('Total', 'Figure title: all of today’s takings; the methods’ figures follow.'),

  'visits.title': m(
    "Today's visits",
    'Heading of today’s bookings; also the list’s name for screen readers.',
  ),
  'visits.intro': m(
    'Open a visit to see its balance and take its payment.',
    'Under the heading of today’s visits.',
  ),
  'visits.loading': m("Loading today's visits", 'Spinner for screen readers.'),
  'visits.loadFailed': m("Could not load today's visits.", 'Error in place of today’s visits.'),
  'visits.empty': m('No visits booked for today.', 'Today’s visits when there are none.'),
  'visits.takeFor': m(
    'for {name}',
    'For screen readers, after the “Take payment” button’s text: whose visit. {name}: the client’s name.',
  ),
  'visits.takeForVisit': m(
    'for this visit',
    'For screen readers, after the “Take payment” button’s text, when the visit has no client’s name.',
  ),

  'record.title': m('Record a payment', 'Heading of the form that records a payment without a booking.'),
  'record.intro': m(
    'A payment not tied to a booking (a product, a gift card sold).',
    'Under the heading of the form that records a payment without a booking.',
  ),

  'list.title': m('Payments and refunds', 'Heading of the list of payments with its filters.'),
  'list.label': m('Payments and refunds, newest first', 'Name of the list, for screen readers.'),
  'list.loadFailed': m('Could not load payments.', 'Error in place of the list.'),
  'list.empty.title': m('No payments in this selection', 'When no payment matches the filters.'),
  'list.empty.text': m(
    "Take a payment from a booking's details, or widen the period.",
    'When no payment matches the filters, under the title.',
  ),
  'list.pages': m('Payment pages', 'Name of the list’s page navigation, for screen readers.'),
  'list.newer': m('Newer', 'Button: the previous page of the list (newer payments).'),
  'list.older': m('Older', 'Button: the next page of the list (older payments).'),
  'list.page': m('Page {page} of {pages}', 'Between the page buttons. {page}: this page; {pages}: how many.'),
  'list.export': m('Export CSV', 'Button: downloads the payments shown as a spreadsheet (CSV file).'),
  'list.exportScope': m(
    'of this selection',
    'For screen readers, after “Export CSV”: the file holds the payments the filters select.',
  ),
  'list.noBooking': m('Payment without a booking', 'Title of a payment that names no client nor service.'),
  'list.tip': m('+ {amount} tip', 'Under a payment’s amount: its tip. {amount}: “$5.00”.'),
  'list.refunded': m('Refunded {amount}', 'On a payment: how much of it was given back. {amount}: “$10.00”.'),
  'list.note': m('“{note}”', 'A payment’s note or a refund’s reason, quoted. {note}: the owner’s words.'),

  'filters.label': m('Filter payments', 'Name of the filters’ form, for screen readers.'),
  'filters.from': m('From', 'Filter: the first day of the period.'),
  'filters.to': m('To', 'Filter: the last day of the period.'),
  'filters.method.all': m('All methods', 'Method filter: every way of paying.'),
  'filters.member': m('Team member', 'Filter: who took the payment.'),
  'filters.member.all': m('Everyone', 'Team member filter: the whole team.'),
  'filters.status': m('Status', 'Filter: payments, refunds or both.'),
  'filters.status.all': m('Payments and refunds', 'Status filter: both.'),
  'filters.status.payment': m('Payments', 'Status filter: payments only.'),
  'filters.status.refund': m('Refunds', 'Status filter: refunds only.'),

  'totals.label': m('Totals for the selection', 'Name of the totals over the list, for screen readers.'),
  'totals.payments': total('Payments'),
  'totals.tips': total('Tips'),
  'totals.refunds': total('Refunds'),
  'totals.discounts': total('Discounts'),
  'totals.net': total('Net'),

  'payment.kind.payment': m('Payment', 'Badge of a payment in the list.'),
  'payment.kind.refund': m(
    'Refund',
    'A refund (the noun): its badge in the list, its title when it names no client, its line in a booking’s payments.',
  ),
  'payment.method': m('Method', 'Label of the way of paying: a filter, and a field of the payment form.'),
  'payment.method.cash': method('Cash'),
  'payment.method.card': method('Card'),
  'payment.method.bank_transfer': method('Bank transfer'),
  'payment.method.gift_card': method('Gift card'),
  'payment.method.other': method('Other'),
  'payment.discount': m(
    'Discount {amount}',
    'On a payment, and under a booking’s balance. {amount}: “$5.00”.',
  ),
  'payment.take': m(
    'Take payment',
    'Button that opens the payment form of a visit (on today’s visits and in a booking’s details); the form’s name.',
  ),
  'payment.record': m(
    'Record payment',
    'Button that opens the form for a payment without a booking; the payment form’s save button.',
  ),

  'refund.open': m('Refund', 'Button (the verb) on a payment: opens the form that gives money back.'),
  'refund.openFor': m(
    'this payment of {amount}',
    'For screen readers, after the “Refund” button’s text. {amount}: the payment’s amount, “$45.00”.',
  ),
  'refund.form': m('Refund', 'Name of the refund form, for screen readers.'),
  'refund.amount': m(
    'Amount (at most {amount})',
    'Field of the refund form. {amount}: what is left to give back, “$40.00”.',
  ),
  'refund.reason': m('Reason', 'Field of the refund form: why the money is given back.'),
  'refund.submit': m('Record refund', 'The refund form’s save button.'),
  'refund.submitting': m('Refunding...', 'The refund form’s save button while it saves.'),

  'form.amount': m(
    'Amount ({currency})',
    'Field of the payment form. {currency}: the currency’s code, “USD”.',
  ),
  'form.tip': m('Tip ({currency})', 'Field of the payment form. {currency}: the currency’s code, “USD”.'),
  'form.discount': m(
    'Discount ({currency})',
    'Field of the payment form. {currency}: the currency’s code, “USD”.',
  ),
  'form.discountHint': m('Optional: taken off what is due', 'Hint of the discount field.'),
  'form.note': m('Note', 'Field of the payment form and of the daily close: the owner’s words.'),
  'form.optional': m('Optional', 'Hint of a field that may be left empty.'),
  'form.cancel': m('Cancel', 'Button: closes the payment or refund form without saving.'),
  'form.submitting': m('Recording...', 'The payment form’s save button while it saves.'),

  'close.title': m(
    'Daily close',
    'Heading of the day’s cash close (counting the drawer); also its form’s name for screen readers.',
  ),
  'close.intro': m(
    'Count the cash in the drawer; we compare it with the cash recorded that day.',
    'Under the heading of the daily close.',
  ),
  'close.day': m('Day', 'Field of the daily close: the day closed.'),
  'close.counted': m(
    'Cash counted ({currency})',
    'Field of the daily close: the cash found in the drawer. {currency}: the currency’s code, “USD”.',
  ),
  'close.submit': m('Close the day', 'The daily close’s button.'),
  'close.submitting': m('Closing...', 'The daily close’s button while it saves.'),
  'close.result': m(
    '{date}: counted {counted}, recorded {recorded}, difference {difference} ({outcome}).',
    'After closing a day. {date}: the day; {counted}, {recorded}, {difference}: amounts (“-$2.00”); {outcome}: “Balanced”, “$2.00 short” or “$2.00 over”.',
  ),
  'close.balanced': m('Balanced', 'A close whose cash counted is the cash recorded.'),
  'close.short': m(
    '{amount} short',
    'A close with less cash than recorded. {amount}: the difference, “$2.00”.',
  ),
  'close.over': m(
    '{amount} over',
    'A close with more cash than recorded. {amount}: the difference, “$2.00”.',
  ),
  'close.past': m('Past closes', 'Heading of the list of the days closed before.'),
  'close.pastLine': m(
    'Counted {counted} · recorded {recorded} · {outcome}',
    'A past close, after its day. {counted}, {recorded}: amounts; {outcome}: “Balanced”, “$2.00 short” or “$2.00 over”.',
  ),

  'balance.title': m('Balance', 'Heading of the payment section of a booking’s details.'),
  'balance.loading': m('Loading the balance', 'Spinner for screen readers.'),
  'balance.loadFailed': m('Could not load the balance.', 'Error in place of a booking’s balance.'),
  'balance.price': m('Price', 'A booking’s figure: its price.'),
  'balance.paid': m('Paid', 'A booking’s figure: what was paid, refunds taken off.'),
  'balance.due': m('Due', 'A booking’s figure: what is left to pay.'),
  'balance.tips': m('Tips {amount}', 'Under a booking’s figures: the tips paid. {amount}: “$5.00”.'),
  'balance.payments': m(
    'Payments for this booking',
    'Name of a booking’s list of payments, for screen readers.',
  ),
  'balance.withTip': m(
    '{amount} + {tip} tip',
    'A booking’s payment with a tip. {amount}: toward the price, “$45.00”; {tip}: “$5.00”.',
  ),

  'toast.paymentRecorded': m('Payment recorded', 'Toast after recording a payment.'),
  'toast.paymentFailed': m(
    'Could not record the payment',
    'Toast title when a payment was not saved; the server’s reason follows.',
  ),
  'toast.refundRecorded': m('Refund recorded', 'Toast after recording a refund.'),
  'toast.refundFailed': m(
    'Could not record the refund',
    'Toast title when a refund was not saved; the server’s reason follows.',
  ),
  'toast.dayClosed': m('Day closed', 'Toast after the daily close.'),
  'toast.closeFailed': m(
    'Could not close the day',
    'Toast title when the daily close was not saved; the server’s reason follows.',
  ),
} satisfies SourceCatalog;
