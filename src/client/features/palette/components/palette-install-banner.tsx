// The floating install banner (lib/pwa) with its words in the page's language: loaded with the banner, after the page.
import { useLocaleState } from '#client/lib/i18n/locale-context.tsx';
import { InstallBanner } from '#client/lib/pwa/install-banner.tsx';
import { installTranslator } from '../install-i18n.ts';

export function PaletteInstallBanner() {
  const t = installTranslator(useLocaleState()?.messages ?? {});
  return (
    <InstallBanner
      labels={{
        title: t('palette.banner.title'),
        text: t('palette.banner.text'),
        install: t('palette.banner.install'),
        later: t('palette.banner.later'),
        close: t('palette.banner.close'),
      }}
    />
  );
}
