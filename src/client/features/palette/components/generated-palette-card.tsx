// The Generated Palette card: the empty prompt, or the generated palette (loaded on demand, see palette-result).
import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import type { Palette } from '#shared/domain/palette.ts';
import { usePaletteI18n } from '../i18n.ts';

const loadPaletteResult = () => import('./palette-result.tsx');
const PaletteResult = lazy(async () => ({ default: (await loadPaletteResult()).PaletteResult }));

export function GeneratedPaletteCard({
  palette,
  generating,
}: {
  palette: Palette | null;
  generating: boolean;
}) {
  const { t } = usePaletteI18n();
  // The first generation takes 1.5 s: time enough to download the result view before it is needed.
  useEffect(() => {
    if (generating) void loadPaletteResult();
  }, [generating]);

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-none tracking-tight">
          <Sparkles className="size-5 text-emerald-700" aria-hidden="true" />
          {t('palette.card.title')}
        </h2>
        <CardDescription>{t('palette.card.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {palette === null ? (
          <div className="flex min-h-64 flex-col items-center justify-center rounded-xl border-2 border-dashed p-8 text-center">
            <Sparkles className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="mt-3 font-medium text-muted-foreground">{t('palette.card.empty')}</p>
          </div>
        ) : (
          <Suspense
            fallback={
              <div className="flex min-h-64 items-center justify-center">
                <Spinner label={t('palette.card.loading')} />
              </div>
            }
          >
            <PaletteResult palette={palette} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
