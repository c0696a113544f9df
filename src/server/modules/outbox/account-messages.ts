// Messages from Bookwell rather than from a business: about the owner's own account, the code that confirms a new
// email address and the notice to the old address once the change is made, and the notice that two-factor was
// turned on or off; and to a platform admin, a new Help & Support request. They go out whatever the owner's
// notification preferences say (those govern notifications about the business). What they say sits in the payload
// for the worker to render; the Messages view and the data export never show payloads. The worker writes them in
// the recipient's app language (users.language, else English: docs/decisions/041); an invitation, to someone who
// may have no account yet, in the inviting business's language (the one its booking page speaks by default).
import type { DbOrTx } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { requireCatalog, translatorsOf } from '#server/platform/message-catalogs.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { type EmailContent, emailShell, escapeHtml } from './content.ts';
import type english from './locales/account/en.ts';

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

/** Whether an account email of `kind` is written in its recipient's users.language: all but the invitation, whose
 * row's user is the one who invited. */
export function isInRecipientLanguage(kind: string): boolean {
  return ACCOUNT_MESSAGE_KINDS.has(kind) && kind !== TEAM_INVITATION_KIND;
}

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

export type AccountMessageId = keyof typeof english;
type AccountTranslator = (id: AccountMessageId, values?: Record<string, string | number>) => string;

/** The account messages of `locale` by id, English's from its source (./locales/account/{locale}.ts). */
export function accountCatalog(locale: Locale): Record<AccountMessageId, string> {
  return requireCatalog<AccountMessageId>(new URL(`./locales/account/${locale}.ts`, import.meta.url));
}

/** The translator of `locale`, its catalog required and compiled the first time an email of it is sent. */
const accountTranslator: (locale: Locale) => AccountTranslator = translatorsOf(accountCatalog);

/** Queues one account email to `recipient`; the outbox rows of an owner are kept under the owner's business. */
export async function queueAccountEmail(
  db: DbOrTx,
  to: { businessId: string; userId: string; recipient: string },
  message: AccountMessage,
) {
  await db.insert(outbox).values({ ...to, kind: message.kind, channel: 'email', payload: message.payload });
}

/** The email of an account message row in `language` (its recipient's, docs/decisions/041), or null when its
 * payload cannot be read. */
export function accountEmailContent(
  kind: string,
  payload: unknown,
  language: Locale = 'en',
): EmailContent | null {
  const data = (payload ?? {}) as Record<string, unknown>;
  const t = accountTranslator(language);
  const email = (subject: string, paragraphs: string[], replyTo: string | null = null) =>
    bookwellEmail(subject, paragraphs, language, replyTo);
  if (kind === EMAIL_CHANGE_CODE_KIND && typeof data.code === 'string' && typeof data.minutes === 'number') {
    return email(t('emailChangeCode.subject', { code: data.code }), [
      t('emailChangeCode.enter', { code: data.code }),
      t('emailChangeCode.valid', { minutes: data.minutes }),
      t('emailChangeCode.ignore'),
    ]);
  }
  if (kind === EMAIL_CHANGED_KIND && typeof data.newEmail === 'string') {
    return email(t('emailChanged.subject'), [
      t('emailChanged.changed', { email: data.newEmail }),
      t('signedOut'),
      t('emailChanged.notYou'),
    ]);
  }
  if (kind === TWO_FACTOR_ENABLED_KIND) {
    return email(t('twoFactorOn.subject'), [t('twoFactorOn.body'), t('signedOut'), t('twoFactorOn.notYou')]);
  }
  if (kind === TWO_FACTOR_DISABLED_KIND) {
    return email(t('twoFactorOff.subject'), [
      t('twoFactorOff.body'),
      t('signedOut'),
      t('twoFactorOff.notYou'),
    ]);
  }
  if (kind === TEAM_INVITATION_KIND && isTeamInvitation(data)) {
    const names = { invitedBy: data.invitedBy, business: data.businessName };
    return email(t('invitation.subject', names), [
      t('invitation.body', { ...names, member: data.memberName, role: data.role }),
      t('invitation.accept', { link: data.link }),
      t('invitation.otherDevice', { origin: new URL(data.link).origin, code: data.code }),
      t('invitation.valid', { days: data.days }),
    ]);
  }
  if (kind === SUPPORT_REQUEST_KIND && isSupportRequest(data)) {
    // Replying answers the owner; the subject is one line whatever was typed.
    return email(
      t('support.subject', { subject: data.subject.replace(/\s+/g, ' ') }),
      [t('support.from', { from: data.from, topic: data.topic }), data.message, t('support.reply')],
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

function bookwellEmail(
  subject: string,
  paragraphs: string[],
  language: Locale,
  replyTo: string | null,
): EmailContent {
  const html = emailShell(BOOKWELL, paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'), language);
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html, fromName: 'Bookwell', replyTo };
}
