// The booking page wears the owner's customisation (colours and layout style) and its own title.
import { useEffect } from 'react';
import type { ThemeSource } from '#client/features/client-customization/theme.ts';
import { useCustomizationTheme } from '#client/features/client-customization/use-customization-theme.ts';

export function useBookingTheme(source: ThemeSource | undefined, title: string | undefined): void {
  useCustomizationTheme(source);

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `Book with ${title}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
