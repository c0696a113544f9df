// The owner's Classes page and a class session's roster in English, the source language (docs/decisions/041): the
// week of sessions, the weekly schedules, the dialogs that add, move and cancel sessions, and the roster with its
// check-in, a catalog of their own loaded with the page's code. ICU MessageFormat with a note for translators; the
// English wording is a contract: change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });
const status = (message: string) =>
  m(message, 'A booked seat’s status, as a badge beside the attendee’s name.');

export default {
  'page.title': m('Classes', 'Title of the page that lists the week’s class sessions.'),
  'page.loading': m('Loading classes', 'Spinner while the page loads, for screen readers.'),
  'page.noBusiness.text': m(
    'Create your business profile to run classes.',
    'Classes page of a user without a business yet; a link to create it follows.',
  ),
  'page.noBusiness.action': m('Create Your Business Profile', 'Link to the form that creates the business.'),
  'page.intro.manager': m(
    'Sessions · times in {city}',
    'Under the title, for a manager. {city}: the city of the business’s time zone.',
  ),
  'page.intro.staff': m(
    'The sessions you teach · times in {city}',
    'Under the title, for a staff member. {city}: the city of the business’s time zone.',
  ),
  'page.loadFailed': m('The sessions could not be loaded.', 'Error when the week’s sessions failed to load.'),
  'page.retry': m('Try again', 'Button after an error: load again.'),
  'page.loadingSessions': m(
    'Loading sessions',
    'Spinner while the week’s sessions load, for screen readers.',
  ),
  'page.empty': m('No classes this week.', 'The page when the week has no session.'),
  'page.emptyManager': m(
    'Add a session, or a weekly schedule that fills the weeks ahead.',
    'After “No classes this week.”, for a manager.',
  ),
  'page.today': m('{day} · Today', 'Heading of today’s sessions. {day}: the day, e.g. “Monday, March 2”.'),
  'week.nav': m('Week', 'Name of the week navigation, for screen readers.'),
  'week.previous': m('Previous week', 'Arrow button, for screen readers.'),
  'week.next': m('Next week', 'Arrow button, for screen readers.'),
  'week.today': m('Today', 'Button: back to the week that starts today.'),
  'week.range': m('{from} – {to}', 'The week shown. {from} and {to}: its first and last day, e.g. “Mar 2”.'),
  'session.add': m('Add session', 'Button, dialog title and form name: add one session of a class.'),
  'session.move': m(
    'Move session',
    'Button, dialog title and form name: give a session a new date and time.',
  ),
  'session.cancel': m('Cancel session', 'Button: cancel a class session and every booking of it.'),
  'schedule.add': m('Add weekly schedule', 'Button, dialog title and form name: a class every week.'),
  'format.when': m('{day} at {time}', 'A day and time. {day}: “Tue, Mar 10, 2099”; {time}: “9:00 AM”.'),
  'card.time': m('{start} – {end}', 'A session’s times, e.g. “9:00 AM – 10:00 AM”.'),
  'card.with': m('with {name}', 'Who teaches the session. {name}: the instructor.'),
  'card.cancelled': m('Cancelled', 'Badge of a cancelled session.'),
  'card.full': m('Full', 'Badge of a session with no seat left.'),
  'card.open': m(
    'Open roster',
    'End of a session card’s name for screen readers: the card opens the roster.',
  ),
  'seats.booked': m(
    '{count, plural, other {{taken} of {total} booked}}',
    'How full a session is. {count}: its seats, for the plural; {total}: the same, formatted; {taken}: the seats booked, formatted.',
  ),
  'seats.count': m(
    '{count, plural, one {{total} seat} other {{total} seats}}',
    'How many seats an attendee booked. {count}: the number, for the plural; {total}: the same, formatted.',
  ),
  'dialog.close': m('Close', 'The close button of a dialog, for screen readers.'),
  'roster.title': m('Class roster', 'Title of the roster dialog while it loads or failed.'),
  'roster.loadFailed': m(
    'This roster could not be loaded.',
    'Under the roster’s title when it failed to load.',
  ),
  'roster.loading': m('Loading the roster…', 'Under the roster’s title while it loads.'),
  'roster.spinner': m('Loading roster', 'Spinner while the roster loads, for screen readers.'),
  'roster.when': m(
    '{start} – {end}, with {name}.',
    'Under the class’s name. {start}: its day and time; {end}: its end time; {name}: the instructor.',
  ),
  'roster.whenRoom': m(
    '{start} – {end}, with {name}, {room}.',
    'Under the class’s name. {start}: its day and time; {end}: its end time; {name}: the instructor; {room}: the room.',
  ),
  'roster.checkedInCount': m(
    '{count, plural, other {{total} checked in}}',
    'After how full the session is: how many seats are checked in. {count}: the number, for the plural; {total}: the same, formatted.',
  ),
  'roster.empty': m('No one has booked this session yet.', 'The roster of a session without bookings.'),
  'roster.attendees': m('Attendees', 'Name of the list of attendees, for screen readers.'),
  'roster.checkedIn': m('Checked in', 'Beside the check-in switch when it is on.'),
  'roster.checkIn': m('Check in', 'Beside the check-in switch when it is off.'),
  'roster.checkInLabel': m(
    'Checked in: {name}',
    'The check-in switch, for screen readers. {name}: the attendee.',
  ),
  'roster.checkInFailed': m(
    'The check-in could not be saved. Please try again.',
    'Error when a check-in failed and the server gave no reason.',
  ),
  'roster.status.pending': status('Pending'),
  'roster.status.pending_payment': status('Awaiting payment'),
  'roster.status.held': status('Held for waitlist'),
  'roster.status.confirmed': status('Confirmed'),
  'roster.status.completed': status('Completed'),
  'roster.status.cancelled': status('Cancelled'),
  'roster.status.no_show': status('No-show'),
  'form.date': m('Date', 'Label of the session’s date.'),
  'form.time': m('Time', 'Label of the session’s start time.'),
  'form.timeHint': m('{city} time', 'Under a time field. {city}: the city of the business’s time zone.'),
  'form.cancel': m('Cancel', 'Button: close the dialog without saving.'),
  'form.adding': m('Adding…', 'The add button while it saves.'),
  'form.class': m('Class', 'Label of the class chosen.'),
  'form.noClass': m(
    'No class yet: give a service a class size on the Services page.',
    'Under “Class” when no service is a class.',
  ),
  'form.classHint': m(
    '{seats, plural, other {{seatsTotal} seats}}, {minutes, plural, other {{minutesTotal} minutes}}.',
    'Under “Class”: the chosen class’s size and length. {seats} and {minutes}: the numbers, for the plural; {seatsTotal} and {minutesTotal}: the same, formatted.',
  ),
  'form.loadingClasses': m('Loading classes…', 'The class choice while the classes load.'),
  'form.selectClass': m('Select a class', 'The class choice before one is chosen.'),
  'form.instructor': m('Instructor', 'Label of the team member who teaches.'),
  'form.noInstructor': m(
    'No active team member offers this class.',
    'Under “Instructor” when no one performs the chosen class.',
  ),
  'form.selectInstructor': m('Select an instructor', 'The instructor choice before one is chosen.'),
  'form.classFirst': m('Choose a class first', 'The instructor choice before a class is chosen.'),
  'form.room': m('Room (optional)', 'Label of the room chosen.'),
  'form.noRoom': m('No room', 'Choice of no room.'),
  'form.error.service': m('Please choose a class.', 'Error under “Class” when none is chosen.'),
  'form.error.instructor': m('Please choose an instructor.', 'Error under “Instructor” when none is chosen.'),
  'form.error.days': m('Please choose at least one day.', 'Error under the weekdays when none is chosen.'),
  'addSession.text': m(
    'One session of a class; customers can book its seats at once.',
    'Under the title of the dialog that adds a session.',
  ),
  'addSession.failed': m(
    'The session could not be added. Please try again.',
    'Error when adding a session failed and the server gave no reason.',
  ),
  'addSession.done': m('Session added', 'Notice after a session is added.'),
  'addSession.doneText': m(
    '{name} on {when} with {teacher}.',
    'Under “Session added”. {name}: the class; {when}: its day and time; {teacher}: the instructor.',
  ),
  'addSchedule.text': m(
    "The class on the days you choose, every week; its sessions are added {weeks} weeks ahead, and the next week's as each week passes.",
    'Under the title of the dialog that adds a weekly schedule. {weeks}: how many weeks ahead, formatted (8).',
  ),
  'addSchedule.every': m('Every', 'Label of the weekdays chosen, e.g. “Every Mon, Wed”.'),
  'addSchedule.from': m('From', 'Label of the first date of the schedule.'),
  'addSchedule.until': m('Until (optional)', 'Label of the last date of the schedule.'),
  'addSchedule.failed': m(
    'The schedule could not be added. Please try again.',
    'Error when adding a schedule failed and the server gave no reason.',
  ),
  'addSchedule.done': m('Weekly schedule added', 'Notice after a weekly schedule is added.'),
  'addSchedule.doneText': m(
    '{count, plural, one {{total} session} other {{total} sessions}} added, up to {weeks} weeks ahead.',
    'Under “Weekly schedule added”. {count}: the sessions added, for the plural; {total}: the same, formatted; {weeks}: how many weeks ahead, formatted (8).',
  ),
  'schedules.title': m('Weekly schedules', 'Heading of the list of weekly schedules.'),
  'schedules.loadFailed': m(
    'The weekly schedules could not be loaded.',
    'Error when the weekly schedules failed to load.',
  ),
  'schedules.pattern': m(
    '{name} · {day, select, 0 {Sundays} 1 {Mondays} 2 {Tuesdays} 3 {Wednesdays} 4 {Thursdays} 5 {Fridays} other {Saturdays}} at {time}',
    'A weekly schedule. {name}: the class; {day}: the weekday (0 Sunday … 6 Saturday); {time}: its start time.',
  ),
  'schedules.with': m(
    'With {name} · {until}',
    'Under a weekly schedule. {name}: the instructor; {until}: how long it repeats.',
  ),
  'schedules.everyWeek': m('Every week', 'A weekly schedule without a last date.'),
  'schedules.until': m('Every week until {date}', 'A weekly schedule with a last date. {date}: that date.'),
  'schedules.last': m(
    'Last session {date}',
    'A weekly schedule whose sessions are all listed. {date}: the last one’s date.',
  ),
  'schedules.stop': m('Stop repeating', 'Button: add no more weeks to the schedule.'),
  'schedules.stopped': m('Weekly schedule stopped', 'Notice after a schedule is stopped.'),
  'schedules.error': m('Error', 'Title of a notice when stopping a schedule failed.'),
  'schedules.stopFailed': m(
    'The schedule could not be stopped',
    'Notice when stopping a schedule failed; the server’s reason may follow.',
  ),
  'schedules.confirm': m('Stop repeating this class?', 'Title of the dialog that asks before stopping.'),
  'schedules.confirmText': m(
    '{pattern}, with {name}: no week is added after {date}. The sessions already listed stay, with their bookings; cancel any of them from its roster.',
    'Under “Stop repeating this class?”. {pattern}: the schedule, e.g. “Yoga · Wednesdays at 6:00 PM”; {name}: the instructor; {date}: the last date listed.',
  ),
  'schedules.keep': m('Keep repeating', 'Button: close without stopping.'),
  'schedules.stopping': m('Stopping…', 'The stop button while it saves.'),
  'move.text': m(
    '{name}, {when}. Its bookings move with it and every attendee is told the new time.',
    'Under “Move session”. {name}: the class; {when}: its day and time now.',
  ),
  'move.date': m('New date', 'Label of the session’s new date.'),
  'move.time': m('New time', 'Label of the session’s new time.'),
  'move.failed': m(
    'The session could not be moved. Please try again.',
    'Error when moving failed and the server gave no reason.',
  ),
  'move.keep': m('Keep the time', 'Button: close without moving.'),
  'move.moving': m('Moving…', 'The move button while it saves.'),
  'move.done': m('Session moved', 'Notice after a session is moved.'),
  'move.doneText': m(
    '{name} is now on {when}. Everyone booked has been told.',
    'Under “Session moved”. {name}: the class; {when}: its new day and time.',
  ),
  'cancel.title': m('Cancel this session?', 'Title of the dialog that asks before cancelling a session.'),
  'cancel.booked': m(
    '{name}, {when}. Every booking of it is cancelled and every attendee is told, with your reason if you give one.',
    'Under “Cancel this session?” when seats are booked. {name}: the class; {when}: its day and time.',
  ),
  'cancel.unbooked': m(
    '{name}, {when}. No one has booked it yet.',
    'Under “Cancel this session?” when no seat is booked. {name}: the class; {when}: its day and time.',
  ),
  'cancel.reason': m('Reason (optional)', 'Label of the reason told to the attendees.'),
  'cancel.reasonExample': m('e.g. The instructor is ill', 'Example in the empty reason field.'),
  'cancel.failed': m(
    'The session could not be cancelled. Please try again.',
    'Error when cancelling failed and the server gave no reason.',
  ),
  'cancel.keep': m('Keep session', 'Button: close without cancelling.'),
  'cancel.cancelling': m('Cancelling…', 'The cancel button while it saves.'),
  'cancel.done': m('Session cancelled', 'Notice after a session is cancelled.'),
  'cancel.doneText': m('Every attendee has been told.', 'Under “Session cancelled” when seats were booked.'),
} satisfies SourceCatalog;
