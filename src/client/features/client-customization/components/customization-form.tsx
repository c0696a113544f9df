// The editor's five tabs (spec part 2 §2, §3): Branding, Layout, Features, Content, Notifications. Every change
// goes to the draft the live preview shows; nothing is sent until Save Changes, except an uploaded image.
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import {
  type CustomizationMessageId,
  useCustomizationI18n,
} from '#client/lib/app-i18n/customization-i18n.ts';
import {
  COLOR_FIELDS,
  type ColorKey,
  LAYOUT_STYLES,
  type LayoutStyle,
  TEXT_LIMITS,
} from '#shared/domain/customization.ts';
import type { Customization } from '#shared/schemas/customization.ts';
import { ColorField } from './color-field.tsx';
import { ImageField, type ImageKind } from './image-field.tsx';

type FlagKey = {
  [K in keyof Customization]: Customization[K] extends boolean ? K : never;
}[keyof Customization];

type Flag = { key: FlagKey; label: CustomizationMessageId; description: CustomizationMessageId };

const LAYOUT_LABELS: Record<
  LayoutStyle,
  { name: CustomizationMessageId; description: CustomizationMessageId }
> = {
  modern: { name: 'layout.modern', description: 'layout.modern.text' },
  minimal: { name: 'layout.minimal', description: 'layout.minimal.text' },
  classic: { name: 'layout.classic', description: 'layout.classic.text' },
};

const FEATURE_FLAGS: ReadonlyArray<Flag> = [
  { key: 'showServices', label: 'flag.showServices', description: 'flag.showServices.text' },
  {
    key: 'showUpcomingBookings',
    label: 'flag.showUpcomingBookings',
    description: 'flag.showUpcomingBookings.text',
  },
  {
    key: 'showBookingHistory',
    label: 'flag.showBookingHistory',
    description: 'flag.showBookingHistory.text',
  },
  {
    key: 'showReviewsSection',
    label: 'flag.showReviewsSection',
    description: 'flag.showReviewsSection.text',
  },
  {
    key: 'showProfileSection',
    label: 'flag.showProfileSection',
    description: 'flag.showProfileSection.text',
  },
  { key: 'showNotifications', label: 'flag.showNotifications', description: 'flag.showNotifications.text' },
  {
    key: 'enableOnlineBooking',
    label: 'flag.enableOnlineBooking',
    description: 'flag.enableOnlineBooking.text',
  },
  {
    key: 'enableCancelBooking',
    label: 'flag.enableCancelBooking',
    description: 'flag.enableCancelBooking.text',
  },
  {
    key: 'enableRescheduleBooking',
    label: 'flag.enableRescheduleBooking',
    description: 'flag.enableRescheduleBooking.text',
  },
  {
    key: 'enablePaymentHistory',
    label: 'flag.enablePaymentHistory',
    description: 'flag.enablePaymentHistory.text',
  },
  {
    key: 'enableLoyaltyProgram',
    label: 'flag.enableLoyaltyProgram',
    description: 'flag.enableLoyaltyProgram.text',
  },
];

const NOTIFICATION_FLAGS: ReadonlyArray<Flag> = [
  {
    key: 'emailNotifications',
    label: 'flag.emailNotifications',
    description: 'flag.emailNotifications.text',
  },
  { key: 'smsNotifications', label: 'flag.smsNotifications', description: 'flag.smsNotifications.text' },
  { key: 'pushNotifications', label: 'flag.pushNotifications', description: 'flag.pushNotifications.text' },
];

/** The five colours' labels, in COLOR_FIELDS' order (the server names a refused one in English). */
const COLOR_LABELS: Record<ColorKey, CustomizationMessageId> = {
  primaryColor: 'color.primaryColor',
  secondaryColor: 'color.secondaryColor',
  accentColor: 'color.accentColor',
  backgroundColor: 'color.backgroundColor',
  textColor: 'color.textColor',
};

const TEXT_FIELDS = [
  {
    key: 'welcomeMessage',
    label: 'text.welcomeMessage',
    placeholder: 'text.welcomeMessage.placeholder',
    rows: 3,
  },
  {
    key: 'businessDescription',
    label: 'text.businessDescription',
    placeholder: 'text.businessDescription.placeholder',
    rows: 5,
  },
  { key: 'footerText', label: 'text.footerText', placeholder: 'text.footerText.placeholder', rows: 2 },
] as const;

