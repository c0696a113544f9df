// Six swatches with names and hex values; clicking a swatch or its copy button copies the hex, and a check
// mark shows for 2 s (spec part 2 §4).
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import { PALETTE_KEYS, type Palette, type PaletteKey } from '#shared/domain/palette.ts';
import { COPIED_MARK_MS, copyColor } from '../copy-color.ts';
import { useResultI18n } from '../result-i18n.ts';

export function PaletteSwatches({ palette }: { palette: Palette }) {
  const t = useResultI18n();
  const [copied, setCopied] = useState<PaletteKey | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (key: PaletteKey) => {
    if (!(await copyColor(t(`palette.swatch.${key}`), palette[key], t))) return;
    setCopied(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_MARK_MS);
  };

  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {PALETTE_KEYS.map((key) => {
        const name = t(`palette.swatch.${key}`);
        const hex = palette[key];
        const isCopied = copied === key;
        return (
          <li key={key} className="overflow-hidden rounded-xl border bg-card" data-testid={`swatch-${key}`}>
            <button
              type="button"
              onClick={() => copy(key)}
              className="block h-20 w-full border-b outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
              style={{ backgroundColor: hex }}
              aria-label={t('palette.result.copyColor', { name, hex })}
            />
            <div className="flex items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <p className="text-sm font-semibold">{name}</p>
                <p className="font-mono text-xs text-muted-foreground">{hex}</p>
              </div>
              <button
                type="button"
                onClick={() => copy(key)}
                className={cn(
                  'rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isCopied && 'text-emerald-700',
                )}
                aria-label={
                  isCopied ? t('palette.result.copied', { name }) : t('palette.result.copyHex', { hex })
                }
              >
                {isCopied ? (
                  <Check className="size-4" aria-hidden="true" data-testid="copied-mark" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
