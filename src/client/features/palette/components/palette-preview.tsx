// Live preview: primary, secondary and accent blocks plus muted sample text on the palette's background.
// Text on the coloured blocks switches between black and white for legibility.
import { readableTextOn } from '#shared/domain/contrast.ts';
import type { Palette } from '#shared/domain/palette.ts';
import { useResultI18n } from '../result-i18n.ts';

export function PalettePreview({ palette }: { palette: Palette }) {
  const t = useResultI18n();
  const blocks = [
    { label: t('palette.swatch.primary'), color: palette.primary },
    { label: t('palette.swatch.secondary'), color: palette.secondary },
    { label: t('palette.swatch.accent'), color: palette.accent },
  ];
  return (
    <section aria-labelledby="palette-preview-heading" data-palette-preview>
      <h3 id="palette-preview-heading" className="text-sm font-semibold">
        {t('palette.preview.title')}
      </h3>
      <div
        className="mt-3 rounded-xl border p-5"
        style={{ backgroundColor: palette.background, color: palette.text }}
      >
        <p className="text-lg font-bold">{t('palette.preview.name')}</p>
        <p className="mt-1 text-sm" style={{ color: palette.muted }}>
          {t('palette.preview.text')}
        </p>
        <div className="mt-4 grid grid-cols-3 gap-2">
          {blocks.map((block) => (
            <div
              key={block.label}
              className="flex h-16 items-center justify-center rounded-lg text-sm font-semibold"
              style={{ backgroundColor: block.color, color: readableTextOn(block.color) }}
            >
              {block.label}
            </div>
          ))}
        </div>
        <span
          className="mt-4 inline-block rounded-lg px-4 py-2 text-sm font-semibold"
          style={{ backgroundColor: palette.primary, color: readableTextOn(palette.primary) }}
        >
          {t('palette.preview.book')}
        </span>
      </div>
    </section>
  );
}
