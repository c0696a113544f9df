import { lazy, Suspense } from 'react';
// The free colour palette generator at /color-generator (spec part 2 §2 'Colour generator', §4, PAL-*), with
// the Install App button and the floating install banner (PWA-03..17), in the visitor's language (issue 28): the
// marketing pages' rule, pre-rendered in each language like /pricing.
import { MarketingFooter } from '#client/components/marketing/marketing-footer.tsx';
import { MarketingNav } from '#client/components/marketing/marketing-nav.tsx';
import { PageMeta } from '#client/components/marketing/page-meta.tsx';
import { APP_ACTIONS } from '#client/components/marketing/site.ts';
import { TranslatedPage, useChromeLabels } from '#client/components/marketing/translated-page.tsx';
import { LanguageSwitcher } from '#client/entities/public-business/components/language-switcher.tsx';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { InstallAppButton } from '#client/lib/pwa/install-app-button.tsx';
import { BrandIdentityForm } from './components/brand-identity-form.tsx';
import { GeneratedPaletteCard } from './components/generated-palette-card.tsx';
import { loadPaletteMessages, usePaletteI18n } from './i18n.ts';
import { usePaletteGenerator } from './use-palette-generator.ts';

// The banner shows at the earliest 2 s after the browser offers installation, so it loads after the page.
const InstallBanner = lazy(async () => ({
  default: (await import('./components/palette-install-banner.tsx')).PaletteInstallBanner,
}));

/** The Install App button's instructions in the language of `messages`: fetched when it is pressed. */
async function installInstructions(messages: Messages) {
  const t = (await import('./install-i18n.ts')).installTranslator(messages);
  return { ios: t('palette.install.ios'), browser: t('palette.install.browser') };
}

export function ColorGeneratorPage() {
  return (
    <TranslatedPage load={loadPaletteMessages}>
      <ColorGeneratorContent />
    </TranslatedPage>
  );
}

function ColorGeneratorContent() {
  const { t, messages } = usePaletteI18n();
  const labels = useChromeLabels();
  const generator = usePaletteGenerator();
  return (
    <>
      <PageMeta
        title={t('palette.meta.title')}
        description={t('palette.meta.description')}
        path="/color-generator"
      />
      <MarketingNav {...APP_ACTIONS} labels={labels} />
      <main
        id="main-content"
        className="bg-gradient-to-b from-emerald-50 to-white px-4 pt-10 pb-16 sm:px-6 sm:pt-14"
      >
        <div className="mx-auto max-w-6xl">
          <div className="flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-end">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">
                {t('palette.eyebrow')}
              </p>
              <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
                {t('palette.title')}
              </h1>
              <p className="mt-3 max-w-2xl text-lg text-slate-600">{t('palette.lead')}</p>
            </div>
            <InstallAppButton
              className="shrink-0"
              labels={{
                button: t('palette.install.button'),
                instructions: () => installInstructions(messages),
              }}
            />
          </div>
          <div className="mt-10 grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
            <BrandIdentityForm
              form={generator.form}
              baseColor={generator.baseColor}
              generating={generator.generating}
              onChange={generator.update}
              onGenerate={generator.generate}
            />
            <GeneratedPaletteCard palette={generator.palette} generating={generator.generating} />
          </div>
        </div>
      </main>
      <MarketingFooter labels={labels} languageSwitcher={<LanguageSwitcher />} />
      <Suspense fallback={null}>
        <InstallBanner />
      </Suspense>
    </>
  );
}
