import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WebsiteProject } from '#shared/schemas/website.ts';
import { ProjectList } from './project-list.tsx';

const project = (overrides: Partial<WebsiteProject>): WebsiteProject => ({
  id: crypto.randomUUID(),
  title: 'Site',
  description: 'A site',
  businessType: 'Creative',
  requirements: 'Pages',
  pricing: '1999.00',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  deployedUrl: null,
  ...overrides,
});

const render = (projects: WebsiteProject[], timeZone = 'America/New_York') =>
  renderToString(<ProjectList projects={projects} timeZone={timeZone} onStart={() => {}} />);

describe('Your Projects', () => {
  it('shows each status with its underscore as a space, and the fixed price', () => {
    const html = render([
      project({ title: 'Alpha', status: 'in_progress' }),
      project({ title: 'Beta', status: 'failed' }),
    ]);
    expect(html).toContain('in progress');
    expect(html).not.toContain('in_progress');
    expect(html).toContain('failed');
    expect(html).toContain('$1,999');
  });

  it('offers View Website only for a completed project with a deployed URL', () => {
    const done = render([project({ status: 'completed', deployedUrl: 'https://salon.example.com' })]);
    expect(done).toContain('View Website');
    expect(done).toContain('href="https://salon.example.com"');
    expect(render([project({ status: 'completed' })])).not.toContain('View Website');
    expect(render([project({ status: 'in_progress', deployedUrl: 'https://x.example.com' })])).not.toContain(
      'View Website',
    );
  });

  it('has an empty state that starts a project', () => {
    const html = render([]);
    expect(html).toContain('No website projects yet.');
    expect(html).toContain('Start Your Website Project');
  });

  it("dates a request in the business's zone", () => {
    const late = project({ createdAt: '2026-11-21T03:00:00.000Z' });
    expect(render([late], 'America/New_York')).toContain('Nov 20, 2026');
    expect(render([late], 'Europe/Paris')).toContain('Nov 21, 2026');
  });
});
