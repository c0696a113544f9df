import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminBusiness } from '#shared/schemas/admin.ts';
import { BusinessRow } from './businesses-tab.tsx';

const business = (status: string): AdminBusiness => ({
  id: crypto.randomUUID(),
  name: 'Fade Factory',
  slug: 'fade-factory',
  ownerName: 'Sam Owner',
  email: 'sam@example.com',
  phone: null,
  address: null,
  businessType: 'barber',
  status,
  subscriptionTier: 'starter',
  monthlyRevenue: '0.00',
  totalBookings: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastLogin: null,
  websiteProjects: 0,
  commissionGenerated: '0.00',
});

const render = (status: string) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <table>
        <tbody>
          <BusinessRow business={business(status)} />
        </tbody>
      </table>
    </QueryClientProvider>,
  );

describe('a row of the Businesses tab', () => {
  it('offers Suspend for an active business and Activate for a suspended one', () => {
    expect(render('active')).toContain('aria-label="Suspend Fade Factory"');
    expect(render('suspended')).toContain('aria-label="Activate Fade Factory"');
  });

  it('shows a business whose owner deleted the account as closing, with neither button', () => {
    const html = render('closing');
    expect(html).toContain('>closing</');
    expect(html).toContain('Account deleted by its owner');
    expect(html).not.toContain('Suspend');
    expect(html).not.toContain('Activate');
  });
});
