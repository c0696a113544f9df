// A manage link (/client/{slug}?signin=TOKEN, from the booking confirmation) signs the client in: the page posts
// the one-time token once and takes it out of the address at once, so it stays in no history or bookmark.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useSignInWithLink } from './api/sign-in-with-link.ts';

export function useLinkSignIn(): { pending: boolean } {
  const [params, setParams] = useSearchParams();
  const token = params.get('signin');
  const signIn = useSignInWithLink();
  const { mutate } = signIn;
  // The token works once: never post it twice (React's development double effects included).
  const used = useRef<string | null>(null);

  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    mutate(token, {
      onSuccess: () => toast({ title: 'Signed in', description: 'You can manage your bookings here.' }),
      onError: (error) =>
        toast({ title: 'Could not sign you in', description: errorMessage(error), variant: 'destructive' }),
    });
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('signin');
        return updated;
      },
      { replace: true },
    );
  }, [token, mutate, setParams]);

  // Pending from the first render (the server's too) until the token is posted: never the sign-in form first.
  return { pending: signIn.isPending || (token !== null && used.current !== token) };
}
