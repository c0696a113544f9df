// Renders the PWA icons in public/icons from one SVG mark (run once: node scripts/make-icons.ts; PNGs are committed).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT_DIR = join(import.meta.dirname, '..', 'public', 'icons');

/** The mark: a white calendar with a check, drawn in a 100×100 box centred on (50, 50). */
const GLYPH = `
  <rect x="22" y="26" width="56" height="52" rx="9" fill="#ffffff"/>
  <rect x="22" y="26" width="56" height="15" rx="9" fill="#d1fae5"/>
  <rect x="22" y="35" width="56" height="6" fill="#d1fae5"/>
  <rect x="33" y="18" width="7" height="16" rx="3.5" fill="#ffffff" stroke="#047857" stroke-width="2.5"/>
  <rect x="60" y="18" width="7" height="16" rx="3.5" fill="#ffffff" stroke="#047857" stroke-width="2.5"/>
  <path d="M36 58 L46 67 L65 49" fill="none" stroke="#059669" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
`;

const GRADIENT = `
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#10b981"/>
      <stop offset="1" stop-color="#047857"/>
    </linearGradient>
  </defs>
`;

/** Regular icon: rounded square; the glyph fills most of it. */
function roundedIcon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${GRADIENT}
    <rect width="100" height="100" rx="22" fill="url(#g)"/>
    <g transform="translate(50 50) scale(1.1) translate(-50 -50)">${GLYPH}</g>
  </svg>`;
}

/** Maskable icon: full-bleed background, glyph inside the central 80% safe zone (radius 40). */
function maskableIcon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${GRADIENT}
    <rect width="100" height="100" fill="url(#g)"/>
    <g transform="translate(50 50) scale(0.78) translate(-50 -50)">${GLYPH}</g>
  </svg>`;
}

async function render(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 100) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT_DIR, file));
}

await mkdir(OUT_DIR, { recursive: true });
await render(roundedIcon(), 192, 'icon-192.png');
await render(roundedIcon(), 512, 'icon-512.png');
await render(maskableIcon(), 512, 'icon-maskable-512.png');
// iOS ignores the manifest icons and masks its own corners, so it gets the full-bleed artwork.
await render(maskableIcon(), 180, 'apple-touch-icon.png');
await render(roundedIcon(), 32, 'favicon-32.png');
await writeFile(join(OUT_DIR, 'icon.svg'), roundedIcon().replace(/\s+/g, ' ').trim());
console.log('icons written to', OUT_DIR);
