// Copying a swatch's hex to the clipboard with the spec's toasts, and downloading the palette as CSS.
import { toast } from '#client/components/ui/use-toast.ts';
import { type Palette, paletteToCss } from '#shared/domain/palette.ts';

export const COPIED_MARK_MS = 2000;
export const EXPORT_FILE_NAME = 'color-palette.css';

/** Copies `hex`; resolves true on success. Toasts 'Copied!' or the destructive 'Copy Failed'. */
export async function copyColor(name: string, hex: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(hex);
    toast({ title: 'Copied!', description: `${name} color ${hex} copied to clipboard.` });
    return true;
  } catch {
    toast({
      title: 'Copy Failed',
      description: 'Could not copy color to clipboard.',
      variant: 'destructive',
    });
    return false;
  }
}

export function exportPaletteCss(palette: Palette): void {
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
  toast({ title: 'Exported!', description: 'Color palette exported as CSS file.' });
}
