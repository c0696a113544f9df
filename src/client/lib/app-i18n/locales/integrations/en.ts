// The owner's Integrations page in English, the source language (docs/decisions/041): the page, its cards (the
// catalogue's descriptions and features from shared/domain/integrations.ts, by id), the calendar, webhook and
// request dialogs and the connection toasts. Product names are never in a message: they stay as they are.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'page.title': m(
    'Integrations',
    'Title of the page that lists the tools Bookwell connects to; the list’s name.',
  ),
  'page.description': m(
    'Connect Bookwell to the tools you already use. 30+ integrations for payments, calendars, marketing and more.',
    'Under the title. Bookwell is the product’s name.',
  ),
  'page.request': m(
    'Request Integration',
    'Button and dialog title: ask for an integration that is not listed.',
  ),
  'page.search': m('Search integrations', 'Search box’s name, for screen readers.'),
  'page.searchPlaceholder': m('Search integrations...', 'Placeholder of the search box.'),
  'page.categories': m('Category', 'Name of the row of category chips, for screen readers.'),
  'page.all': m('All', 'First category chip: every integration.'),
  'page.category.payments': m('Payments', 'Category chip.'),
  'page.category.marketing': m('Marketing', 'Category chip.'),
  'page.category.communication': m('Communication', 'Category chip.'),
  'page.category.calendar': m('Calendar', 'Category chip.'),
  'page.category.meetings': m('Meetings', 'Category chip: video meetings.'),
  'page.category.analytics': m('Analytics', 'Category chip.'),
  'page.category.social': m('Social', 'Category chip: social networks.'),
  'page.category.accounting': m('Accounting', 'Category chip.'),
  'page.category.reviews': m('Reviews', 'Category chip: online review sites.'),
  'page.category.automation': m('Automation', 'Category chip: tools like Zapier.'),
  'page.category.ecommerce': m('E-commerce', 'Category chip: online shops.'),
  'page.category.industry': m('Industry', 'Category chip: other booking software for salons and studios.'),
  'page.loading': m(
    'Loading integrations',
    'Name of the placeholder cards while loading, for screen readers.',
  ),
  'page.loadFailed': m('Could not load your integrations.', 'Error when the list failed to load.'),
  'page.empty.title': m('No integrations found', 'When no card matches the search and category.'),
  'page.empty.text': m(
    'Try another search or category, or request the integration you need.',
    'Under “No integrations found”.',
  ),
  'page.clearFilters': m(
    'Clear Filters',
    'Button under “No integrations found”: empty the search, show all.',
  ),
  'card.comingSoon': m('Coming Soon', 'Badge and disabled button of an integration not available yet.'),
  'card.popular': m('Popular', 'Badge of a popular integration.'),
  'card.connected': m('Connected', 'Badge of a connected integration.'),
  'card.connect': m('Connect', 'Button of a card; screen readers hear the integration’s name after it.'),
  'card.manage': m(
    'Manage',
    'Button of a connected card that opens its settings; the name follows for screen readers.',
  ),
  'card.disconnect': m('Disconnect', 'Button of a connected card; the name follows for screen readers.'),
  'card.features': m(
    '{name} features',
    'Name of a card’s list of features, for screen readers. {name}: “Zapier”.',
  ),
  'card.note.calendar': m(
    'Connected — subscribe to your calendar address to see your appointments there.',
    'Under a connected calendar card (Google Calendar, Outlook, Apple Calendar).',
  ),
  'card.note.webhook': m(
    'Connected — booking and payment events are posted to your webhook.',
    'Under a connected webhook card (Zapier, IFTTT, Slack, Teams).',
  ),
  'card.note.stripe': m(
    'Connected — set a deposit or prepayment per service in Services.',
    'Under the connected Stripe card. “Services” is the page’s name in the menu.',
  ),
  'card.note.stripeOff': m(
    'Connected — Stripe is not configured on this server yet, so deposits are off.',
    'Under the connected Stripe card when the server has no Stripe keys.',
  ),
  'card.note.stored': m(
    'Connected — we will sync when this integration is available',
    'Under another connected card: the connection is only remembered for now.',
  ),
  'dialog.connect': m(
    'Connect {name}',
    'Title and button of a dialog that connects an integration. {name}: “Zapier”.',
  ),
  'calendar.description': m(
    'Subscribe to your calendar address in {name} to see every appointment there. Anyone with the address sees your appointments: keep it to yourself.',
    'Calendar dialog, under the title. {name}: “Google Calendar”.',
  ),
  'calendar.loading': m('Loading your calendar address', 'Spinner, for screen readers.'),
  'calendar.address': m('Calendar subscription address', 'Name of the shown address, for screen readers.'),
  'calendar.copyWhat': m(
    'the calendar subscription address',
    'Said by screen readers after “Copy”: what the button copies.',
  ),
  'calendar.make': m('Make my calendar address', 'Button when the business has no calendar address yet.'),
  'calendar.step.googlecalendar.1': m(
    'Open Google Calendar on a computer (calendar.google.com).',
    'Google Calendar, step 1. Use the names Google shows in your language’s version where you know them.',
  ),
  'calendar.step.googlecalendar.2': m(
    "Next to 'Other calendars', click + and choose 'From URL'.",
    'Google Calendar, step 2: quoted texts are Google’s menu items.',
  ),
  'calendar.step.googlecalendar.3': m(
    "Paste the address and click 'Add calendar'. Google refreshes it every few hours.",
    'Google Calendar, step 3.',
  ),
  'calendar.step.outlook.1': m('Open Outlook on the web and go to Calendar.', 'Outlook, step 1.'),
  'calendar.step.outlook.2': m(
    "Choose 'Add calendar', then 'Subscribe from web'.",
    'Outlook, step 2: quoted texts are Outlook’s menu items.',
  ),
  'calendar.step.outlook.3': m(
    "Paste the address, give the calendar a name and click 'Import'.",
    'Outlook, step 3.',
  ),
  'calendar.step.applecalendar.1': m(
    "On a Mac, open Calendar and choose File → 'New Calendar Subscription…' (on iPhone: Settings → Calendar → Accounts → Add Account → Other → 'Add Subscribed Calendar').",
    'Apple Calendar, step 1: the names are Apple’s menu items.',
  ),
  'calendar.step.applecalendar.2': m('Paste the address and continue.', 'Apple Calendar, step 2.'),
  'calendar.step.applecalendar.3': m(
    "Set 'Auto-refresh' to every 15 minutes and click OK.",
    'Apple Calendar, step 3.',
  ),
  'calendar.done': m('Done', 'Button that closes the dialog of a connected calendar.'),
  'webhook.description': m(
    'Bookwell posts booking created, rescheduled, cancelled and completed and payment recorded events to your webhook as JSON, signed in the {header} header.',
    'Webhook dialog, under the title. {header}: “X-Bookwell-Signature”.',
  ),
  'webhook.url': m('Webhook URL', 'Field: the address the owner’s tool gives them.'),
  'webhook.newUrl': m('New webhook URL', 'The same field once connected: a new address.'),
  'webhook.where.zapier': m(
    "In Zapier, start a Zap with 'Webhooks by Zapier' → 'Catch Hook' and copy its URL.",
    'Hint under the field: quoted texts are Zapier’s names.',
  ),
  'webhook.where.ifttt': m(
    "In IFTTT, use the 'Webhooks' service's 'Receive a web request with a JSON payload' trigger and copy its URL.",
    'Hint under the field: quoted texts are IFTTT’s names.',
  ),
  'webhook.where.slack': m(
    "In Slack, add an 'Incoming Webhooks' app (or a Workflow webhook) to a channel and copy its URL.",
    'Hint under the field: quoted texts are Slack’s names.',
  ),
  'webhook.where.microsoft-teams': m(
    "In Teams, add a 'Workflows' webhook to a channel and copy its URL.",
    'Hint under the field: quoted texts are Microsoft Teams’ names.',
  ),
  'webhook.changeUrl': m('Change URL', 'Button of a connected webhook: save the new address.'),
  'webhook.loading': m('Loading the webhook', 'Spinner, for screen readers.'),
  'webhook.testSent': m('Test event sent', 'Toast title.'),
  'webhook.testSentText': m('It appears in the delivery log below.', 'Toast text under “Test event sent”.'),
  'webhook.testFailed': m('Failed to send the test event.', 'Toast text when the test event failed.'),
  'webhook.postingTo': m('Posting to', 'Label of the address events are posted to.'),
  'webhook.secret': m('Signing secret', 'Label of the secret the events are signed with.'),
  'webhook.secretWhat': m('the signing secret', 'Said by screen readers after “Copy”.'),
  'webhook.signature': m(
    '{header} is t=<unix time>,v1=<hex HMAC-SHA256 of "<t>.<body>" with this secret>.',
    'How the signature header is made, for developers. {header}: “X-Bookwell-Signature”; keep t=, v1=, <t> and <body>.',
  ),
  'webhook.log': m('Delivery log', 'Heading of the last attempts to post events.'),
  'webhook.sendTest': m('Send test event', 'Button: post a test event now.'),
  'webhook.noDeliveries': m('No deliveries yet. Send a test event to try it.', 'Delivery log while empty.'),
  'webhook.caption': m(
    'The last 50 delivery attempts, newest first',
    'The table’s caption, for screen readers.',
  ),
  'webhook.time': m('Time', 'Column: when the event was posted.'),
  'webhook.event': m('Event', 'Column: which event (booking.created…, a code).'),
  'webhook.status': m('Status', 'Column: the HTTP status the webhook answered.'),
  'webhook.duration': m('Duration', 'Column: how long the post took.'),
  'webhook.error': m('Error', 'Column: why it failed.'),
  'webhook.ms': m('{ms} ms', 'A duration in milliseconds. {ms}: a number.'),
  'webhook.at': m(
    '{day} at {time}',
    'When an event was posted. {day}: “Tue, Jun 9, 2026”; {time}: “9:30 AM”.',
  ),
  'dialog.close': m('Close', 'The dialogs’ × button, for screen readers.'),
  'copy.copy': m(
    'Copy',
    'Button that copies an address or the secret; what it copies follows for screen readers.',
  ),
  'copy.copied': m('Copied', 'The copy button for two seconds after copying.'),
  'toast.error': m('Error', 'Toast title when something failed.'),
  'toast.connected': m('Integration connected', 'Toast title.'),
  'toast.connectedText': m('{name} is now connected.', 'Toast text. {name}: “Mailchimp”.'),
  'toast.disconnected': m('Integration disconnected', 'Toast title.'),
  'toast.disconnectedText': m('{name} has been disconnected.', 'Toast text. {name}: “Mailchimp”.'),
  'toast.connectFailedTitle': m('Connection failed', 'Toast title.'),
  'toast.disconnectFailedTitle': m('Disconnection failed', 'Toast title.'),
  'toast.connectFailed': m('Failed to connect the integration.', 'Toast text; also under the webhook field.'),
  'toast.disconnectFailed': m('Failed to disconnect the integration.', 'Toast text.'),
  'request.description': m(
    'Tell us which tool you would like Bookwell to work with.',
    'Request dialog, under the title.',
  ),
  'request.name': m('Integration name', 'Field: the tool the owner would like.'),
  'request.note': m('What would you use it for? (optional)', 'Field: why they need it.'),
  'request.send': m('Send Request', 'The request dialog’s button.'),
  'request.thanks': m('Thank you for your request!', 'Toast title once sent.'),
  'request.thanksText': m(
    'We have noted that you would like {name}.',
    'Toast text. {name}: what the owner typed.',
  ),
  'request.failed': m(
    'Failed to send your request',
    'Toast text when sending failed; the server’s reason may follow after a colon.',
  ),
  'entry.description.stripe': m(
    'Accept card payments and deposits online.',
    'Stripe’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.paypal': m(
    'Let clients pay with PayPal.',
    'PayPal’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.square': m(
    'Take in-person payments with Square.',
    'Square’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.mailchimp': m(
    'Sync clients to your email lists.',
    'Mailchimp’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.klaviyo': m(
    'Targeted email and SMS marketing.',
    'Klaviyo’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.twiliosms': m(
    'Text reminders and confirmations to clients.',
    'Twilio SMS’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.whatsapp': m(
    'Message clients on WhatsApp.',
    'WhatsApp Business’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.googlecalendar': m(
    'See your appointments in Google Calendar.',
    'Google Calendar’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.outlook': m(
    'See your appointments in Outlook.',
    'Outlook Calendar’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.zoom': m(
    'Add Zoom links to online appointments.',
    'Zoom’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.googleanalytics': m(
    'Measure visits to your booking page.',
    'Google Analytics’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.facebook': m(
    'Take bookings from your Facebook page.',
    'Facebook’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.instagram': m(
    'Take bookings from your Instagram profile.',
    'Instagram’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.quickbooks': m(
    'Send sales and payments to QuickBooks.',
    'QuickBooks’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.authorize-net': m(
    'Card payments through Authorize.Net.',
    'Authorize.Net’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.clover': m(
    'Take payments on Clover devices.',
    'Clover’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.slack': m(
    'Post booking and payment events to a Slack channel.',
    'Slack’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.microsoft-teams': m(
    'Post booking and payment events to a Teams channel.',
    'Microsoft Teams’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.google-meet': m(
    'Add Google Meet links to online appointments.',
    'Google Meet’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.hubspot': m(
    'Keep clients in your HubSpot CRM.',
    'HubSpot’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.salesforce': m(
    'Send clients and bookings to Salesforce.',
    'Salesforce’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.constant-contact': m(
    'Email newsletters to your clients.',
    'Constant Contact’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.xero': m(
    'Send sales and payments to Xero.',
    'Xero’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.freshbooks': m(
    'Invoices and expenses with FreshBooks.',
    'FreshBooks’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.google-reviews': m(
    'Ask happy clients for a Google review.',
    'Google Reviews’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.yelp': m(
    'Show your Yelp reviews and take bookings from Yelp.',
    'Yelp’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.trustpilot': m(
    'Collect reviews on Trustpilot.',
    'Trustpilot’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.zapier': m(
    'Send booking and payment events to thousands of apps.',
    'Zapier’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.ifttt': m(
    'Trigger applets from booking and payment events.',
    'IFTTT’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.shopify': m(
    'Sell products and gift cards on Shopify.',
    'Shopify’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.woocommerce': m(
    'Sell products from your WordPress shop.',
    'WooCommerce’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.mindbody': m(
    'Bring your Mindbody clients and classes over.',
    'Mindbody’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.fresha': m(
    'Bring your Fresha clients and services over.',
    'Fresha’s card: what it does. Product names stay as they are.',
  ),
  'entry.description.applecalendar': m(
    'See your appointments in Apple Calendar on iPhone, iPad and Mac.',
    'Apple Calendar’s card: what it does. Product names stay as they are.',
  ),
  'entry.feature.onlinePayments': m(
    'Online payments',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.deposits': m(
    'Deposits',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.refunds': m(
    'Refunds',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.payouts': m(
    'Payouts',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.paypalCheckout': m(
    'PayPal checkout',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.buyerProtection': m(
    'Buyer protection',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.cardReader': m(
    'Card reader',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.contactlessPayments': m(
    'Contactless payments',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.dailyPayouts': m(
    'Daily payouts',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.audienceSync': m(
    'Audience sync',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.emailCampaigns': m(
    'Email campaigns',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.segments': m(
    'Segments',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.automations': m(
    'Automations',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.clientProfiles': m(
    'Client profiles',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.flows': m(
    'Flows',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.campaignAnalytics': m(
    'Campaign analytics',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.smsReminders': m(
    'SMS reminders',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.twoWayMessaging': m(
    'Two-way messaging',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.deliveryReports': m(
    'Delivery reports',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.bookingConfirmations': m(
    'Booking confirmations',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.reminders': m(
    'Reminders',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.chatWithClients': m(
    'Chat with clients',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.calendarSubscription': m(
    'Calendar subscription',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.updatesAutomatically': m(
    'Updates automatically',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.worksOnEveryDevice': m(
    'Works on every device',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.outlookOnTheWebAndDesktop': m(
    'Outlook on the web and desktop',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.meetingLinks': m(
    'Meeting links',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.waitingRooms': m(
    'Waiting rooms',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.recordings': m(
    'Recordings',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.pageViews': m(
    'Page views',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.conversionTracking': m(
    'Conversion tracking',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.trafficSources': m(
    'Traffic sources',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.bookNowButton': m(
    'Book Now button',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.pageIntegration': m(
    'Page integration',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.audienceInsights': m(
    'Audience insights',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.bookButton': m(
    'Book button',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.profileLink': m(
    'Profile link',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.storyLinks': m(
    'Story links',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.salesSync': m(
    'Sales sync',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.invoices': m(
    'Invoices',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.taxReports': m(
    'Tax reports',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.cardPayments': m(
    'Card payments',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.fraudDetection': m(
    'Fraud detection',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.recurringBilling': m(
    'Recurring billing',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.pointOfSale': m(
    'Point of sale',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.inventory': m(
    'Inventory',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.signedWebhooks': m(
    'Signed webhooks',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.bookingEvents': m(
    'Booking events',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.paymentEvents': m(
    'Payment events',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.calendarInvites': m(
    'Calendar invites',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.screenSharing': m(
    'Screen sharing',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.contactSync': m(
    'Contact sync',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.deals': m(
    'Deals',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.emailTracking': m(
    'Email tracking',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.opportunities': m(
    'Opportunities',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.reports': m(
    'Reports',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.listSync': m(
    'List sync',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.newsletters': m(
    'Newsletters',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.eventInvites': m(
    'Event invites',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.bankReconciliation': m(
    'Bank reconciliation',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.expenses': m(
    'Expenses',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.timeTracking': m(
    'Time tracking',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.reviewRequests': m(
    'Review requests',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.reviewMonitoring': m(
    'Review monitoring',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.starRatings': m(
    'Star ratings',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.yelpReservations': m(
    'Yelp reservations',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.businessPage': m(
    'Business page',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.reviewInvitations': m(
    'Review invitations',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.trustscore': m(
    'TrustScore',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.reviewWidgets': m(
    'Review widgets',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.deliveryLog': m(
    'Delivery log',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.productSync': m(
    'Product sync',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.giftCards': m(
    'Gift cards',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.orders': m(
    'Orders',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.coupons': m(
    'Coupons',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.clientImport': m(
    'Client import',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.classSchedules': m(
    'Class schedules',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.memberships': m(
    'Memberships',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.serviceImport': m(
    'Service import',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.appointmentHistory': m(
    'Appointment history',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
  'entry.feature.iphoneIpadAndMac': m(
    'iPhone, iPad and Mac',
    'A feature listed on an integration’s card. Product names stay as they are.',
  ),
} satisfies SourceCatalog;
