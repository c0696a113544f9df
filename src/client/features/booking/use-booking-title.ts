// The booking page's title ('Book with …' in the page's language). Its colours are not set here: the server renders
// them on <html> (ssr-entry-server.tsx), and BookPage applies them when the app navigates to the page.
import { useEffect } from 'react';

export function useBookingTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
