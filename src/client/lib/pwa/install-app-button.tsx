// Install App: the native prompt when the browser offers one, otherwise instructions for iOS or for the
// browser menu; hidden when the app already runs installed (spec part 2 §2, PWA-03..07).
import { Download } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { isIosDevice, useInstallPrompt } from './install-prompt.ts';

export const IOS_INSTALL_MESSAGE =
  'To install Bookwell on your iPhone or iPad, tap the Share button, then choose "Add to Home Screen".';
export const BROWSER_INSTALL_MESSAGE =
  'To install Bookwell, open your browser menu and choose "Install app" (or "Add to Home screen"), or use the install icon in the address bar.';

export function InstallAppButton({ className }: { className?: string }) {
  const install = useInstallPrompt();
  if (install.standalone || install.installed) return null;

  const onClick = async () => {
    if (install.canPrompt) {
      await install.promptInstall();
    } else if (isIosDevice()) {
      window.alert(IOS_INSTALL_MESSAGE);
    } else {
      window.alert(BROWSER_INSTALL_MESSAGE);
    }
  };

  return (
    <Button variant="outline" className={className} onClick={onClick}>
      <Download aria-hidden="true" />
      Install App
    </Button>
  );
}
