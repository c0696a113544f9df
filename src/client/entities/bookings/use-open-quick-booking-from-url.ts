// Opens the quick-booking dialog when the URL asks for it (/dashboard?quickBooking=1, optionally with
// &date=YYYY-MM-DD&time=HH:mm&serviceId=…), then removes those parameters so a reload does not reopen it.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQuickBooking } from './quick-booking-context.tsx';

const PARAMS = ['quickBooking', 'date', 'time', 'serviceId'] as const;

export function useOpenQuickBookingFromUrl(): void {
  const { open } = useQuickBooking();
  const [location, navigate] = useLocation();
  const search = useSearch();

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('quickBooking') !== '1') return;
    const defaults = {
      date: params.get('date') ?? undefined,
      time: params.get('time') ?? undefined,
      serviceId: params.get('serviceId') ?? undefined,
    };
    for (const name of PARAMS) params.delete(name);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
    open(defaults);
  }, [search, location, navigate, open]);
}
