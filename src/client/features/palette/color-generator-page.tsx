import { lazy, Suspense } from 'react';
// The free colour palette generator at /color-generator (spec part 2 §2 'Colour generator', §4, PAL-*), with
// the Install App button and the floating install banner (PWA-03..17).
import { MarketingFooter } from '#client/components/marketing/marketing-footer.tsx';
import { MarketingNav } from '#client/components/marketing/marketing-nav.tsx';
import { PageMeta } from '#client/components/marketing/page-meta.tsx';
import { APP_ACTIONS } from '#client/components/marketing/site.ts';
import { InstallAppButton } from '#client/lib/pwa/install-app-button.tsx';
import { BrandIdentityForm } from './components/brand-identity-form.tsx';
import { GeneratedPaletteCard } from './components/generated-palette-card.tsx';
import { usePaletteGenerator } from './use-palette-generator.ts';

// The banner shows at the earliest 2 s after the browser offers installation, so it loads after the page.
const InstallBanner = lazy(async () => ({
  default: (await import('#client/lib/pwa/install-banner.tsx')).InstallBanner,
}));

export function ColorGeneratorPage() {
  const generator = usePaletteGenerator();
  return (
    <>
      <PageMeta
        title="Free Color Palette Generator for Service Businesses · Bookwell"
        description="Create a brand color palette for your salon, spa, studio or clinic in seconds. Pick your business type, mood and base color, then copy the colors or export them as CSS."
        path="/color-generator"
      />
      <MarketingNav {...APP_ACTIONS} />
      <main
        id="main-content"
        className="bg-gradient-to-b from-emerald-50 to-white px-4 pt-10 pb-16 sm:px-6 sm:pt-14"
      >
        <div className="mx-auto max-w-6xl">
          <div className="flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-end">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">Free tool</p>
              <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
                Color Palette Generator
              </h1>
              <p className="mt-3 max-w-2xl text-lg text-slate-600">
                Six harmonious brand colors tuned to your kind of business and the mood you want to set.
              </p>
            </div>
            <InstallAppButton className="shrink-0" />
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
      <MarketingFooter />
      <Suspense fallback={null}>
        <InstallBanner />
      </Suspense>
    </>
  );
}
