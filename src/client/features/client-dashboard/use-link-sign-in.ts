// A sign-in code's link (/client/{slug}?signin=TOKEN, from the code message) signs the client in: the page posts
// the one-time token once and takes it out of the address at once, so it stays in no history or bookmark. A
// booking's manage link in that form (confirmations sent before 2026-11-27) goes to that booking's own page.
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { paths } from '#client/app/paths.ts';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useSignInWithLink } from './api/sign-in-with-link.ts';
import { useClientI18n } from './i18n.ts';

/** The prefix of a manage link's token (server: client-portal/manage-link.ts). */
const MANAGE_TOKEN_PREFIX = 'm1.';

export function useLinkSignIn(): { pending: boolean } {
  const [params, setParams] = useSearchParams();
  const token = params.get('signin');
  const { slug = '' } = useParams<{ slug: string }>();
  const signIn = useSignInWithLink();
  const { t } = useClientI18n();
  const { mutate } = signIn;
  // The token works once: never post it twice (React's development double effects included).
  const used = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the toasts' words (t) never post the token again.
  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    if (token.startsWith(MANAGE_TOKEN_PREFIX)) {
      // That page is the app's, not this server-rendered document's: a page load.
      window.location.replace(paths.manageBooking.build(slug, token));
      return;
    }
    mutate(token, {
      onSuccess: () => toast({ title: t('client.signIn.done'), description: t('client.signIn.linkDone') }),
      onError: (error) =>
        toast({
          title: t('client.signIn.linkFailed'),
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('signin');
        return updated;
      },
      { replace: true },
    );
  }, [token, slug, mutate, setParams]);

  // Pending from the first render (the server's too) until the token is posted: never the sign-in form first.
  return { pending: signIn.isPending || (token !== null && used.current !== token) };
}
