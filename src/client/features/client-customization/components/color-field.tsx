// One colour of the Branding tab: a colour picker, a hex text input and a preview swatch with readable sample
// text. The hex text is free (spec part 2 §5); a value that is not a hex colour is pointed out under the input and
// the server refuses it on save with its own message.
import { useId } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useCustomizationI18n } from '#client/lib/app-i18n/customization-i18n.ts';
import { parseHexColor, readableTextOn } from '#shared/domain/contrast.ts';
import { STRICT_HEX_COLOR } from '#shared/domain/customization.ts';

export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useCustomizationI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const valid = STRICT_HEX_COLOR.test(value.trim());
  // The picker and the swatch need a whole colour: while the text is not one (being typed), they show black.
  const shown = parseHexColor(value) ?? '#000000';
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('color.picker', { label })}
          value={shown}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
        />
        <Input
          id={id}
          value={value}
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : errorId}
          className="font-mono"
          onChange={(event) => onChange(event.target.value)}
          // '10B981' or '#ABC' become '#10b981' / '#aabbcc' once the field is left.
          onBlur={() => {
            const parsed = parseHexColor(value);
            if (parsed && parsed !== value) onChange(parsed);
          }}
        />
        <span
          aria-hidden="true"
          className="flex h-10 w-14 shrink-0 items-center justify-center rounded-md border text-sm font-semibold"
          style={{ backgroundColor: shown, color: readableTextOn(shown) }}
        >
          Aa
        </span>
      </div>
      {valid ? null : (
        <p id={errorId} className="text-sm text-destructive">
          {t('color.invalid', { example: '#10b981' })}
        </p>
      )}
    </div>
  );
}
