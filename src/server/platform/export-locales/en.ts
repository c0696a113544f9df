// The words of the CSV exports in English, the source language (issue 28, docs/decisions/048): the header rows and
// the cells that are words (a status, yes or no, a payment's kind and method, a report's period) of the client list,
// the four period reports and the payments. Plain words without values: English is shown as written here, byte for
// byte what the exports always said; a unit is added after a word by the code ('Revenue (USD)'). Numbers and dates
// stay machine-readable in every language, so these are the only words a spreadsheet shows translated.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });
const column = (what: string) => `A column heading of the CSV export of ${what}.`;
const clients = column('the client list');
const payments = column('the payments');
const report = 'In the CSV export of the Analytics reports.';

export default {
  yes: m(
    'yes',
    'A cell of a CSV export: the answer is yes (a client agreed to marketing, a service is archived).',
  ),
  no: m('no', 'A cell of a CSV export: the answer is no. Lower case, like “yes”.'),

  'clients.firstName': m('First name', clients),
  'clients.lastName': m('Last name', clients),
  'clients.phone': m('Phone', clients),
  'clients.email': m('Email', clients),
  'clients.dateOfBirth': m('Date of birth', clients),
  'clients.tags': m('Tags', `${clients} The owner’s labels for a client (“vip; regular”).`),
  'clients.marketingConsent': m(
    'Marketing consent',
    `${clients} Whether the client agreed to receive marketing: yes or no.`,
  ),
  'clients.status': m('Status', `${clients} Active or inactive.`),
  'clients.bookings': m('Bookings', `${clients} How many bookings the client has made.`),
  'clients.lastVisit': m('Last visit', clients),
  'clients.nextVisit': m('Next visit', clients),
  'clients.totalSpent': m(
    'Total spent',
    `${clients} What the client has paid in all; the code adds the currency (“Total spent (USD)”).`,
  ),
  'clients.noShows': m('No-shows', `${clients} How many times the client did not come to a booking.`),
  'clients.since': m('Client since', `${clients} The date the client was added.`),
  'clients.notes': m('Notes', `${clients} The owner’s notes about the client.`),
  'clients.status.active': m(
    'active',
    'A client’s status in the CSV export: they visited lately or have a booking to come. English keeps the status’s code (lower case), which spreadsheets built on the export read; other languages say it in words.',
  ),
  'clients.status.inactive': m(
    'inactive',
    'A client’s status in the CSV export: no recent visit and nothing booked (English: its code).',
  ),

  'payments.date': m('Date', `${payments} When the payment was taken (date and time).`),
  'payments.type': m('Type', `${payments} Payment or refund.`),
  'payments.method': m('Method', `${payments} Cash, card, bank transfer, gift card or other.`),
  'payments.amount': m('Amount', payments),
  'payments.tip': m('Tip', payments),
  'payments.discount': m('Discount', payments),
  'payments.currency': m('Currency', `${payments} A currency code (USD, EUR).`),
  'payments.client': m('Client', payments),
  'payments.service': m('Service', payments),
  'payments.teamMember': m('Team member', `${payments} Who did the service.`),
  'payments.note': m('Note', payments),
  'payments.id': m('Payment ID', `${payments} The payment’s reference in Bookwell.`),
  'payments.refundOf': m(
    'Refund of',
    `${payments} For a refund: the reference of the payment it gives back.`,
  ),
  'payments.bookingId': m('Booking ID', `${payments} The booking’s reference in Bookwell.`),
  'payments.kind.payment': m('Payment', 'The “Type” cell of money taken.'),
  'payments.kind.refund': m('Refund', 'The “Type” cell of money given back.'),
  'payments.method.cash': m(
    'cash',
    'The “Method” cell: cash. English keeps the method’s code (cash, card, bank_transfer, gift_card, other), which spreadsheets built on the export read; other languages say it in words.',
  ),
  'payments.method.card': m('card', 'The “Method” cell: a payment card.'),
  'payments.method.bank_transfer': m(
    'bank_transfer',
    'The “Method” cell: a bank transfer (English: its code).',
  ),
  'payments.method.gift_card': m('gift_card', 'The “Method” cell: a gift card (English: its code).'),
  'payments.method.other': m('other', 'The “Method” cell: any other way of paying.'),

  'report.overview': m('Overview', `${report} The first cell: which report this is (the Overview tab).`),
  'report.revenue': m('Revenue', `${report} The Revenue tab’s title, and a row or column of money earned.`),
  'report.services': m('Services', `${report} The first cell: which report this is (the Services tab).`),
  'report.clients': m('Clients', `${report} The first cell: which report this is (the Clients tab).`),
  'report.period.7d': m('Last 7 days', `${report} The period the report covers.`),
  'report.period.30d': m('Last 30 days', `${report} The period the report covers.`),
  'report.period.90d': m('Last 3 months', `${report} The period the report covers.`),
  'report.period.1y': m('Last year', `${report} The period the report covers: the last twelve months.`),
  'report.from': m('From', `${report} The period’s first date follows.`),
  'report.to': m('To', `${report} The period’s last date follows.`),
  'report.previousFrom': m('Previous from', `${report} The first date of the period compared with.`),
  'report.previousTo': m('Previous to', `${report} The last date of the period compared with.`),
  'report.metric': m('Metric', `${report} Heading of the column of figures’ names.`),
  'report.thisPeriod': m('This period', `${report} Heading: the figure for the period chosen.`),
  'report.previousPeriod': m('Previous period', `${report} Heading: the figure for the period before.`),
  'report.change': m('Change %', `${report} Heading: the change from the previous period, in per cent.`),
  'report.bookings': m('Bookings', `${report} A figure: how many bookings.`),
  'report.newClients': m('New clients', `${report} A figure: clients who came for the first time.`),
  'report.averageBookingValue': m(
    'Average booking value',
    `${report} A figure of money; the code adds the currency (“Average booking value (USD)”).`,
  ),
  'report.cancellationRate': m('Cancellation rate %', `${report} A figure: bookings cancelled, in per cent.`),
  'report.noShowRate': m(
    'No-show rate %',
    `${report} A figure: bookings whose client did not come, in per cent.`,
  ),
  'report.date': m('Date', `${report} Heading of the column of days of the period.`),
  'report.weekStarting': m(
    'Week starting',
    `${report} Heading of the column of weeks, each by its first day.`,
  ),
  'report.service': m('Service', `${report} Heading of the column of services.`),
  'report.staffMember': m('Staff member', `${report} Heading of the column of team members.`),
  'report.share': m('Share %', `${report} Heading: the part of all revenue, in per cent.`),
  'report.dayOfWeek': m('Day of week', `${report} Heading of the column of weekdays (Monday to Sunday).`),
  'report.goal': m('Goal', `${report} Heading of the column of revenue goals.`),
  'report.target': m('Target', `${report} Heading: the goal’s amount; the code adds the currency.`),
  'report.value': m('Value', `${report} Heading: the amount reached; the code adds the currency.`),
  'report.progress': m('Progress %', `${report} Heading: how far the goal is reached, in per cent.`),
  'report.monthly': m('Monthly', `${report} The month’s revenue goal.`),
  'report.quarterly': m('Quarterly', `${report} The quarter’s revenue goal.`),
  'report.archived': m('Archived', `${report} Heading: whether a service is archived (yes or no).`),
  'report.allBookings': m('All bookings', `${report} Heading: bookings of every status, cancelled ones too.`),
  'report.averagePrice': m('Average price', `${report} Heading of money; the code adds the currency.`),
  'report.activeClients': m('Active clients', `${report} A figure: clients who visited in the period.`),
  'report.returningClients': m('Returning clients', `${report} A figure: clients who came again.`),
  'report.retention': m(
    'Retention %',
    `${report} Heading: the clients of the previous period who came back, in per cent.`,
  ),
  'report.cameBack': m('Came back', `${report} Heading: how many clients of the previous period came back.`),
  'report.previousClients': m(
    'Clients in previous period',
    `${report} Heading: how many clients the previous period had.`,
  ),
  'report.topClient': m('Top client', `${report} Heading of the column of the clients who spent most.`),
  'report.visits': m('Visits', `${report} Heading: how many visits.`),
} satisfies SourceCatalog;
