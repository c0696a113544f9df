// Copying a swatch's hex to the clipboard with the spec's toasts, and downloading the palette as CSS; `t`: the
// result view's words in the page's language.

import { toast } from '#client/components/ui/use-toast.ts';
import type { Translator } from '#client/lib/i18n/locale-context.tsx';
import { type Palette, paletteToCss } from '#shared/domain/palette.ts';
import type { ResultMessageId } from './result-i18n.ts';

export const COPIED_MARK_MS = 2000;
export const EXPORT_FILE_NAME = 'color-palette.css';

/** Copies `hex`; resolves true on success. Toasts 'Copied!' or the destructive 'Copy Failed'. */
export async function copyColor(name: string, hex: string, t: Translator<ResultMessageId>): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(hex);
    toast({ title: t('palette.toast.copied'), description: t('palette.toast.copiedText', { name, hex }) });
    return true;
  } catch {
    toast({
      title: t('palette.toast.copyFailed'),
      description: t('palette.toast.copyFailedText'),
      variant: 'destructive',
    });
    return false;
  }
}

export function exportPaletteCss(palette: Palette, t: Translator<ResultMessageId>): void {
  const blob = new Blob([paletteToCss(palette)], { type: 'text/css' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  toast({ title: t('palette.toast.exported'), description: t('palette.toast.exportedText') });
}
