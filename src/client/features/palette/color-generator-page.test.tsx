// The colour generator in German (issue 28), rendered as the build pre-renders it (app/prerender.tsx): the page's
// words, its form's options, the shared header and footer in the same language, and English unchanged in English.
import { describe, expect, it } from 'vitest';
import { renderDocument } from '#client/app/prerender.tsx';
import { PRERENDER_SHELL as SHELL, textOf } from '#client/test/prerender-test-kit.ts';

describe('the colour generator in German', () => {
  it('reads in German, header and footer included, with the language switcher', async () => {
    const document = await renderDocument(SHELL, '/color-generator', 'de');
    expect(document).toContain('<html lang="de" dir="ltr">');
    expect(document).toContain('hreflang="ar" href="/color-generator?lang=ar"');
    expect(document).toContain(
      '<title>Kostenloser Farbpaletten-Generator für Dienstleister · Bookwell</title>',
    );
    const text = textOf(document);
    expect(text).toContain('Farbpaletten-Generator');
    expect(text).toContain('Markenidentität');
    expect(text).toContain('Friseur & Beauty');
    expect(text).toContain('Professionell & vertrauenswürdig');
    expect(text).toContain('Palette erstellen');
    expect(text).toContain('Erstellen Sie eine Palette, um das Ergebnis zu sehen');
    expect(text).toContain('App installieren');
    // The marketing header and footer, and the switcher's label.
    expect(text).toContain('Funktionen');
    expect(text).toContain('Alle Rechte vorbehalten.');
    expect(document).toContain('aria-label="Sprache"');
    expect(text).not.toMatch(
      /Color Palette|Brand Identity|Hair Salon|Generate Palette|Install App|Features|Pricing/,
    );
  });

  it('stays English in English', async () => {
    const document = await renderDocument(SHELL, '/color-generator');
    expect(document).toContain(
      '<title>Free Color Palette Generator for Service Businesses · Bookwell</title>',
    );
    const text = textOf(document);
    for (const words of [
      'Color Palette Generator',
      'Six harmonious brand colors tuned to your kind of business and the mood you want to set.',
      'Brand Identity',
      'Hair Salon & Beauty',
      'Warm & Welcoming',
      'Your main brand color. The palette is built around it.',
      'Generate Palette',
      'Generate a palette to see results',
      'Install App',
      'Color palette generator',
      'All rights reserved.',
    ]) {
      expect(text).toContain(words);
    }
  });
});
