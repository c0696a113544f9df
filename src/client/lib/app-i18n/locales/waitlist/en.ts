// The owner's Waitlist page in English, the source language (docs/decisions/041): the list, its filters, the cards
// and the dialog that offers a time, a catalog of their own loaded with the page's code. ICU MessageFormat with a
// note for translators; the English wording is a contract: change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'page.title': m('Waitlist', 'Title of the page that lists the clients waiting for a time.'),
  'page.intro': m(
    'Clients waiting for a time on a full day, in the order they joined.',
    'Under the title of the Waitlist page.',
  ),
  'page.loading': m('Loading the waitlist', 'Spinner while the waitlist loads, for screen readers.'),
  'page.noBusiness.title': m(
    'Create your business profile first',
    'Waitlist page of a user without a business yet.',
  ),
  'page.noBusiness.text': m(
    'Clients join your waitlist from your booking page once your business is set up.',
    'Waitlist page of a user without a business yet; a link to create it follows.',
  ),
  'page.noBusiness.action': m('Create Your Business Profile', 'Link to the form that creates the business.'),
  'page.loadFailed': m(
    'The waitlist could not be loaded',
    'Error title when the waitlist failed to load; the reason follows.',
  ),
  'page.retry': m('Try again', 'Button after an error: load again.'),
  'page.count': m(
    '{count, plural, other {{total} waiting}}',
    'Above the list: how many clients wait. {count}: the number, for the plural; {total}: the same number, formatted.',
  ),
  'page.countFiltered': m(
    '{shown} of {count, plural, other {{total} waiting}}',
    'Above the list when a day or service is chosen: how many of those waiting it shows. {shown}: how many are shown, formatted; {count}: how many wait in all, for the plural; {total}: the same number, formatted.',
  ),
  'page.list': m('Waitlist, in joining order', 'Name of the list of waiting clients, for screen readers.'),
  'off.title': m(
    'Your waitlist is switched off',
    'Title of a notice (or of the empty page) when the owner switched the waitlist off in Settings.',
  ),
  'off.text': m(
    'Clients cannot join it now; those below are still waiting.',
    'Under “Your waitlist is switched off” above the list; a link to the setting follows.',
  ),
  'off.short': m(
    'Clients cannot join it now.',
    'On the empty page when the waitlist is switched off; a link to the setting follows.',
  ),
  'off.link': m(
    'Switch it on in Settings, Booking rules',
    'Link to the setting that switches the waitlist on: the Settings page, its “Booking rules” section.',
  ),
  'empty.title': m('No one is on your waitlist', 'Waitlist page when nobody waits.'),
  'empty.text': m(
    'When a day is fully booked, clients can join the waitlist from your booking page. When a time frees up, it is held for the first one waiting for it and offered to them; you can also offer a time yourself here.',
    'Waitlist page when nobody waits, under the title: what the waitlist does.',
  ),
  'noMatch.title': m(
    'No one is waiting for this day and service',
    'When the day and service chosen in the filters leave nobody.',
  ),
  'noMatch.clear': m('Show everyone', 'Button: clears the filters and shows every waiting client.'),
  'filter.day': m('Day', 'Label of the filter by day.'),
  'filter.allDays': m('All days', 'Day filter: every day.'),
  'filter.dayOption': m(
    '{day} ({count, plural, other {{total} waiting}})',
    'Day filter: one day and how many wait for it. {day}: “Tue, Mar 10”; {count}: the number, for the plural; {total}: the same number, formatted.',
  ),
  'filter.service': m('Service', 'Label of the filter by service.'),
  'filter.allServices': m('All services', 'Service filter: every service.'),
  'card.offered': m('Time offered', 'Badge of a waiting client who has been offered a time.'),
  'card.service': m('Service', 'Row of a waiting client: the service and who they want it with.'),
  'card.anyStaff': m(
    'Any staff',
    'Instead of a team member’s name, when the client would see anyone for the service.',
  ),
  'card.wants': m('Wants', 'Row of a waiting client: the dates and parts of the day they asked for.'),
  'card.joined': m('Joined', 'Row of a waiting client: when they joined the waitlist.'),
  'card.offer': m(
    'Offered {when} with {member}, held until {time}. Waiting for their answer.',
    'On a waiting client who was offered a time. {when}: “Tue, Mar 10, 2099 at 9:00 AM”; {member}: the team member’s name; {time}: when the hold ends, “8:15 AM”.',
  ),
  'card.offerButton': m(
    'Offer a time',
    'Button on a waiting client: opens the dialog that offers them a time.',
  ),
  'card.offerTo': m(
    'Offer a time to {name}',
    'The same button, for screen readers; it must contain the button’s visible words. {name}: the client’s name.',
  ),
  'card.remove': m('Remove', 'Button on a waiting client: takes them off the waitlist (asked first).'),
  'card.removeNamed': m(
    'Remove {name}',
    'The same button, for screen readers; it must contain the button’s visible word. {name}: the client’s name.',
  ),
  'format.window': m(
    '{dates}, {part, select, morning {morning (before 12:00)} afternoon {afternoon (12:00–17:00)} evening {evening (from 17:00)} other {any time}}',
    'A date (or range of dates) a client asked for and the part of the day. {dates}: “Tue, Mar 10” or “Mar 10 – Mar 12”; {part}: morning, afternoon, evening, or any time (other).',
  ),
  'format.when': m('{day} at {time}', 'A day and time. {day}: “Tue, Mar 10, 2099”; {time}: “9:00 AM”.'),
  'offer.title': m(
    'Offer {name} a time',
    'Title of the dialog that offers a time. {name}: the client’s name.',
  ),
  'offer.description': m(
    '{service}. They asked for {windows}. The time is held for them and they get a link to take it; if they let it run out, it is free again.',
    'Under the dialog’s title. {service}: the service’s name; {windows}: the dates and parts of the day they asked for, separated by semicolons.',
  ),
  'offer.form': m('Offer a time', 'Name of the form in the dialog, for screen readers.'),
  'offer.member': m('Team member', 'Field label: who the time is with.'),
  'offer.memberWaited': m(
    '{client} is waiting for {member}.',
    'Under the team member field when the client asked for one. {client}: their name; {member}: the team member’s.',
  ),
  'offer.noMember': m(
    'No active team member offers this service.',
    'Under the team member field when nobody can take the service.',
  ),
  'offer.loadingTeam': m('Loading team…', 'Team member field while the team loads.'),
  'offer.chooseMember': m('Select a team member', 'Team member field before one is chosen.'),
  'offer.date': m('Date', 'Field label: the day of the time offered.'),
  'offer.theirDates': m('Their dates', 'Above buttons with the dates the client asked for, one tap each.'),
  'offer.time': m('Time', 'Field label: the start time offered.'),
  'offer.timeHint': m(
    'Free times for this service, {city} time.',
    'Under the time field. {city}: the business’s time zone’s city, “New York”.',
  ),
  'offer.memberFirst': m('Choose a team member first', 'Time field before a team member is chosen.'),
  'offer.loadingTimes': m('Loading free times…', 'Time field while the free times load.'),
  'offer.noTimes': m('No free times that day', 'Time field when the day has no free time left.'),
  'offer.chooseTime': m('Select a time', 'Time field before a time is chosen.'),
  'offer.wanted': m(
    'When they asked for',
    'Group of free times in the list that fall in what the client asked for.',
  ),
  'offer.other': m('Other free times', 'Group of the remaining free times in the list.'),
  'offer.failed': m(
    'Could not offer the time. Please try again.',
    'Error when offering the time failed and the server gave no reason.',
  ),
  'offer.cancel': m('Cancel', 'Button that closes the dialog without offering.'),
  'offer.submit': m('Offer this time', 'Button that offers the chosen time.'),
  'offer.submitting': m('Offering…', 'The same button while offering.'),
  'offer.close': m('Close', 'The dialog’s close button (an ×), for screen readers.'),
  'offer.error.member': m('Please choose a team member.', 'Form error: no team member chosen.'),
  'offer.error.date': m(
    'Please use a date such as 2026-11-23 (YYYY-MM-DD)',
    'Form error: the date is missing or not a date. Keep the example date as it is.',
  ),
  'offer.error.time': m('Please choose a time.', 'Form error: no time chosen.'),
  'toast.offered': m('Time offered', 'Toast title after offering a time.'),
  'toast.offeredText': m(
    '{client} was offered {when} with {member}. It is held for them until {time}.',
    'Toast text after offering a time. {client}: the client’s name; {when}: “Tue, Mar 10, 2099 at 9:00 AM”; {member}: the team member’s name; {time}: when the hold ends, “8:15 AM”.',
  ),
  'toast.offeredPlain': m(
    '{client} was offered the time.',
    'Toast text after offering a time, when the server did not say which. {client}: the client’s name.',
  ),
} satisfies SourceCatalog;
