// @vitest-environment happy-dom
// The Website Builder in the app's language (issue 28, docs/decisions/041): a German owner reads the page, the price
// the German way ('1.999 $'), a project's type, status and date in German, and the order form's labels, an empty
// field's message and the toast in German; a shipped template's words in German, another template's as stored.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { WebsiteProject, WebsiteTemplate } from '#shared/schemas/website.ts';
import { WebsiteBuilderPage } from './website-builder-page.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const project: WebsiteProject = {
  id: 'p1',
  title: 'Neue Website',
  description: 'Eine Seite',
  businessType: 'Healthcare',
  requirements: 'Seiten',
  pricing: '1999.00',
  status: 'in_progress',
  createdAt: '2026-11-20T10:00:00.000Z',
  deployedUrl: null,
};
const template: WebsiteTemplate = {
  id: 't1',
  key: null,
  name: 'Glow',
  category: 'Creative',
  description: 'A bright salon site',
  previewUrl: null,
  features: ['Gallery'],
};

// A shipped template, as the server lists it.
const agency: WebsiteTemplate = {
  id: '01930000-0000-7000-8000-000000000005',
  key: 'agency',
  name: 'Agency',
  category: 'Real Estate',
  description: 'For estate agents: listings that turn into viewing appointments.',
  previewUrl: null,
  features: ['Property listings', 'Viewing appointments', 'Lead capture forms', 'Area guides'],
};

function renderBuilder(language: Locale) {
  return renderInAppLanguage(
    <WebsiteBuilderPage />,
    language,
    {
      'GET /api/businesses/me': {
        id: 'b1',
        name: 'Fade Studio',
        slug: 'fade',
        timezone: 'Europe/Berlin',
        currency: 'EUR',
      },
      'GET /api/website-projects': [project],
      'GET /api/website-templates': [template, agency],
    },
    { path: '/website-builder' },
  );
}

describe('the Website Builder in the app’s language', () => {
  it('German: the page, a project’s figures and the order form speak German', async () => {
    renderBuilder('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Website-Baukasten' })).toBeTruthy();
    expect(
      screen.getByText(
        'Eine professionelle Website für Fade Studio, gestaltet und umgesetzt von unserem Team für 1.999 $.',
      ),
    ).toBeTruthy();
    const projects = screen.getByRole('region', { name: 'Ihre Projekte' });
    expect(within(projects).getByText('Gesundheit · 1.999 $ · Angefragt am 20. Nov. 2026')).toBeTruthy();
    expect(within(projects).getByText('in Arbeit')).toBeTruthy();
    expect(screen.getByText('Kreativ')).toBeTruthy();
    expect(screen.getByText('A bright salon site')).toBeTruthy();
    expect(
      screen.getByText('Für Immobilienmakler: Angebote, aus denen Besichtigungstermine werden.'),
    ).toBeTruthy();
    expect(screen.getByText('Formulare für Interessenten')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mit Makler starten' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mit Glow starten' }));
    const form = await screen.findByRole('form', { name: 'Website-Projekt starten' });
    expect(within(form).getByLabelText('Anforderungen')).toHaveProperty(
      'value',
      'Auf Basis der Vorlage Glow.',
    );
    expect(within(form).getByText('1.999 $')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Projekt anlegen' }));
    expect((await within(form).findAllByText('Pflichtfeld')).length).toBe(2);
    expect(toast).toHaveBeenCalledWith({
      title: 'Angaben fehlen',
      description: 'Bitte füllen Sie alle Pflichtfelder aus.',
      variant: 'destructive',
    });
  });

  it('English stays as it was', async () => {
    renderBuilder('en');
    expect(
      await screen.findByText(
        'A professional website for Fade Studio, designed and built by our team for $1,999.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Healthcare · $1,999 · Requested Nov 20, 2026')).toBeTruthy();
    expect(screen.getByText('in progress')).toBeTruthy();
    expect(screen.getByText('Lead capture forms')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start with Agency' })).toBeTruthy();
    expect(screen.getByTitle("Live preview of Fade Studio's booking page")).toBeTruthy();
  });
});
