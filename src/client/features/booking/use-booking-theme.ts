// The booking page wears the owner's customisation (colours and layout style) and its own title ('Book with …' in
// the page's language).
import { useEffect } from 'react';
import type { ThemeSource } from '#client/entities/customization/theme.ts';
import { useCustomizationTheme } from '#client/entities/customization/use-customization-theme.ts';

export function useBookingTheme(source: ThemeSource | undefined, title: string | undefined): void {
  useCustomizationTheme(source);

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
