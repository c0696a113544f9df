// What the server answers when it refuses a request, in English, the source language (docs/decisions/046): ICU
// MessageFormat, each with a note for translators. A message without values is the English text the server already
// sends, byte for byte (the catalog finds it by that text: change it only with the code that says it); one with
// values is written from here (platform/error-messages.ts `refusal`). Customers read most of them on the booking
// page, the client pages and a booking's manage link; owners and team members in the app's notices.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'slot.taken': {
    message: 'Sorry, that time was just booked. Please choose another time.',
    description: 'Someone else booked the time while the customer was choosing it.',
  },
  'slot.past': {
    message: 'That time has already passed. Please choose another time.',
    description: 'The chosen appointment time is in the past.',
  },
  'slot.noticeHours': {
    message: 'Please choose a time at least {hours, plural, =1 {1 hour} other {{hours} hours}} from now.',
    description: 'The business needs notice before an appointment. {hours}: a whole number of hours.',
  },
  'slot.noticeMinutes': {
    message:
      'Please choose a time at least {minutes, plural, =1 {1 minute} other {{minutes} minutes}} from now.',
    description: 'The business needs notice before an appointment. {minutes}: a number of minutes.',
  },
  'slot.tooFarAhead': {
    message: 'Bookings can be made up to {days} days ahead.',
    description: 'The time is beyond the business’s booking window. {days}: a number (60).',
  },
  'slot.closed': {
    message: 'We are closed at that time.',
    description: 'Said in the business’s voice: the time is outside its opening hours.',
  },
  'slot.offGrid': {
    message: 'Please choose one of the times offered.',
    description: 'The time is between two of the times the page offers.',
  },
  'slot.pastClosing': {
    message: 'That appointment would run past closing time. Please choose an earlier time.',
    description: 'The appointment would end after the business closes.',
  },
  'slot.gone': {
    message: 'That time is no longer available. Please choose another time.',
    description: 'No team member is free at the time any more.',
  },
  'slot.nobodyFree': {
    message: 'No team member who offers this service is available at that time.',
    description: 'Owner’s quick booking: every team member who does the service is busy then.',
  },
  'slot.ownerGrid': {
    message: 'Please choose a time on the half hour between {from} and {to}.',
    description:
      'Owner’s quick booking takes times on the half hour. {from}, {to}: times of day (09:00, 17:30).',
  },
  'slot.noSuchTime': {
    message: 'That time does not exist in {zone} (the clocks change that night). Please choose another time.',
    description:
      'The wall time is skipped when the clocks go forward. {zone}: the time zone’s IANA name (Europe/Berlin).',
  },
  'slot.invalid': {
    message: 'Please choose a valid date and time.',
    description: 'The date or time sent is not a real one.',
  },
  'slot.memberDoesNotOffer': {
    message: 'That team member does not offer this service.',
    description: 'The chosen team member does not do the chosen service.',
  },
  'slot.nobodyOffers': {
    message: 'No team member offers this service yet.',
    description: 'No team member has been given the service.',
  },
  'booking.off': {
    message: 'This business is not taking online bookings right now.',
    description: 'The owner has turned online booking off.',
  },
  'booking.already': {
    message:
      'This booking is already {status, select, pending {pending} pending_payment {awaiting payment} confirmed {confirmed} completed {completed} cancelled {cancelled} no_show {marked as a no-show} other {{status}}}.',
    description:
      'Cancelling or changing a booking that is already in that state. {status}: the booking’s state.',
  },
  'booking.confirmFirst': {
    message:
      'A {status, select, pending {pending} confirmed {confirmed} other {{status}}} booking cannot be {to, select, completed {completed} no_show {marked as a no-show} cancelled {cancelled} confirmed {confirmed} other {{to}}}. Confirm it first.',
    description:
      'A status change the booking’s state does not allow (completing a pending booking). {status}: its state; {to}: the state asked for.',
  },
  'booking.justChanged': {
    message: 'This booking was just changed. Please reload it.',
    description: 'Someone else changed the booking at the same moment.',
  },
  'booking.movedAndClosed': {
    message: 'A booking cannot be moved and closed in the same change.',
    description: 'Owner: moving a booking and marking it completed/cancelled at once.',
  },
  'booking.notStarted': {
    message: 'A visit can be marked completed or no-show only once it has started.',
    description: 'Owner marks a future visit completed or no-show.',
  },
  'booking.awaitingPayment': {
    message:
      'This booking is awaiting its online payment: it is confirmed when the payment arrives, or can be cancelled.',
    description: 'Owner changes a booking whose deposit is not paid yet.',
  },
  'booking.heldForWaitlist': {
    message:
      'This time is held for a customer on the waitlist: it becomes their booking if they take it. Withdraw the offer on the Waitlist page to free it.',
    description: 'The time is offered to someone on the waitlist. “Waitlist” is the app’s page of that name.',
  },
  'booking.wasCancelled': {
    message: 'This booking was cancelled.',
    description: 'A customer tries to change a cancelled booking.',
  },
  'booking.complete': {
    message: 'This visit is complete.',
    description: 'A customer tries to change a visit that took place.',
  },
  'booking.closed': {
    message: 'This booking is closed.',
    description: 'A customer tries to change a booking marked as a no-show.',
  },
  'booking.started': {
    message: 'This appointment has already started.',
    description: 'A customer tries to change an appointment that has begun.',
  },
  'booking.changeCutoff': {
    message:
      'Changes are possible up to {hours, plural, one {# hour} other {# hours}} before the appointment. Please call the business.',
    description:
      'A customer tries to move or cancel inside the business’s cancellation cut-off. {hours}: the cut-off in hours.',
  },
  'booking.cancelOff': {
    message: 'Online cancellation is turned off. Please call the business to cancel.',
    description: 'The business does not let customers cancel online.',
  },
  'booking.rescheduleOff': {
    message: 'Online rescheduling is turned off. Please call the business to change your booking.',
    description: 'The business does not let customers move their booking online.',
  },
  'booking.linkExpired': {
    message: 'This link has expired: the appointment has passed. Sign in to see your bookings.',
    description: 'A booking’s manage link after the appointment.',
  },
  'series.onlyBusiness': {
    message: 'Repeating bookings are made by the business. Please contact them.',
    description: 'A customer tries to make a booking repeat where the business does not allow it.',
  },
  'series.alreadyRepeats': {
    message: 'This booking already repeats.',
    description: 'Making a booking repeat that is already part of a series.',
  },
  'series.noneBooked': {
    message: 'None of the chosen appointments could be booked. Check the dates again.',
    description: 'Every date of a repeating booking was taken.',
  },
  'series.clientRepeatable': {
    message: 'Only a booked or completed visit can be made to repeat.',
    description: 'A customer tries to repeat a cancelled or missed visit.',
  },
  'series.notASeries': {
    message: 'This booking does not repeat.',
    description: 'Changing “this and following” appointments of a booking that is not part of a series.',
  },
  'series.nothingLeft': {
    message: 'No appointment of this series is left to change.',
    description: 'Every later appointment of the series is past or closed.',
  },
  'class.notAClass': {
    message: 'This service is not a class',
    description: 'Booking a seat in a service that is not a class.',
  },
  'class.sessionNotFound': {
    message: 'Class session not found',
    description: 'The class date no longer exists.',
  },
  'class.cancelled': {
    message: 'This class was cancelled.',
    description: 'Booking a class the business cancelled.',
  },
  'class.moved': {
    message: 'This class has moved. Please choose it again.',
    description: 'The class’s time changed while the customer was booking it.',
  },
  'class.started': {
    message: 'This class has already started.',
    description: 'Booking a class that has begun.',
  },
  'class.tooManySeats': {
    message: 'You can book at most {max, plural, =1 {1 seat} other {{max} seats}} at a time.',
    description: 'A class limits the seats one booking takes. {max}: a number.',
  },
  'class.full': { message: 'Sorry, this class is full.', description: 'No seat is left in the class.' },
  'class.notEnoughSeats': {
    message: 'Sorry, there are not enough seats left in this class.',
    description: 'Fewer seats are left than the customer asked for.',
  },
  'class.seatsLeft': {
    message: 'This class still has seats: book them instead.',
    description: 'Joining the waitlist of a class that is not full.',
  },
  'class.seatMove': {
    message: 'A class booking cannot be moved: cancel it and book another session.',
    description: 'A customer tries to move a class booking to another time.',
  },
  'contact.nameRequired': { message: 'Name is required', description: 'Field error: the name is empty.' },
  'contact.phoneRequired': { message: 'Phone number is required', description: 'Field error.' },
  'contact.phoneInvalid': { message: 'Please enter a valid phone number', description: 'Field error.' },
  'contact.emailInvalid': { message: 'Please enter a valid email address', description: 'Field error.' },
  'contact.email': { message: 'Please enter a valid email', description: 'Field error.' },
  'contact.notesTooLong': { message: 'Notes can be at most 1000 characters', description: 'Field error.' },
  'client.signIn': {
    message: 'Please sign in',
    description: 'A customer’s session on the client pages ended.',
  },
  'client.emailTaken': {
    message: 'Another client of this business already uses this email address.',
    description: 'A customer changes their email to one another customer of the business has.',
  },
  'client.wrongCode': {
    message: 'That code is not right or has expired. Check it, or ask for a new code.',
    description: 'The sign-in code a customer typed is wrong or too old.',
  },
  'client.linkNotValid': {
    message: 'This sign-in link has expired or was already used. Ask for a new code to sign in.',
    description: 'A customer opens a sign-in link a second time or too late.',
  },
  'review.alreadyWritten': {
    message: 'You have already reviewed this visit',
    description: 'A customer reviews the same visit twice.',
  },
  'review.notCompleted': {
    message: 'You can review a visit once it has been completed',
    description: 'A customer reviews a visit that has not taken place.',
  },
  'review.notFound': { message: 'Review not found', description: 'The review no longer exists.' },
  'waitlist.off': {
    message: 'This business is not taking waitlist entries right now.',
    description: 'The owner has turned the waitlist off.',
  },
  'waitlist.fromToday': {
    message: 'Please choose dates from today on.',
    description: 'A waitlist date in the past.',
  },
  'waitlist.rangeTooLong': {
    message: 'A date range can cover at most {days} days.',
    description: 'The dates a customer can wait for. {days}: a number (14).',
  },
  'waitlist.beyondWindow': {
    message: 'This business takes bookings up to {days} days ahead: please choose dates until {date}.',
    description: 'Waitlist dates beyond the booking window. {days}: a number; {date}: a date as YYYY-MM-DD.',
  },
  'waitlist.alreadyClass': {
    message:
      'You are already on the waitlist for this class: the link in your confirmation shows it, and you can leave there.',
    description: 'A customer joins a class’s waitlist twice.',
  },
  'waitlist.alreadyService': {
    message:
      'You are already on the waitlist for this service: the link in your confirmation shows your dates, and you can leave there and join again.',
    description: 'A customer joins a service’s waitlist twice.',
  },
  'waitlist.offerGone': {
    message: 'This time is no longer held for you. You are still on the waitlist.',
    description: 'A customer takes an offered time after the offer ended.',
  },
  'waitlist.offerNotFound': { message: 'Offer not found', description: 'The offered time no longer exists.' },
  'waitlist.entryGone': {
    message: 'This entry is no longer on the waitlist.',
    description: 'The customer already left or was booked.',
  },
  'waitlist.otherMember': {
    message: 'This customer is waiting for another team member.',
    description: 'Owner offers a time with a team member the customer did not ask for.',
  },
  'waitlist.entryNotFound': {
    message: 'Waitlist entry not found',
    description: 'The entry no longer exists.',
  },
  'notFound.service': { message: 'Service not found', description: 'The service no longer exists.' },
  'notFound.teamMember': {
    message: 'Team member not found',
    description: 'The team member no longer exists.',
  },
  'notFound.business': { message: 'Business not found', description: 'No business has that booking link.' },
  'notFound.booking': { message: 'Booking not found', description: 'The booking no longer exists.' },
  'notFound.client': { message: 'Client not found', description: 'Owner: the client no longer exists.' },
  'notFound.timeOff': { message: 'Time off not found', description: 'Owner: the time off no longer exists.' },
  'owner.forbidden': {
    message: 'Your role in this business does not allow this.',
    description: 'A team member’s role does not let them do what they tried.',
  },
  'owner.noBusiness': {
    message: 'No business yet',
    description: 'The signed-in account has not created its business yet.',
  },
  'owner.lastActive': {
    message: 'Every business needs at least one active team member, so this one has to stay active.',
    description: 'Owner deactivates or deletes the only active team member.',
  },
  'owner.duplicatePhone': {
    message: 'A client with this phone number already exists',
    description: 'Owner adds a client whose phone number another client has.',
  },
  'owner.slugTaken': {
    message: 'That booking link is already taken',
    description: 'Owner chooses a booking link (the /book/… address) another business has.',
  },
  'owner.timeOffOrder': {
    message: 'The end of the time off must be after its start.',
    description: 'Owner enters time off that ends before it starts.',
  },
  'owner.realDate': {
    message: 'Please use a real calendar date.',
    description: 'A date such as 31 February.',
  },
  'owner.timeFormat': {
    message: 'Please use a time such as 09:00.',
    description: 'A time of day that is not one. Keep 09:00 as it is.',
  },
  'owner.instructorBusy': {
    message: 'The instructor has a booking or another class at that time.',
    description: 'Owner schedules a class when its instructor is busy.',
  },
  'owner.roomTaken': {
    message: 'The room is taken at that time.',
    description: 'Owner schedules a class in a room already in use.',
  },
  'owner.instructorCannot': {
    message: 'This team member does not teach this class.',
    description: 'Owner gives a class to a team member who does not do it.',
  },
  'account.exists': {
    message: 'An account with this email already exists',
    description: 'Signing up with an email address that has an account.',
  },
  'account.wrongPassword': {
    message: 'Invalid email or password',
    description: 'Signing in with a wrong email address or password.',
  },
  'account.lockedOut': {
    message:
      'Too many failed sign-in attempts. Please wait {minutes, plural, =1 {1 minute} other {{minutes} minutes}} and try again.',
    description: 'Sign-in is paused after many wrong passwords. {minutes}: a number.',
  },
  tooManyRequests: {
    message: 'Too many requests. Please try again in {seconds} seconds.',
    description: 'Someone sent too many requests in a minute. {seconds}: a number (1 to 60).',
  },
  unavailable: {
    message: 'The service is briefly unavailable. Please try again in a moment.',
    description: 'The database cannot be reached for a few seconds.',
  },
  failed: {
    message: 'Something went wrong on our side. Please try again.',
    description: 'An unexpected error on the server.',
  },
  'account.codeRequired': {
    message: 'A verification code from your authenticator app is required',
    description: 'Signing in or changing two-factor without the six-digit code.',
  },
  'account.twoFactorSetupFirst': {
    message: 'Start the two-factor set-up first to get a secret for your app',
    description: 'Turning two-factor on before the set-up gave the app its secret.',
  },
  'account.twoFactorChanged': {
    message: 'Two-factor authentication changed meanwhile. Please try again.',
    description: 'Two-factor was changed in another tab or device during the request.',
  },
  'account.twoFactorOn': {
    message: 'Two-factor authentication is already on',
    description: 'Turning two-factor on when it is on.',
  },
  'account.thisDevice': {
    message: 'This is the device you are using: sign out with the Sign Out button.',
    description: 'Signing out the current device from the list of signed-in devices.',
  },
  'account.passwordMismatch': {
    message: 'New password and confirm password must match.',
    description: 'Changing the password: the two new passwords differ.',
  },
  'account.passwordShort': {
    message: 'Password must be at least 8 characters long.',
    description: 'A new password that is too short.',
  },
  'account.passwordLong': {
    message: 'Password must be at most 128 characters long.',
    description: 'A new password that is too long.',
  },
  'account.sessionNotFound': {
    message: 'Session not found',
    description: 'Signing out a device that is no longer signed in.',
  },
  'account.apiKeyNotFound': {
    message: 'API key not found',
    description: 'Revoking an API key that does not exist (or no longer).',
  },
  'owner.requiredFields': {
    message: 'Please fill in all required fields.',
    description: 'A form sent with a required field empty.',
  },
  'owner.birthInFuture': {
    message: 'Date of birth cannot be in the future',
    description: 'A client’s date of birth after today.',
  },
  'owner.seriesEnd': {
    message: 'The end date must be after the first appointment.',
    description: 'A repeating booking whose last date is before its first appointment.',
  },
  'owner.clockChange': {
    message: 'That time does not exist on that day (a clock change).',
    description: 'A wall time skipped by a daylight-saving change.',
  },
  'owner.slugReserved': {
    message: 'That booking link is reserved. Please choose another',
    description: 'A booking link the product keeps for itself (like "admin").',
  },
  'owner.notificationNotFound': {
    message: 'Notification not found',
    description: 'Opening or marking a notification that no longer exists.',
  },
  'owner.websiteProjectNotFound': {
    message: 'Website project not found',
    description: 'A website project that does not exist (or is another owner’s).',
  },
  'owner.supportRequestNotFound': {
    message: 'Support request not found',
    description: 'A support request that does not exist.',
  },
  'owner.calendarNotFound': {
    message: 'Calendar not found',
    description: 'A calendar feed or connection that does not exist.',
  },
  'owner.noCalendar': {
    message: 'This team member has no calendar connected',
    description: 'Refreshing or removing a calendar connection of a member without one.',
  },
  'owner.resourceNotFound': {
    message: 'Resource not found',
    description: 'A room, chair or piece of equipment that does not exist.',
  },
  'owner.resourceNameTaken': {
    message: 'You already have a resource with this name',
    description: 'A second resource with the same name.',
  },
  'owner.resourceRepeated': {
    message: 'A resource can be listed only once',
    description: 'The same resource listed twice for a service.',
  },
  'owner.depositsNotConfigured': {
    message:
      'Stripe is not configured, so services cannot take deposits. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first.',
    description:
      'A deposit set on a service while this server has no Stripe keys. Keep the two setting names as they are.',
  },
  'owner.depositOverPrice': {
    message: 'The deposit cannot be more than the price',
    description: 'A fixed deposit larger than the service’s price.',
  },
  'owner.paymentNotFound': {
    message: 'Payment not found',
    description: 'A payment that does not exist (or is another business’s).',
  },
  'owner.refundOfRefund': {
    message: 'A refund cannot be refunded',
    description: 'Refunding a refund.',
  },
  'owner.dayClosed': {
    message: 'This day is already closed',
    description: 'Closing the day’s takings a second time.',
  },
  'owner.classScheduleNotFound': {
    message: 'Weekly schedule not found',
    description: 'A class’s weekly schedule that does not exist.',
  },
  'owner.attendeeNotFound': {
    message: 'Attendee not found',
    description: 'Checking in someone who is not on the class’s roster.',
  },
  'owner.noPushDevice': {
    message: 'No device is subscribed to push notifications. Turn them on first.',
    description: 'Sending a test push before turning push on on any device.',
  },
  'owner.pushNotFound': {
    message: 'Push subscription not found',
    description: 'Turning off push on a device that is no longer subscribed.',
  },
  'owner.imageRequired': {
    message: 'Please select an image to upload',
    description: 'Uploading without choosing a file.',
  },
  'owner.imageNotOurs': {
    message: 'Please upload the image here: only images uploaded to Bookwell can be used',
    description:
      'An image address from another site pasted where only uploaded images are allowed. Keep the product name Bookwell.',
  },
  'team.invitationNotFound': {
    message: 'This invitation is not valid. Ask the business for a new one.',
    description: 'Opening an invitation link that does not exist.',
  },
  'team.invitationExpired': {
    message: 'This invitation has expired. Ask the business for a new one.',
    description: 'An invitation link past its time.',
  },
  'team.invitationUsed': {
    message: 'This invitation has already been used.',
    description: 'An invitation link accepted before.',
  },
  'team.invitationRevoked': {
    message: 'This invitation was withdrawn. Ask the business for a new one.',
    description: 'An invitation the owner withdrew.',
  },
  'team.invitationOtherEmail': {
    message: 'This invitation was sent to another email address. Sign in with that address.',
    description: 'Accepting an invitation signed in with another address than the one invited.',
  },
  'team.ownerHasLogin': {
    message: 'The owner signs in with their own account.',
    description: 'Inviting the owner’s own team-member entry.',
  },
  'team.alreadyLinked': {
    message: 'This team member can already sign in.',
    description: 'Inviting a member who already has a login.',
  },
  'team.alreadyMember': {
    message: "This account is already on this business's team.",
    description: 'Accepting an invitation with an account already in the team.',
  },
  'team.noInvitation': {
    message: 'There is no open invitation for this team member.',
    description: 'Withdrawing or resending an invitation that is not open.',
  },
  'team.notLinked': {
    message: 'This team member has no login yet.',
    description: 'Deactivating the login of a member who has none.',
  },
  'field.required': {
    message: '{label} is required',
    description: 'A booking rule left empty. {label}: the rule’s name (Settings → Booking rules).',
  },
  'field.wholeNumber': {
    message: '{label} must be a whole number',
    description: 'A booking rule with a fraction. {label}: the rule’s name.',
  },
  'field.betweenMinutes': {
    message: '{label} must be between {min} and {max} minutes',
    description:
      'A booking rule out of its range. {label}: the rule’s name; {min}, {max}: numbers of minutes.',
  },
  'field.betweenHours': {
    message: '{label} must be between {min} and {max} hours',
    description: 'A booking rule out of its range. {label}: the rule’s name; {min}, {max}: numbers of hours.',
  },
  'field.betweenDays': {
    message: '{label} must be between {min} and {max} days',
    description: 'A booking rule out of its range. {label}: the rule’s name; {min}, {max}: numbers of days.',
  },
  'field.closeAfterOpen': {
    message: '{day}: closing must be after opening',
    description: 'Opening hours: a day closes before it opens. {day}: a weekday’s name.',
  },
  'field.breaks': {
    message: '{day}: breaks must lie within opening hours and not overlap',
    description: 'Opening hours: a break outside the day’s hours or over another. {day}: a weekday’s name.',
  },
  'label.slotStep': {
    message: 'Slot step',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. How often start times are offered.',
  },
  'label.minimumNotice': {
    message: 'Minimum notice',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. How soon before a time clients may book.',
  },
  'label.bookingWindow': {
    message: 'Booking window',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. How far ahead clients may book.',
  },
  'label.buffer': {
    message: 'Buffer',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. Free time kept after each appointment.',
  },
  'label.cancellationCutoff': {
    message: 'Cancellation cut-off',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. Hours before a visit when clients can no longer cancel online.',
  },
  'label.waitlistHold': {
    message: 'Waitlist hold',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. How long a freed time stays held for a waitlisted client.',
  },
  'label.sunday': {
    message: 'Sunday',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. A weekday, at the start of a sentence.',
  },
  'label.monday': {
    message: 'Monday',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. A weekday, at the start of a sentence.',
  },
  'label.tuesday': {
    message: 'Tuesday',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. A weekday, at the start of a sentence.',
  },
  'label.wednesday': {
    message: 'Wednesday',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. A weekday, at the start of a sentence.',
  },
  'label.thursday': {
    message: 'Thursday',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. A weekday, at the start of a sentence.',
  },
  'label.friday': {
    message: 'Friday',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. A weekday, at the start of a sentence.',
  },
  'label.saturday': {
    message: 'Saturday',
    description:
      'A name used inside a field message ({label} or {day}); the same words as the settings page shows. A weekday, at the start of a sentence.',
  },
  'hours.weekdayOnce': {
    message: 'Each weekday may appear once',
    description: 'Opening hours sent with a weekday twice.',
  },
  'hours.timeExample': {
    message: 'Please use a time such as 09:00',
    description: 'A time of day that is not one. Keep 09:00 as it is.',
  },
  'hours.endTimeExample': {
    message: 'Please use a time such as 17:00',
    description: 'A closing time that is not one. Keep 17:00 as it is.',
  },
  'hours.dateExample': {
    message: 'Please use a date such as 2026-11-23 (YYYY-MM-DD)',
    description:
      'A date that is not one. Keep 2026-11-23; say YYYY-MM-DD with the language’s letters for year, month, day.',
  },
  'services.nameRequired': { message: 'Service name is required', description: 'Service form error.' },
  'services.nameTooLong': {
    message: 'Service name must be at most 100 characters',
    description: 'Service form error.',
  },
  'services.descriptionTooLong': {
    message: 'Description must be at most 1000 characters',
    description: 'Service form error.',
  },
  'services.priceRequired': { message: 'Price is required', description: 'Service form error.' },
  'services.priceInvalid': { message: 'Please enter a valid price', description: 'Service form error.' },
  'services.pricePrecision': {
    message: 'Price can have at most 2 decimal places',
    description: 'Service form error.',
  },
  'services.priceRange': {
    message: 'Price must be between 0 and 99999.99',
    description: 'Service form error. Keep 99999.99 as it is.',
  },
  'services.duration': {
    message: 'Duration must be between 5 and 720 minutes',
    description: 'Service form error.',
  },
  'services.durationWhole': {
    message: 'Duration must be a whole number of minutes',
    description: 'Service form error.',
  },
  'deposits.type': {
    message: 'Deposit must be none, fixed, percentage or full',
    description: 'Service form error: the kinds of deposit a service can ask for.',
  },
  'deposits.valueRequired': {
    message: 'Please enter the deposit amount',
    description: 'Service form error.',
  },
  'deposits.valueNotAllowed': {
    message: 'Only a fixed or percentage deposit takes a value',
    description: 'Service form error: a value sent with no deposit or full prepayment.',
  },
  'deposits.percentRange': {
    message: 'Deposit percentage must be between 0.01 and 100',
    description: 'Service form error. Keep 0.01 as it is.',
  },
  'deposits.invalid': { message: 'Please enter a valid deposit', description: 'Service form error.' },
  'deposits.precision': {
    message: 'Deposit can have at most 2 decimal places',
    description: 'Service form error.',
  },
  'deposits.range': {
    message: 'Deposit must be between 0 and 99999.99',
    description: 'Service form error. Keep 99999.99 as it is.',
  },
  'resources.nameRequired': {
    message: 'Resource name is required',
    description: 'Resource form error (a room, chair or piece of equipment).',
  },
  'resources.nameTooLong': {
    message: 'Resource name must be at most 100 characters',
    description: 'Resource form error.',
  },
  'resources.quantity': {
    message: 'Quantity must be a whole number from 1 to 50',
    description: 'Resource form error: how many of it there are.',
  },
  'resources.tooMany': {
    message: 'A service can need at most 10 resources',
    description: 'Service form error: too many resources chosen.',
  },
  'payments.amountRequired': { message: 'Amount is required', description: 'Payment form error.' },
  'payments.amountInvalid': { message: 'Please enter a valid amount', description: 'Payment form error.' },
  'payments.amountPrecision': {
    message: 'Amounts can have at most 2 decimal places',
    description: 'Payment form error.',
  },
  'payments.amountRange': {
    message: 'Amount must be between 0.01 and 99999.99',
    description: 'Payment form error. Keep the numbers as they are.',
  },
  'payments.extraRange': {
    message: 'Tips and discounts must be between 0 and 99999.99',
    description: 'Payment form error.',
  },
  'payments.method': {
    message: 'Choose cash, card, bank transfer, gift card or other',
    description: 'Payment form error: the ways a payment can be taken.',
  },
  'payments.note': { message: 'A note can be at most 500 characters', description: 'Payment form error.' },
  'payments.reasonRequired': {
    message: 'Please give a reason for the refund',
    description: 'Refund form error.',
  },
  'payments.refundTooMuch': {
    message: 'You can refund at most {left} of this payment',
    description: 'A refund larger than what is left of the payment. {left}: an amount (45.00).',
  },
  'payments.period': {
    message: 'The start date must be on or before the end date',
    description: 'Payments list: a period that ends before it starts.',
  },
  'payments.status': {
    message: 'Status must be payment or refund',
    description: 'Payments list filter error.',
  },
  'payments.countedRequired': {
    message: 'Counted cash is required',
    description: 'Closing the day: the cash counted in the till is missing.',
  },
  'payments.countedRange': {
    message: 'Counted cash must be between 0 and 99999.99',
    description: 'Closing the day: the cash counted is out of range.',
  },
  'business.nameShort': {
    message: 'Business name must be at least 2 characters',
    description: 'Business form error.',
  },
  'business.nameLong': {
    message: 'Business name must be at most 100 characters',
    description: 'Business form error.',
  },
  'business.nameRequired': {
    message: 'Business name is required',
    description: 'Mobile app business form error.',
  },
  'business.typeRequired': {
    message: 'Business type is required',
    description: 'Mobile app business form error.',
  },
  'business.typeChoose': { message: 'Please choose a business type', description: 'Business form error.' },
  'business.descriptionLong': {
    message: 'Description must be at most 2000 characters',
    description: 'Business form error.',
  },
  'business.addressInvalid': { message: 'Please enter a valid address', description: 'Business form error.' },
  'business.addressLong': {
    message: 'Address must be at most 300 characters',
    description: 'Business form error.',
  },
  'business.slugFormat': {
    message: 'Booking links use 2 to 60 lower-case letters, numbers and single hyphens',
    description: 'Business form error: the booking link (the last part of the booking page’s address).',
  },
  'business.timezone': {
    message: 'Please choose a valid time zone',
    description: 'Business settings error.',
  },
  'business.currency': {
    message: 'Please choose a valid currency (a 3-letter code such as USD)',
    description: 'Business settings error. Keep USD as it is.',
  },
  'business.language': {
    message: "Please choose one of the booking page's languages: en, es, fr, de, pt-BR, ar",
    description:
      'Business settings error: the booking page’s default language. Keep the language codes as they are.',
  },
  'business.alreadyOwned': {
    message: 'You already have a business. Each account can own one business.',
    description: 'Creating a second business with the same account.',
  },
  'classes.capacity': {
    message: 'A class has 2 to 200 seats',
    description: 'Service form error: the seats of a class.',
  },
  'classes.maxSeats': {
    message: 'Seats per booking must be from 1 to the class size',
    description: 'Service form error: the most seats one booking may take.',
  },
  'classes.lastDate': {
    message: 'The last date must be on or after the first',
    description: 'A class’s weekly schedule that ends before it starts.',
  },
  'classes.timeToCome': {
    message: 'Please choose a time to come.',
    description: 'Scheduling or moving a class to a time already past.',
  },
  'account.currentPasswordRequired': {
    message: 'Current password is required',
    description: 'Password form error.',
  },
  'account.currentPasswordEnter': {
    message: 'Please enter your current password',
    description: 'A form that asks for the password to confirm a change, sent without it.',
  },
  'account.wrongCurrentPassword': {
    message: 'Current password is incorrect',
    description: 'The password typed to confirm a change is wrong.',
  },
  'account.passwordIncorrect': {
    message: 'Password is incorrect',
    description: 'Deleting the account: the password typed is wrong.',
  },
  'account.passwordRequired': {
    message: 'Please enter your password',
    description: 'Deleting the account without the password.',
  },
  'account.passwordUnchanged': {
    message: 'New password must be different from the current password.',
    description: 'Changing the password to the same one.',
  },
  'account.passwordCommon': {
    message: 'This password is one of the most common ones and easy to guess. Please choose another.',
    description: 'A new password found in the list of the most used ones.',
  },
  'account.passwordPersonal': {
    message:
      'Your password cannot be your email address, your name or your business name. Please choose another.',
    description: 'A new password that is the person’s own address or name.',
  },
  'account.googleAgain': {
    message:
      'Your account signs in with Google and has no password. Sign in with Google again, then turn on two-factor authentication within {minutes} minutes.',
    description:
      'Turning two-factor on for a Google account signed in too long ago. {minutes}: a number (10).',
  },
  'account.invalidCode': { message: 'Invalid verification code', description: 'A wrong two-factor code.' },
  'account.codeEmpty': {
    message: 'Please enter the verification code',
    description: 'A two-factor form sent without its code.',
  },
  'account.codeFromApp': {
    message: 'Please enter the verification code from your authenticator app',
    description: 'Deleting an account with two-factor on, without the code.',
  },
  'account.signInExpired': {
    message: 'Your sign-in has expired. Please enter your email and password again.',
    description: 'The two-factor step of a sign-in took too long.',
  },
  'account.signInCodesWrong': {
    message: 'Too many wrong codes. Please enter your email and password again.',
    description: 'Too many wrong two-factor codes in one sign-in.',
  },
  'account.codesLocked': {
    message:
      'Too many wrong verification codes for this account. Please wait {minutes, plural, =1 {1 minute} other {{minutes} minutes}} and try again.',
    description: 'Two-factor codes are paused for the account after many wrong ones. {minutes}: a number.',
  },
  'account.sameEmail': {
    message: 'This is already your email address.',
    description: 'Changing the email to the one the account has.',
  },
  'account.emailNoPassword': {
    message:
      'Your account signs in with Google and has no password to confirm the change with, so its email cannot be changed here.',
    description: 'Changing the email of an account that signs in with Google.',
  },
  'account.emailNeedsBusiness': {
    message: 'Create your business profile before changing or confirming your email address.',
    description: 'Changing the email before the business is created.',
  },
  'account.emailNoChange': {
    message: 'No email change is waiting for a code. Ask for a new code.',
    description: 'Confirming an email change that was never asked for or was cancelled.',
  },
  'account.emailCodeTooSoon': {
    message: 'You asked for a code less than a minute ago. Please wait a minute before asking again.',
    description: 'Asking for a second email code within a minute.',
  },
  'account.emailCodeExpired': {
    message: 'This code has expired. Ask for a new code.',
    description: 'An email change code typed too late.',
  },
  'account.emailCodesWrong': {
    message: 'Too many wrong codes. Ask for a new code.',
    description: 'Too many wrong email change codes.',
  },
  'account.emailCodeLeft': {
    message: 'That code is not right. {left, plural, =1 {1 try} other {{left} tries}} left.',
    description: 'A wrong email change code. {left}: how many tries are left (1 to 4).',
  },
  'account.emailUnavailable': {
    message: 'This email address cannot be used. Choose another one.',
    description: 'The new email address is taken or refused.',
  },
  'account.newEmailRequired': {
    message: 'Please enter the new email address',
    description: 'Email change form error.',
  },
  'account.emailCodeRequired': {
    message: 'Please enter the 6-digit code',
    description: 'Email change form error: the code is empty.',
  },
  'account.emailCodeFormat': {
    message: 'Please enter the 6-digit code from the email',
    description: 'Email change form error: the code is not 6 digits.',
  },
  'integrations.unknown': {
    message: 'Unknown integration.',
    description: 'Connecting an integration the product does not have.',
  },
  'integrations.comingSoon': {
    message: 'This integration is coming soon and cannot be connected yet.',
    description: 'Connecting an integration marked “coming soon”.',
  },
  'integrations.choose': { message: 'Choose an integration.', description: 'Integrations: none chosen.' },
  'integrations.webhookUrlRequired': {
    message: 'Enter the webhook URL.',
    description: 'Integrations: the webhook dialog’s URL field, empty.',
  },
  'integrations.notWebhook': {
    message: 'This integration is not a connected webhook.',
    description: 'Sending a test event to an integration that is not a connected webhook.',
  },
  'integrations.unsafeWebhook': {
    message: 'The webhook URL must be an https address on the internet, not a local or private one.',
    description: 'A webhook address that is not public https.',
  },
  'integrations.unknownHost': {
    message: 'That webhook address could not be found. Check the URL.',
    description: 'A webhook address whose host does not exist.',
  },
  'integrations.nameRequired': {
    message: 'Enter the integration you need.',
    description: 'Integrations: the request dialog’s name field, empty.',
  },
  'integrations.nameLong': {
    message: 'The name must be at most 100 characters.',
    description: 'Integrations: the request dialog’s name field, too long.',
  },
  'integrations.noteLong': {
    message: 'The note must be at most 1000 characters.',
    description: 'Integrations: the request dialog’s note, too long.',
  },
  'admin.only': {
    message: 'Only platform admins can do this',
    description: 'An owner opens a page of the platform’s administration.',
  },
  'admin.businessClosing': {
    message: 'This business is closing: its owner deleted the account.',
    description: 'Administration: reactivating a business whose owner deleted the account.',
  },
  'series.interval': {
    message: 'Repeat every 1 to 8 weeks.',
    description: 'Repeat rule error: the weeks between appointments.',
  },
  'series.count': {
    message: 'A series can have 2 to 52 appointments.',
    description: 'Repeat rule error: how many appointments.',
  },
  'series.untilMissing': {
    message: 'Choose the date the series ends.',
    description: 'Repeat rule error: no last date.',
  },
  'series.untilTooFar': {
    message:
      'That end date gives more than 52 appointments. Choose an earlier end date or a number of appointments.',
    description: 'Repeat rule error: the last date is too far.',
  },
  'series.frequency': { message: 'Choose weekly or monthly.', description: 'Repeat rule error: how often.' },
  'series.monthlyInterval': {
    message: 'A monthly series repeats every month: leave the interval at 1.',
    description: 'Repeat rule error: a monthly series with an interval.',
  },
  'series.chooseOne': {
    message: 'Choose at least one appointment to book.',
    description: 'Booking a series with none of its dates chosen.',
  },
  'series.eachOnce': {
    message: 'Each appointment can be booked once.',
    description: 'Booking a series with the same date chosen twice.',
  },
  'classes.clashOn': {
    message:
      '{clash, select, room {The room is taken at that time.} other {The instructor has a booking or another class at that time.}} ({date})',
    description:
      'A weekly class schedule clashes on one of its dates. {clash}: room (the room is in use) or instructor (busy); {date}: the date as YYYY-MM-DD.',
  },
  'integrations.webhookUrlLong': {
    message: 'The webhook URL must be at most 2000 characters.',
    description: 'Integrations: the webhook dialog’s URL field, too long.',
  },
  'hours.momentExample': {
    message: 'Please use a date (YYYY-MM-DD) or a local date-time (YYYY-MM-DDTHH:mm)',
    description:
      'Time off: a start or end that is neither a date nor a date and time. Say the formats with the language’s letters; keep the T.',
  },
  'team.nameTooLong': {
    message: 'Name must be at most 100 characters',
    description: 'Team member form error.',
  },
  'team.role': {
    message: 'Role must be staff or manager',
    description: 'Team member form error: the two roles a member can have.',
  },
  'team.specialty': {
    message: 'Each specialty must be 1 to 50 characters',
    description: 'Team member form error: the comma-separated specialties.',
  },
  'team.specialties': { message: 'At most 20 specialties', description: 'Team member form error.' },
  'team.color': {
    message: 'Color must be a hex value such as #10b981',
    description: 'Team member form error: the member’s calendar colour. Keep #10b981.',
  },
  'field.hexColour': {
    message: '{label} must be a hex colour such as #10b981 (# and 3 or 6 digits 0-9, a-f)',
    description:
      'Booking page look: a colour that is not one. {label}: the colour field’s name. Keep #10b981, 0-9 and a-f.',
  },
  'field.maxCharacters': {
    message: '{label} must be {max} characters or fewer',
    description:
      'Booking page look: a text that is too long. {label}: the text field’s name; {max}: a number (500).',
  },
  'label.primaryColor': {
    message: 'Primary color',
    description:
      'A name used inside a field message ({label}); the same words as the booking page editor shows.',
  },
  'label.secondaryColor': {
    message: 'Secondary color',
    description:
      'A name used inside a field message ({label}); the same words as the booking page editor shows.',
  },
  'label.accentColor': {
    message: 'Accent color',
    description:
      'A name used inside a field message ({label}); the same words as the booking page editor shows.',
  },
  'label.backgroundColor': {
    message: 'Background color',
    description:
      'A name used inside a field message ({label}); the same words as the booking page editor shows.',
  },
  'label.textColor': {
    message: 'Text color',
    description:
      'A name used inside a field message ({label}); the same words as the booking page editor shows.',
  },
  'label.welcomeMessage': {
    message: 'Welcome message',
    description:
      'A name used inside a field message ({label}); the same words as the booking page editor shows.',
  },
  'label.footerText': {
    message: 'Footer text',
    description:
      'A name used inside a field message ({label}); the same words as the booking page editor shows.',
  },
  'label.businessDescription': {
    message: 'Business description',
    description:
      'A name used inside a field message ({label}); the same words as the booking page editor shows.',
  },
  'customization.layout': {
    message: 'Layout style must be modern, minimal or classic',
    description: 'Booking page look: the layout styles.',
  },
  'request.invalidJson': {
    message: 'The request body is not valid JSON.',
    description: 'What was sent cannot be read (broken JSON). Keep JSON as it is.',
  },
  'request.emptyJson': {
    message: 'The request body is empty but JSON was declared.',
    description: 'A request announced JSON and sent nothing. Keep JSON as it is.',
  },
  'request.tooLarge': {
    message: 'The request body is too large.',
    description: 'What was sent is larger than the server accepts.',
  },
  'request.mediaType': {
    message: 'This content type is not supported here.',
    description: 'What was sent is of a kind this address does not take (not JSON, not a form).',
  },
  'request.contentLength': {
    message: 'The request body length does not match its Content-Length.',
    description: 'What was sent was cut off or padded. Keep Content-Length as it is.',
  },
  'request.imageTooLarge': {
    message: 'Please select an image smaller than 5MB',
    description: 'An uploaded image over the size limit.',
  },
  'request.oneFile': {
    message: 'Please upload one file at a time.',
    description: 'Several files sent where one image is taken.',
  },
  'request.notMultipart': {
    message: 'The request is not multipart/form-data.',
    description: 'An upload sent in another form than a file upload. Keep multipart/form-data as it is.',
  },
  'request.noRoute': {
    message: 'No route for {method} {path}',
    description:
      'An address of the API that does not exist. {method}: GET, POST…; {path}: the address (/api/nowhere), both as written.',
  },
  'request.needsBody': {
    message: 'The request needs a body',
    description: 'A request sent with nothing where data was expected.',
  },
  'request.fieldName': {
    message: 'A field name contains a character that cannot be saved.',
    description: 'A field’s name (not its value) has an invisible or broken character.',
  },
  'field.atMostCharactersText': {
    message: '{label} must be at most {max} characters',
    description: 'A text that is too long. {label}: the field’s name; {max}: a number (100).',
  },
  'field.atLeastCharactersText': {
    message: '{label} must be at least {min} characters',
    description: 'A text that is too short. {label}: the field’s name; {min}: a number (6).',
  },
  'field.tooLong': {
    message: '{label} is too long',
    description: 'A text that is too long. {label}: the field’s name.',
  },
  'field.tooLarge': {
    message: '{label} is too large',
    description: 'A number that is too large. {label}: the field’s name.',
  },
  'field.positive': {
    message: '{label} must be greater than 0',
    description: 'A number that must be above zero. {label}: the field’s name.',
  },
  'field.twoDecimals': {
    message: '{label} can have at most 2 decimals',
    description: 'An amount with more than two decimals. {label}: the field’s name.',
  },
  'field.mustBeText': {
    message: '{label} must be text',
    description: 'A field sent as something other than text. {label}: the field’s name.',
  },
  'field.mustBeNumber': {
    message: '{label} must be a number',
    description: 'A field that takes a number. {label}: the field’s name.',
  },
  'field.mustBeTrueOrFalse': {
    message: '{label} must be true or false',
    description: 'A switch sent as something else. {label}: the field’s name.',
  },
  'field.mustBeList': {
    message: '{label} must be a list',
    description: 'A field that takes a list. {label}: the field’s name.',
  },
  'field.mustBeDate': {
    message: '{label} must be a date',
    description: 'A field that takes a date. {label}: the field’s name.',
  },
  'field.validDate': {
    message: '{label} must be a valid date',
    description: 'A date that is not a real one. {label}: the field’s name.',
  },
  'field.atLeastCharacters': {
    message: '{label} must have at least {min, plural, one {# character} other {# characters}}',
    description: 'A text that is too short. {label}: the field’s name; {min}: a number.',
  },
  'field.atMostCharacters': {
    message: '{label} must have at most {max, plural, one {# character} other {# characters}}',
    description: 'A text that is too long. {label}: the field’s name; {max}: a number.',
  },
  'field.atLeastItems': {
    message: '{label} must have at least {min, plural, one {# item} other {# items}}',
    description: 'A list with too few entries. {label}: the list’s name; {min}: a number.',
  },
  'field.atMostItems': {
    message: '{label} must have at most {max, plural, one {# item} other {# items}}',
    description: 'A list with too many entries. {label}: the list’s name; {max}: a number.',
  },
  'field.atLeast': {
    message: '{label} must be at least {min}',
    description: 'A number below its minimum. {label}: the field’s name; {min}: a number.',
  },
  'field.atMost': {
    message: '{label} must be at most {max}',
    description: 'A number above its maximum. {label}: the field’s name; {max}: a number.',
  },
  'field.notInFormat': {
    message: '{label} is not in the expected format',
    description: 'A text in the wrong form. {label}: the field’s name.',
  },
  'field.oneOf': {
    message: '{label} must be one of {choices}',
    description:
      "A value that is none of those allowed. {label}: the field’s name; {choices}: the allowed codes as written ('weekly', 'monthly'), not translated.",
  },
  'field.multipleOf': {
    message: '{label} must be a multiple of {divisor}',
    description: 'A number off its step. {label}: the field’s name; {divisor}: a number.',
  },
  'field.notValid': {
    message: '{label} is not valid',
    description: 'A value the field does not take. {label}: the field’s name.',
  },
  'field.notAcceptedOne': {
    message: 'This field is not accepted here: {fields}',
    description:
      'A field sent that this form does not have. {fields}: its name as a program writes it, not translated.',
  },
  'field.notAcceptedMany': {
    message: 'These fields are not accepted here: {fields}',
    description:
      'Fields sent that this form does not have. {fields}: their names as a program writes them, not translated.',
  },
  'field.nulCharacter': {
    message: '{label} contains an invisible NUL character that cannot be saved. Please retype it.',
    description:
      'A pasted text with an invisible control character. {label}: the field’s name. Keep NUL as it is.',
  },
  'field.brokenCharacter': {
    message: '{label} contains a broken character (half of an emoji or symbol). Please retype it.',
    description: 'A pasted text with half an emoji. {label}: the field’s name.',
  },
  'field.yearsBetween': {
    message: '{label} must be a date between the years {min} and {max}.',
    description:
      'A date far outside any real one. {label}: the field’s name; {min}, {max}: years (1900, 2999).',
  },
  'series.atMost': {
    message: 'A series can have at most 52 appointments.',
    description: 'The owner chose more dates of a repeating booking than a series holds.',
  },
  'series.cancelOrMove': {
    message: 'Either cancel the appointments or give the new date and time, not both.',
    description:
      'Changing this and the following appointments of a series: cancel them, or move them, one of the two.',
  },
  'series.dateRefused': {
    message: '{date}: {reason}',
    description:
      'Moving the following appointments of a series: one of them cannot move. {date}: its new local date and time (2030-01-07 11:00), as written; {reason}: why, another message of this catalog.',
  },
  'booking.chooseDateTime': {
    message: 'Please choose a date and time',
    description: 'A booking sent without its date and time.',
  },
  'booking.validService': {
    message: 'Please select a valid service.',
    description: 'A booking or waitlist request without a service.',
  },
  'visit.repeated': {
    message: 'Each service can be in a visit only once.',
    description: 'A visit (several services booked back to back) with a service twice.',
  },
  'visit.tooMany': {
    message: 'A visit can have at most 5 services.',
    description: 'A visit (several services booked back to back) with too many services.',
  },
  'visit.notWithClass': {
    message: 'A class cannot be booked as part of a visit.',
    description: 'A group class added to a visit of several services.',
  },
  'admin.searchLong': {
    message: 'Search can be at most 200 characters',
    description: 'Platform admin: the businesses search is too long.',
  },
  'admin.commissionRate': {
    message: 'Commission rate must be a percentage such as 15 or 12.5',
    description: 'Platform settings. Keep 12.5 with its dot: the field takes it so.',
  },
  'admin.commissionMax': {
    message: 'Commission rate can be at most 100 percent',
    description: 'Platform settings.',
  },
  'admin.trialWhole': {
    message: 'Free trial must be a whole number of days',
    description: 'Platform settings: the free trial’s length.',
  },
  'admin.trialNegative': {
    message: 'Free trial cannot be negative',
    description: 'Platform settings: the free trial’s length.',
  },
  'admin.trialMax': {
    message: 'Free trial can be at most 365 days',
    description: 'Platform settings: the free trial’s length.',
  },
  'admin.websiteHttps': {
    message: 'The website address must be an https:// URL',
    description: 'Platform admin: a finished website project’s address. Keep https:// as it is.',
  },
  'admin.websiteLong': {
    message: 'The website address can be at most 500 characters',
    description: 'Platform admin: a finished website project’s address.',
  },
  'targets.atLeastOne': {
    message: 'Please set at least one target',
    description: 'Analytics: saving the targets with none given.',
  },
  'apiKeys.name': {
    message: 'Please give the key a name.',
    description: 'Settings → API keys: a key created without a name.',
  },
  'apiKeys.nameLong': {
    message: 'The name can be at most 100 characters',
    description: 'Settings → API keys: the key’s name is too long.',
  },
  'calendars.icalUrl': {
    message: "Paste the calendar's secret address in iCal format",
    description: 'Connecting an outside calendar by its iCal address, left empty. Keep iCal as it is.',
  },
  'calendars.caldavUrl': {
    message: "Enter the CalDAV calendar's address",
    description: 'Connecting a CalDAV calendar, its address left empty. Keep CalDAV as it is.',
  },
  'calendars.username': {
    message: 'Enter the user name of the calendar account',
    description: 'Connecting a CalDAV calendar, the user name left empty.',
  },
  'calendars.password': {
    message: 'Enter an app password for the calendar account',
    description: 'Connecting a CalDAV calendar, the app password left empty.',
  },
  'calendars.urlLong': {
    message: 'That address is too long to be a calendar address',
    description: 'Connecting an outside calendar: the address is far too long.',
  },
  'calendars.usernameLong': {
    message: 'That user name is too long',
    description: 'Connecting a CalDAV calendar.',
  },
  'calendars.passwordLong': {
    message: 'That password is too long',
    description: 'Connecting a CalDAV calendar.',
  },
  'calendars.feedMember': {
    message: 'Choose a team member, or none for the whole business.',
    description: 'A calendar feed for one team member or the whole business.',
  },
  'portal.emailOrPhone': {
    message: 'Enter your email address or your phone number',
    description: 'A client signing in to their page with nothing typed.',
  },
  'portal.code': {
    message: 'Enter the 6-digit code',
    description: 'A client’s sign-in code that is not six digits.',
  },
  'portal.link': {
    message: 'This sign-in link is not valid',
    description: 'A client’s sign-in link that was cut or changed.',
  },
  'review.chooseVisit': {
    message: 'Choose the visit to review',
    description: 'A client’s review without its visit.',
  },
  'review.rating': {
    message: 'Choose a rating from 1 to 5 stars',
    description: 'A client’s review without its stars.',
  },
  'review.long': {
    message: 'Your review can be at most 2000 characters',
    description: 'A client’s review that is too long.',
  },
  'review.replyEmpty': {
    message: 'Write a reply',
    description: 'The owner’s reply to a review, left empty.',
  },
  'review.replyLong': {
    message: 'Your reply can be at most 2000 characters',
    description: 'The owner’s reply to a review is too long.',
  },
  'client.birthDateFormat': {
    message: 'Please enter a valid date of birth (YYYY-MM-DD)',
    description:
      'A date of birth that is not a date. YYYY-MM-DD: the form year-month-day; write its letters as your language does.',
  },
  'client.birthDate': {
    message: 'Please enter a valid date of birth',
    description: 'A date of birth before 1900.',
  },
  'client.tagEmpty': {
    message: 'Tags cannot be empty',
    description: 'A client’s tag with no text.',
  },
  'client.tagsMax': {
    message: 'At most 20 tags',
    description: 'A client with too many tags.',
  },
  'support.topic': {
    message: 'Choose what your question is about',
    description: 'Help & Support form: no topic chosen.',
  },
  'support.subject': {
    message: 'Enter a subject',
    description: 'Help & Support form: no subject.',
  },
  'support.subjectLong': {
    message: 'The subject can be at most 200 characters',
    description: 'Help & Support form.',
  },
  'support.question': {
    message: 'Write your question',
    description: 'Help & Support form: no question.',
  },
  'support.questionShort': {
    message: 'Write your question in at least 10 characters',
    description: 'Help & Support form: a question too short to answer.',
  },
  'support.questionLong': {
    message: 'Your question can be at most 5000 characters',
    description: 'Help & Support form.',
  },
  'waitlist.dayPart': {
    message: 'Please choose any time, morning, afternoon or evening.',
    description: 'Joining the waitlist: the part of the day wanted.',
  },
  'waitlist.lastAfterFirst': {
    message: 'The last date must be on or after the first.',
    description: 'Joining the waitlist for a range of dates that ends before it starts.',
  },
  'waitlist.oneDate': {
    message: 'Please choose at least one date.',
    description: 'Joining the waitlist without a date.',
  },
  'waitlist.tooManyDates': {
    message: 'Please choose at most 5 dates.',
    description: 'Joining the waitlist for too many dates.',
  },
  'waitlist.member': {
    message: 'Please choose a team member.',
    description: 'The owner offering a waitlisted time without a team member.',
  },
  'label.firstName': {
    message: 'First name',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A person’s first name.',
  },
  'label.lastName': {
    message: 'Last name',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A person’s last name.',
  },
  'label.name': {
    message: 'Name',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A name (of a person, a key, a resource).',
  },
  'label.email': {
    message: 'Email',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. An email address.',
  },
  'label.phone': {
    message: 'Phone',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A phone number.',
  },
  'label.password': {
    message: 'Password',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. An account’s password.',
  },
  'label.notes': {
    message: 'Notes',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. Notes about a client or a booking.',
  },
  'label.tags': {
    message: 'Tags',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A client’s tags.',
  },
  'label.city': {
    message: 'City',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. The city of the weather card.',
  },
  'label.title': {
    message: 'Title',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A website project’s title.',
  },
  'label.description': {
    message: 'Description',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A description (of a service, a website project).',
  },
  'label.requirements': {
    message: 'Requirements',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. What the owner wants of a website project.',
  },
  'label.price': {
    message: 'Price',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A service’s price.',
  },
  'label.duration': {
    message: 'Duration',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A service’s length.',
  },
  'label.message': {
    message: 'Message',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A message’s text.',
  },
  'label.subject': {
    message: 'Subject',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A message’s subject line.',
  },
  'label.address': {
    message: 'Address',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A postal address.',
  },
  'label.rating': {
    message: 'Rating',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A review’s stars.',
  },
  'label.comment': {
    message: 'Comment',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A review’s text.',
  },
  'label.reason': {
    message: 'Reason',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. Why something was done (a refund).',
  },
  'label.amount': {
    message: 'Amount',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A sum of money.',
  },
  'label.appointmentDate': {
    message: 'Appointment date',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A booking’s date and time.',
  },
  'label.cancellationReason': {
    message: 'Cancellation reason',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. Why a booking is cancelled.',
  },
  'label.dateOfBirth': {
    message: 'Date of birth',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. A client’s date of birth.',
  },
  'label.monthlyRevenueTarget': {
    message: 'Monthly revenue target',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. Analytics: a target the owner sets.',
  },
  'label.weeklyBookingsTarget': {
    message: 'Weekly bookings target',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. Analytics: a target the owner sets.',
  },
  'label.clientGrowthTarget': {
    message: 'Client growth target',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. Analytics: a target the owner sets.',
  },
  'label.quarterlyRevenueTarget': {
    message: 'Quarterly revenue target',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. Analytics: a target the owner sets.',
  },
  'field.canBeAtMostCharacters': {
    message: '{label} can be at most {max} characters',
    description: 'A text that is too long. {label}: the field’s name; {max}: a number (100).',
  },
  'series.alreadyBooked': {
    message: 'Already booked at that time.',
    description:
      'A date of a repeating booking’s preview: the team member (or everyone) is already booked then.',
  },
  'label.quantity': {
    message: 'Quantity',
    description:
      'A name used inside a field message ({label}): the same words as the form shows. How many of a resource there are.',
  },
} satisfies SourceCatalog;
