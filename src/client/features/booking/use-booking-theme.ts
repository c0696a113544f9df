// Applies the owner's colours to the whole document while the booking page is shown (dialogs and toasts
// render outside the page, so the variables go on <html>), and restores the app theme when it is left.
import { useEffect } from 'react';
import { type BookingColors, bookingThemeVars } from './theme.ts';

export function useBookingTheme(colors: Partial<BookingColors> | undefined, title: string | undefined): void {
  useEffect(() => {
    const vars = bookingThemeVars(colors ?? {});
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(vars)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(vars)) root.removeProperty(name);
    };
  }, [colors]);

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `Book with ${title}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
