// Live preview: primary, secondary and accent blocks plus muted sample text on the palette's background.
// Text on the coloured blocks switches between black and white for legibility.
import type { Palette } from '#shared/domain/palette.ts';

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

export function PalettePreview({ palette }: { palette: Palette }) {
  const blocks = [
    { label: 'Primary', color: palette.primary },
    { label: 'Secondary', color: palette.secondary },
    { label: 'Accent', color: palette.accent },
  ];
  return (
    <section aria-labelledby="palette-preview-heading" data-palette-preview>
      <h3 id="palette-preview-heading" className="text-sm font-semibold">
        Live Preview
      </h3>
      <div
        className="mt-3 rounded-xl border p-5"
        style={{ backgroundColor: palette.background, color: palette.text }}
      >
        <p className="text-lg font-bold">Your Business Name</p>
        <p className="mt-1 text-sm" style={{ color: palette.muted }}>
          Sample text in your muted color: book your next appointment online in seconds.
        </p>
        <div className="mt-4 grid grid-cols-3 gap-2">
          {blocks.map((block) => (
            <div
              key={block.label}
              className="flex h-16 items-center justify-center rounded-lg text-sm font-semibold"
              style={{ backgroundColor: block.color, color: readableOn(block.color) }}
            >
              {block.label}
            </div>
          ))}
        </div>
        <span
          className="mt-4 inline-block rounded-lg px-4 py-2 text-sm font-semibold"
          style={{ backgroundColor: palette.primary, color: readableOn(palette.primary) }}
        >
          Book Now
        </span>
      </div>
    </section>
  );
}
