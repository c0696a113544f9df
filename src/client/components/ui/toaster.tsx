// Renders the toast store: 5000 ms duration, swipe right past 50 px to dismiss, F8 focuses the region. Its own words
// (what screen readers hear before each toast, the region's name, the close button) in the page's language.
import { useUiI18n } from '#client/lib/app-i18n/ui-i18n.ts';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';
import { dismissToast, useToast } from './use-toast.ts';

export const TOAST_DURATION = 5000;

export function Toaster() {
  const { toasts } = useToast();
  const t = useUiI18n();
  return (
    <ToastProvider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('toast.label')}
    >
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose aria-label={t('toast.close')} />
        </Toast>
      ))}
      {/* Radix writes the hotkey's name where the label says '{hotkey}'. */}
      <ToastViewport hotkey={['F8']} label={t('toast.region', { hotkey: '{hotkey}' })} />
    </ToastProvider>
  );
}
