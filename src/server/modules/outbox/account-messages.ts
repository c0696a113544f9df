// Messages from Bookwell rather than from a business: about the owner's own account, the code that confirms a new
// email address and the notice to the old address once the change is made, and the notice that two-factor was
// turned on or off; and to a platform admin, a new Help & Support request. They go out whatever the owner's
// notification preferences say (those govern notifications about the business). What they say sits in the payload
// for the worker to render; the Messages view and the data export never show payloads.
import type { DbOrTx } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { type EmailContent, emailShell, escapeHtml } from './content.ts';

export const EMAIL_CHANGE_CODE_KIND = 'email_change_code';
export const EMAIL_CHANGED_KIND = 'email_changed';
export const SUPPORT_REQUEST_KIND = 'support_request';
export const TWO_FACTOR_ENABLED_KIND = 'two_factor_enabled';
export const TWO_FACTOR_DISABLED_KIND = 'two_factor_disabled';
export const TEAM_INVITATION_KIND = 'team_invitation';
export const ACCOUNT_MESSAGE_KINDS: ReadonlySet<string> = new Set([
  TEAM_INVITATION_KIND,
  EMAIL_CHANGE_CODE_KIND,
  EMAIL_CHANGED_KIND,
  SUPPORT_REQUEST_KIND,
  TWO_FACTOR_ENABLED_KIND,
  TWO_FACTOR_DISABLED_KIND,
]);

type SupportRequestPayload = { from: string; topic: string; subject: string; message: string };
type TeamInvitationPayload = {
  businessName: string;
  memberName: string;
  invitedBy: string;
  role: 'staff' | 'manager';
  link: string;
  code: string;
  days: number;
};
type AccountMessage =
  | { kind: typeof EMAIL_CHANGE_CODE_KIND; payload: { code: string; minutes: number } }
  | { kind: typeof EMAIL_CHANGED_KIND; payload: { newEmail: string } }
  | { kind: typeof SUPPORT_REQUEST_KIND; payload: SupportRequestPayload }
  | { kind: typeof TEAM_INVITATION_KIND; payload: TeamInvitationPayload }
  | {
      kind: typeof TWO_FACTOR_ENABLED_KIND | typeof TWO_FACTOR_DISABLED_KIND;
      payload: Record<string, never>;
    };

/** Queues one account email to `recipient`; the outbox rows of an owner are kept under the owner's business. */
export async function queueAccountEmail(
  db: DbOrTx,
  to: { businessId: string; userId: string; recipient: string },
  message: AccountMessage,
) {
  await db.insert(outbox).values({ ...to, kind: message.kind, channel: 'email', payload: message.payload });
}

/** The email of an account message row, or null when its payload cannot be read. */
export function accountEmailContent(kind: string, payload: unknown): EmailContent | null {
  const data = (payload ?? {}) as Record<string, unknown>;
  if (kind === EMAIL_CHANGE_CODE_KIND && typeof data.code === 'string' && typeof data.minutes === 'number') {
    return bookwellEmail(`${data.code} is your Bookwell confirmation code`, [
      `Enter this code in Bookwell to make this your sign-in email address: ${data.code}`,
      `It works for ${data.minutes} minutes.`,
      'If you did not ask to change your email address, ignore this message: nothing changes without the code.',
    ]);
  }
  if (kind === EMAIL_CHANGED_KIND && typeof data.newEmail === 'string') {
    return bookwellEmail('Your Bookwell email address was changed', [
      `The email address of your Bookwell account was changed to ${data.newEmail}. Sign in with that address from now on.`,
      'Every other device signed in to your account was signed out.',
      'If you did not make this change, contact Bookwell support at once.',
    ]);
  }
  if (kind === TWO_FACTOR_ENABLED_KIND) {
    return bookwellEmail('Two-factor authentication was turned on for your Bookwell account', [
      'Two-factor authentication was turned on for your Bookwell account: signing in now takes a code from an authenticator app as well as the password.',
      'Every other device signed in to your account was signed out.',
      'If you did not do this, someone else may be signed in to your account: contact Bookwell support at once.',
    ]);
  }
  if (kind === TWO_FACTOR_DISABLED_KIND) {
    return bookwellEmail('Two-factor authentication was turned off for your Bookwell account', [
      'Two-factor authentication was turned off for your Bookwell account: signing in now takes only the password.',
      'Every other device signed in to your account was signed out.',
      'If you did not do this, change your password, turn two-factor authentication on again and contact Bookwell support.',
    ]);
  }
  if (kind === TEAM_INVITATION_KIND && isTeamInvitation(data)) {
    return bookwellEmail(`${data.invitedBy} invited you to ${data.businessName} on Bookwell`, [
      `${data.invitedBy} invited you to sign in to ${data.businessName} on Bookwell as ${data.memberName} (${data.role}): you will see your schedule, your bookings and their clients, and be told when a client books you.`,
      `Open this link to accept: ${data.link}`,
      `On another device, open ${new URL(data.link).origin}/invite and type this code: ${data.code}`,
      `The invitation works for ${data.days} days, for an account with this email address. If you did not expect it, ignore this message.`,
    ]);
  }
  if (kind === SUPPORT_REQUEST_KIND && isSupportRequest(data)) {
    // Replying answers the owner; the subject is one line whatever was typed.
    return bookwellEmail(
      `Support request: ${data.subject.replace(/\s+/g, ' ')}`,
      [
        `${data.from} sent a Help & Support request (${data.topic}):`,
        data.message,
        "Reply to answer them, then mark the request answered in Bookwell's admin console (Platform admin, Support).",
      ],
      data.from,
    );
  }
  return null;
}

function isTeamInvitation(data: Record<string, unknown>): data is TeamInvitationPayload {
  return (
    (['businessName', 'memberName', 'invitedBy', 'role', 'link', 'code'] as const).every(
      (key) => typeof data[key] === 'string',
    ) && typeof data.days === 'number'
  );
}

function isSupportRequest(data: Record<string, unknown>): data is SupportRequestPayload {
  return (['from', 'topic', 'subject', 'message'] as const).every((key) => typeof data[key] === 'string');
}

/** Bookwell's own look: its name and green, no business's address or contact. */
const BOOKWELL = { name: 'Bookwell', primaryColor: '#10b981', textColor: '#111827' };

function bookwellEmail(subject: string, paragraphs: string[], replyTo: string | null = null): EmailContent {
  const html = emailShell(BOOKWELL, paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'));
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html, fromName: 'Bookwell', replyTo };
}
