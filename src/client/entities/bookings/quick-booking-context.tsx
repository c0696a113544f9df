// Open/close state of the quick-booking dialog, shared so the bottom bar, dashboard and calendar can open it.
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { QuickBookingDefaults } from './quick-booking-dialog.tsx';

// Loaded the first time it opens, so public pages never download the dialog and its form.
const QuickBookingDialog = lazy(async () => ({
  default: (await import('./quick-booking-dialog.tsx')).QuickBookingDialog,
}));

export type QuickBookingContextValue = {
  isOpen: boolean;
  open: (defaults?: QuickBookingDefaults) => void;
  close: () => void;
};

const QuickBookingContext = createContext<QuickBookingContextValue | null>(null);

export function QuickBookingProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; defaults?: QuickBookingDefaults }>({ open: false });
  const [used, setUsed] = useState(false);
  const open = useCallback((defaults?: QuickBookingDefaults) => {
    setUsed(true);
    setState({ open: true, defaults });
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const value = useMemo(() => ({ isOpen: state.open, open, close }), [state.open, open, close]);
  return (
    <QuickBookingContext.Provider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <QuickBookingDialog
            open={state.open}
            onOpenChange={(next) => (next ? setState((s) => ({ ...s, open: true })) : close())}
            defaults={state.defaults}
          />
        </Suspense>
      ) : null}
    </QuickBookingContext.Provider>
  );
}

export function useQuickBooking(): QuickBookingContextValue {
  const context = useContext(QuickBookingContext);
  if (!context) throw new Error('useQuickBooking must be used within a QuickBookingProvider');
  return context;
}
