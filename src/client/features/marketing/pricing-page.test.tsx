// The pricing page and the landing page's FAQ in German (docs/decisions/042), rendered as the build pre-renders them
// (app/prerender.tsx): the plan's price by Intl, a question's answer with its price, and the page's other words.
import { describe, expect, it } from 'vitest';
import { renderDocument } from '#client/app/prerender.tsx';
import { PRERENDER_SHELL as SHELL, textOf } from '#client/test/prerender-test-kit.ts';

describe('the pricing page in German', () => {
  it('shows the plan with its price formatted for German, the website package and the FAQ answers', async () => {
    const document = await renderDocument(SHELL, '/pricing', 'de');
    expect(document).toContain('<html lang="de" dir="ltr">');
    expect(document).toContain('hreflang="ar" href="/pricing?lang=ar"');
    const text = textOf(document);
    expect(text).toContain('Einfache Preise. Alles inklusive.');
    expect(text).toContain('5 $ pro Nutzer / Monat');
    expect(text).toContain('1.999 $ einmalig');
    expect(text).toContain('99,9 % Verfügbarkeit');
    expect(text).toContain('Summe im ersten Jahr 2.179 $');
    expect(text).toContain(
      'Bei jährlicher Abrechnung zahlen Sie 50 $ pro Nutzer und Jahr statt 60 $ bei monatlicher Zahlung.',
    );
    // The header and footer are the landing page's, in the same language, with the language switcher.
    expect(document).toContain('Sprache');
    expect(text).not.toMatch(/Simple pricing|per user|Pricing questions|What’s included/);
  });

  it('stays English byte for byte in English', async () => {
    const text = textOf(await renderDocument(SHELL, '/pricing'));
    expect(text).toContain('$5 per user / month');
    expect(text).toContain('$1,999 one-time');
    expect(text).toContain('First-year total $2,179');
    expect(text).toContain(
      'Annual billing is $50 per user per year instead of $60 paid monthly, a 17% saving.',
    );
    expect(text).toContain('99.9% uptime');
  });
});

describe("the landing page's testimonials and FAQ in German", () => {
  it('quote the illustrative owners and answer with prices formatted for German', async () => {
    const text = textOf(await renderDocument(SHELL, '/', 'de'));
    expect(text).toContain('Häufige Fragen');
    expect(text).toContain('Nach der Testphase können Sie für 5 $ pro Nutzer und Monat weitermachen.');
    expect(text).toContain('„Unsere Kunden buchen um Mitternacht selbst');
    expect(text).toContain('Salonbesitzerin, Beispiel-Friseursalon');
    expect(text).not.toMatch(/Frequently asked|Illustrative example|Salon owner/);
  });
});
