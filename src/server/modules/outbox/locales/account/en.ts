// The emails Bookwell sends about an owner's or team member's own account, in English, the source language (issue
// 28, docs/decisions/041): the code that confirms a new email address and the notice to the old one, the two-factor
// notices, a team invitation and, to a platform admin, a support request. ICU MessageFormat with a note for
// translators; account-messages.ts writes every language from these, English's byte for byte the spec's.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';

export default {
  'emailChangeCode.subject': {
    message: '{code} is your Bookwell confirmation code',
    description: 'Email subject. {code}: six digits that confirm a new sign-in email address.',
  },
  'emailChangeCode.enter': {
    message: 'Enter this code in Bookwell to make this your sign-in email address: {code}',
    description:
      'Email to the address the owner asked to sign in with (a new one, or their own not yet confirmed). {code}: six digits.',
  },
  'emailChangeCode.valid': {
    message: 'It works for {minutes} minutes.',
    description:
      'How long the code is valid. {minutes}: a number (15). Use a plural if the language needs one.',
  },
  'emailChangeCode.ignore': {
    message:
      'If you did not ask to change your email address, ignore this message: nothing changes without the code.',
    description: 'Last line of the confirmation code email.',
  },
  'emailChanged.subject': {
    message: 'Your Bookwell email address was changed',
    description: 'Email subject, to the OLD address once the sign-in address was changed.',
  },
  'emailChanged.changed': {
    message:
      'The email address of your Bookwell account was changed to {email}. Sign in with that address from now on.',
    description: 'Email to the old address. {email}: the new sign-in address.',
  },
  signedOut: {
    message: 'Every other device signed in to your account was signed out.',
    description: 'A line of the email-changed and two-factor notices: other sessions were ended.',
  },
  'emailChanged.notYou': {
    message: 'If you did not make this change, contact Bookwell support at once.',
    description: 'Last line of the email-changed notice.',
  },
  'twoFactorOn.subject': {
    message: 'Two-factor authentication was turned on for your Bookwell account',
    description: 'Email subject: the owner turned two-factor authentication on.',
  },
  'twoFactorOn.body': {
    message:
      'Two-factor authentication was turned on for your Bookwell account: signing in now takes a code from an authenticator app as well as the password.',
    description: 'First line of the two-factor-on notice.',
  },
  'twoFactorOn.notYou': {
    message:
      'If you did not do this, someone else may be signed in to your account: contact Bookwell support at once.',
    description: 'Last line of the two-factor-on notice.',
  },
  'twoFactorOff.subject': {
    message: 'Two-factor authentication was turned off for your Bookwell account',
    description: 'Email subject: the owner turned two-factor authentication off.',
  },
  'twoFactorOff.body': {
    message:
      'Two-factor authentication was turned off for your Bookwell account: signing in now takes only the password.',
    description: 'First line of the two-factor-off notice.',
  },
  'twoFactorOff.notYou': {
    message:
      'If you did not do this, change your password, turn two-factor authentication on again and contact Bookwell support.',
    description: 'Last line of the two-factor-off notice.',
  },
  'invitation.subject': {
    message: '{invitedBy} invited you to {business} on Bookwell',
    description:
      'Email subject of a team invitation. {invitedBy}: the owner’s or manager’s name; {business}: its name.',
  },
  'invitation.body': {
    message:
      '{invitedBy} invited you to sign in to {business} on Bookwell as {member} ({role, select, manager {manager} other {staff}}): you will see your schedule, your bookings and their clients, and be told when a client books you.',
    description:
      'Team invitation. {member}: the name of the team member entry; {role}: manager (runs the business) or staff (sees their own schedule), in lower case.',
  },
  'invitation.accept': {
    message: 'Open this link to accept: {link}',
    description: 'Team invitation. {link}: the one-time link.',
  },
  'invitation.otherDevice': {
    message: 'On another device, open {origin}/invite and type this code: {code}',
    description: 'Team invitation. {origin}: the app’s address; {code}: the invitation code ("ABCD-EFGH").',
  },
  'invitation.valid': {
    message:
      'The invitation works for {days} days, for an account with this email address. If you did not expect it, ignore this message.',
    description: 'Team invitation, last line. {days}: a number (7). Use a plural if the language needs one.',
  },
  'support.subject': {
    message: 'Support request: {subject}',
    description:
      'Email subject to a platform admin. {subject}: what the owner typed as the request’s subject.',
  },
  'support.from': {
    message: '{from} sent a Help & Support request ({topic}):',
    description:
      'To a platform admin; the owner’s message follows. {from}: the owner’s email; {topic}: the topic they chose (as stored, English). “Help & Support” is the app’s menu item.',
  },
  'support.reply': {
    message:
      "Reply to answer them, then mark the request answered in Bookwell's admin console (Platform admin, Support).",
    description: 'To a platform admin. “Platform admin, Support”: the menu item and the console’s tab.',
  },
} satisfies SourceCatalog;
