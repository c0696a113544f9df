// Applies a business's customisation to the whole document while a page that wears it is shown (dialogs and
// toasts render outside the page, so the variables go on <html>), and restores the app theme when it is left.
// Used by the booking page and the client dashboard.
import { useEffect } from 'react';
import { customizationThemeVars, type ThemeSource } from './theme.ts';

export function useCustomizationTheme(source: ThemeSource | undefined): void {
  useEffect(() => {
    const vars = customizationThemeVars(source ?? {});
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(vars)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(vars)) root.removeProperty(name);
    };
  }, [source]);
}
