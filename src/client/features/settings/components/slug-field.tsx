// The booking-link field: the site's /book/ prefix beside the input, and a live preview of the full URL.
import { Check, Copy, ExternalLink } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { paths } from '#client/app/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';

export function SlugField({
  value,
  savedSlug,
  error,
  inputProps,
}: {
  value: string;
  savedSlug: string;
  error?: string;
  inputProps: ComponentProps<'input'>;
}) {
  const { t } = useSettingsI18n();
  const [copied, setCopied] = useState(false);
  const origin = window.location.origin;
  const host = window.location.host;
  const shown = value.trim().toLowerCase() || '…';
  const url = `${origin}${paths.book.build(shown)}`;
  const saved = value.trim().toLowerCase() === savedSlug;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (permissions); the URL stays visible to copy by hand.
    }
  };

  return (
    <FormField label={t('slug.label')} error={error} hint={t('slug.hint')} className="sm:col-span-2">
      {(control) => (
        <div className="grid gap-2">
          <div className="flex rounded-md shadow-xs" dir="ltr">
            <span className="inline-flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm text-muted-foreground">
              {host}/book/
            </span>
            <Input
              {...control}
              {...inputProps}
              autoComplete="off"
              spellCheck={false}
              className="rounded-l-none shadow-none"
            />
          </div>
          <div className="flex min-w-0 items-center gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm">
            <span className="min-w-0 flex-1 truncate font-mono text-xs sm:text-sm" dir="ltr">
              {url}
            </span>
            {saved ? (
              <>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={copied ? t('slug.copied') : t('slug.copy')}
                  onClick={copy}
                >
                  {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                </Button>
                <Button variant="ghost" size="icon" className="size-7" asChild>
                  <a
                    href={paths.book.build(savedSlug)}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={t('slug.open')}
                  >
                    <ExternalLink aria-hidden="true" />
                  </a>
                </Button>
              </>
            ) : (
              <span className="shrink-0 text-xs text-muted-foreground">{t('slug.preview')}</span>
            )}
          </div>
        </div>
      )}
    </FormField>
  );
}
