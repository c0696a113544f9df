// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServicesReport } from '#shared/schemas/analytics.ts';
import { ClassPerformance } from './class-performance.tsx';

type Row = ServicesReport['services'][number];
const row = (name: string, classes: Row['classes']): Row => ({
  serviceId: name,
  name,
  archived: false,
  bookings: 3,
  totalBookings: 3,
  revenue: 105,
  averagePrice: 35,
  cancellationRate: 0,
  noShowRate: 0,
  classes,
});

describe('class performance', () => {
  it('shows nothing for a business without classes', () => {
    const { container } = render(<ClassPerformance services={[row('Cut', null)]} />);
    expect(container.innerHTML).toBe('');
  });

  it("lists each class's sessions, seats, fill rate and attendance, and no one-to-one service", () => {
    render(
      <ClassPerformance
        services={[
          row('Cut', null),
          row('Yoga', {
            sessions: 4,
            capacity: 48,
            seatsBooked: 30,
            fillRate: 62.5,
            attended: 18,
            attendanceRate: 75,
          }),
        ]}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('rowheader', { name: 'Cut' })).toBeNull();
    const yoga = within(table).getByRole('rowheader', { name: 'Yoga' }).closest('tr');
    expect(yoga && [...yoga.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '4',
      '48',
      '30',
      '62.5%',
      '18',
      '75%',
    ]);
  });
});
