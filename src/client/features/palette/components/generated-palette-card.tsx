// The Generated Palette card: the empty prompt, or the swatches, the live preview, Export as CSS and (for a
// signed-in owner) 'Use for my booking page'.
import { Download, Sparkles, Wand2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useAuth } from '#client/features/auth/auth-context.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import type { Palette } from '#shared/domain/palette.ts';
import { useApplyPalette } from '../api/apply-palette.ts';
import { exportPaletteCss } from '../copy-color.ts';
import { PalettePreview } from './palette-preview.tsx';
import { PaletteSwatches } from './palette-swatches.tsx';

function ApplyPaletteButton({ palette }: { palette: Palette }) {
  const apply = useApplyPalette();
  const onClick = () =>
    apply.mutate(palette, {
      onSuccess: () =>
        toast({ title: 'Palette applied', description: 'Your booking page now uses these colors.' }),
      onError: (error) =>
        toast({
          title: 'Could not apply palette',
          description: errorMessage(error, 'Failed to save customization settings.'),
          variant: 'destructive',
        }),
    });
  return (
    <Button variant="secondary" onClick={onClick} disabled={apply.isPending}>
      <Wand2 aria-hidden="true" />
      {apply.isPending ? 'Applying...' : 'Use for my booking page'}
    </Button>
  );
}

export function GeneratedPaletteCard({ palette }: { palette: Palette | null }) {
  const { user } = useAuth();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-none tracking-tight">
          <Sparkles className="size-5 text-emerald-700" aria-hidden="true" />
          Generated Palette
        </h2>
        <CardDescription>Click a color to copy its hex value.</CardDescription>
      </CardHeader>
      <CardContent>
        {palette === null ? (
          <div className="flex min-h-64 flex-col items-center justify-center rounded-xl border-2 border-dashed p-8 text-center">
            <Sparkles className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="mt-3 font-medium text-muted-foreground">Generate a palette to see results</p>
          </div>
        ) : (
          <div className="grid gap-6">
            <PaletteSwatches palette={palette} />
            <PalettePreview palette={palette} />
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={() => exportPaletteCss(palette)}>
                <Download aria-hidden="true" />
                Export as CSS
              </Button>
              {user && <ApplyPaletteButton palette={palette} />}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
