// Install App: the native prompt when the browser offers one, otherwise instructions for iOS or for the
// browser menu; hidden when the app already runs installed (spec part 2 §2, PWA-03..07). The page gives its words.
import { Download } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { isIosDevice, useInstallPrompt } from './install-prompt.ts';

/** Its words in the page's language: the button, and the instructions for iOS and for other browsers (fetched when
 * they are needed). */
export type InstallButtonLabels = {
  button: string;
  instructions: () => Promise<{ ios: string; browser: string }>;
};

export function InstallAppButton({ className, labels }: { className?: string; labels: InstallButtonLabels }) {
  const install = useInstallPrompt();
  if (install.standalone || install.installed) return null;

  const onClick = async () => {
    if (install.canPrompt) {
      await install.promptInstall();
    } else {
      const { ios, browser } = await labels.instructions();
      window.alert(isIosDevice() ? ios : browser);
    }
  };

  return (
    <Button variant="outline" className={className} onClick={onClick}>
      <Download aria-hidden="true" />
      {labels.button}
    </Button>
  );
}