export type CustomizationFormProps = {
  draft: Customization;
  onChange: (changes: Partial<Customization>) => void;
  /** Saves an uploaded image's URL at once; true when that save succeeded. */
  onImageUploaded: (kind: ImageKind, url: string) => Promise<boolean>;
};

function ToggleList({
  flags,
  draft,
  onChange,
}: {
  flags: ReadonlyArray<Flag>;
  draft: Customization;
  onChange: (changes: Partial<Customization>) => void;
}) {
  const { t } = useCustomizationI18n();
  return (
    <ul className="divide-y rounded-lg border">
      {flags.map(({ key, label, description }) => (
        <li key={key} className="flex items-center justify-between gap-4 p-4">
          <div className="grid gap-0.5">
            <Label htmlFor={`flag-${key}`}>{t(label)}</Label>
            <p id={`flag-${key}-description`} className="text-sm text-muted-foreground">
              {t(description)}
            </p>
          </div>
          <Switch
            id={`flag-${key}`}
            aria-describedby={`flag-${key}-description`}
            checked={draft[key]}
            onCheckedChange={(checked) => onChange({ [key]: checked })}
          />
        </li>
      ))}
    </ul>
  );
}

export function CustomizationForm({ draft, onChange, onImageUploaded }: CustomizationFormProps) {
  const { t, intl } = useCustomizationI18n();
  return (
    <Tabs defaultValue="branding">
      <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:grid-cols-5">
        <TabsTrigger value="branding">{t('tab.branding')}</TabsTrigger>
        <TabsTrigger value="layout">{t('tab.layout')}</TabsTrigger>
        <TabsTrigger value="features">{t('tab.features')}</TabsTrigger>
        <TabsTrigger value="content">{t('tab.content')}</TabsTrigger>
        <TabsTrigger value="notifications">{t('tab.notifications')}</TabsTrigger>
      </TabsList>

      <TabsContent value="branding" className="grid gap-6">
        <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
          <ImageField
            kind="logo"
            label={t('image.logo')}
            value={draft.logoUrl}
            onClear={() => onChange({ logoUrl: '' })}
            onUploaded={(url) => onImageUploaded('logo', url)}
          />
          <ImageField
            kind="banner"
            label={t('image.banner')}
            value={draft.bannerUrl}
            onClear={() => onChange({ bannerUrl: '' })}
            onUploaded={(url) => onImageUploaded('banner', url)}
          />
        </div>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold">{t('colors.legend')}</legend>
          {COLOR_FIELDS.map(({ key }) => (
            <ColorField
              key={key}
              label={t(COLOR_LABELS[key])}
              value={draft[key]}
              onChange={(value) => onChange({ [key]: value })}
            />
          ))}
        </fieldset>
      </TabsContent>

      <TabsContent value="layout">
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('layout.legend')}</legend>
          {LAYOUT_STYLES.map((style) => (
            <label
              key={style}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name="layoutStyle"
                value={style}
                checked={draft.layoutStyle === style}
                onChange={() => onChange({ layoutStyle: style })}
                className="mt-1 size-4 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{t(LAYOUT_LABELS[style].name)}</span>
                <span className="text-sm text-muted-foreground">{t(LAYOUT_LABELS[style].description)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </TabsContent>

      <TabsContent value="features">
        <ToggleList flags={FEATURE_FLAGS} draft={draft} onChange={onChange} />
      </TabsContent>

      <TabsContent value="content" className="grid gap-5">
        {TEXT_FIELDS.map(({ key, label, placeholder, rows }) => {
          const { max } = TEXT_LIMITS[key];
          return (
            <div key={key} className="grid gap-2">
              <Label htmlFor={`text-${key}`}>{t(label)}</Label>
              <Textarea
                id={`text-${key}`}
                value={draft[key]}
                rows={rows}
                maxLength={max}
                placeholder={t(placeholder)}
                aria-describedby={`text-${key}-count`}
                onChange={(event) => onChange({ [key]: event.target.value })}
              />
              <p id={`text-${key}-count`} className="text-end text-xs text-muted-foreground">
                {formatCount(draft[key].length, intl)}/{formatCount(max, intl)}
              </p>
            </div>
          );
        })}
      </TabsContent>

      <TabsContent value="notifications">
        <ToggleList flags={NOTIFICATION_FLAGS} draft={draft} onChange={onChange} />
      </TabsContent>
    </Tabs>
  );
}
