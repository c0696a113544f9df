// Accepting a team invitation (/invite/{token}, /invite) in English, the source language (docs/decisions/041): what
// the invitation is for, joining, and the form for the emailed code. A catalog of its own, loaded with the page's
// code. ICU MessageFormat with a note for translators; the English wording is a contract: change it only with the spec.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

const m = (message: string, description: string) => ({ message, description });

export default {
  'page.documentTitle': m(
    '{title} · Bookwell',
    'The browser tab’s title. {title}: the page’s heading (“Join Fade Studio”); Bookwell: the product.',
  ),
  'page.loading': m('Loading invitation', 'Spinner, for screen readers.'),
  'invalid.title': m(
    'Invitation',
    'Heading when the invitation cannot be used (the server’s reason below it).',
  ),
  'invalid.newerCode': m(
    'Have a code from a newer email?',
    'Under the reason; a link to the code form follows.',
  ),
  'invalid.enterCode': m('Enter the code', 'Link to the form for the invitation’s code.'),
  'details.title': m('Join {business}', 'Heading and button. {business}: the business that invites.'),
  'details.intro': m(
    'You are invited to sign in to {business} as {member}.',
    'Under the heading. {business}: the business; {member}: the team member’s name there.',
  ),
  'details.business': m('Business', 'Label in the invitation’s details.'),
  'details.member': m('Team member', 'Label in the invitation’s details: the name on the team.'),
  'details.role': m('Role', 'Label in the invitation’s details.'),
  'details.role.owner': m('Owner', 'A role on the team.'),
  'details.role.manager': m('Manager', 'A role on the team.'),
  'details.role.staff': m('Staff', 'A role on the team.'),
  'details.email': m('Email', 'Label in the invitation’s details: the invited address.'),
  'details.validUntil': m('Valid until', 'Label in the invitation’s details: a date follows.'),
  'details.otherAccount': m(
    'You are signed in as {user}; this invitation was sent to {email}.',
    'When the signed-in account is not the invited address. {user}, {email}: email addresses.',
  ),
  'details.acceptFailed': m(
    'The invitation could not be accepted.',
    'Error above the button when joining failed and the server said nothing more.',
  ),
  'details.joining': m('Joining', 'Spinner in the join button, for screen readers.'),
  'details.createAccount': m(
    'Create your account',
    'Button for someone signed out: sign up with the invited address.',
  ),
  'details.signIn': m('Sign in', 'Button for someone signed out who has an account.'),
  'details.alreadyHave': m(
    'Already have a Bookwell account with {email}? Sign in, then join.',
    'Small print under the buttons. {email}: the invited address; Bookwell: the product.',
  ),
  'code.title': m('Join your team', 'Heading of the form for the invitation’s code.'),
  'code.intro': m('Enter the 8-character code from your invitation email.', 'Under the heading.'),
  'code.form': m('Join with a code', 'Name of the form, for screen readers.'),
  'code.field': m('Invitation code', 'Form field.'),
  'code.hint': m('For example {example}.', 'Under the field. {example}: a made-up code, K7MQ-9XDA.'),
  'code.continue': m('Continue', 'Button: open the invitation of the code.'),
} satisfies SourceCatalog;
