// Fixed sign-in notices: the Apple 'Coming Soon' text and the ?error= codes the server's OAuth redirects add to /auth,
// in the page's language (`t`, English by default).
import { type AuthMessageId, englishAuth } from '#client/lib/app-i18n/auth-i18n.ts';

export type AuthNotice = { title: string; description: string };

type NoticeIds = readonly [title: AuthMessageId, description: AuthMessageId];

const APPLE_SOON: NoticeIds = ['notice.appleSoon.title', 'notice.appleSoon.text'];
const URL_ERRORS: Record<string, NoticeIds> = {
  google_not_configured: ['notice.googleUnavailable.title', 'notice.googleUnavailable.text'],
  google_failed: ['notice.googleFailed.title', 'notice.googleFailed.text'],
  google_link_required: ['notice.googleLink.title', 'notice.googleLink.text'],
  apple_not_configured: APPLE_SOON,
};

const notice = ([title, description]: NoticeIds, t = englishAuth): AuthNotice => ({
  title: t(title),
  description: t(description),
});

/** 'Coming Soon': Apple sign-in is not available yet. */
export const appleComingSoon = (t = englishAuth) => notice(APPLE_SOON, t);

export const APPLE_COMING_SOON: AuthNotice = appleComingSoon();

export function authUrlError(code: string | null, t = englishAuth): AuthNotice | null {
  const ids = code && Object.hasOwn(URL_ERRORS, code) ? URL_ERRORS[code] : undefined;
  return ids ? notice(ids, t) : null;
}
