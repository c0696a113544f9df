// The editor's five tabs (spec part 2 §2, §3): Branding, Layout, Features, Content, Notifications. Every change
// goes to the draft the live preview shows; nothing is sent until Save Changes, except an uploaded image.
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { COLOR_FIELDS, LAYOUT_STYLES, type LayoutStyle, TEXT_LIMITS } from '#shared/domain/customization.ts';
import type { Customization } from '#shared/schemas/customization.ts';
import { ColorField } from './color-field.tsx';
import { ImageField, type ImageKind } from './image-field.tsx';

type FlagKey = {
  [K in keyof Customization]: Customization[K] extends boolean ? K : never;
}[keyof Customization];

const LAYOUT_LABELS: Record<LayoutStyle, { name: string; description: string }> = {
  modern: { name: 'Modern', description: 'Cards with shadows' },
  minimal: { name: 'Minimal', description: 'Simple borders and spacing' },
  classic: { name: 'Classic', description: 'Traditional with dividers' },
};

const FEATURE_FLAGS: ReadonlyArray<{ key: FlagKey; label: string; description: string }> = [
  { key: 'showServices', label: 'Show services', description: 'The services list clients can book from.' },
  {
    key: 'showUpcomingBookings',
    label: 'Show upcoming bookings',
    description: 'Appointments still to come.',
  },
  { key: 'showBookingHistory', label: 'Show booking history', description: 'Past appointments.' },
  { key: 'showReviewsSection', label: 'Show reviews section', description: 'Reviews and leaving one.' },
  { key: 'showProfileSection', label: 'Show profile section', description: "The client's own details." },
  { key: 'showNotifications', label: 'Show notifications', description: 'The notifications bell.' },
  { key: 'enableOnlineBooking', label: 'Online booking', description: 'Clients can book online.' },
  { key: 'enableCancelBooking', label: 'Cancel bookings', description: 'Clients can cancel an appointment.' },
  {
    key: 'enableRescheduleBooking',
    label: 'Reschedule bookings',
    description: 'Clients can move an appointment.',
  },
  { key: 'enablePaymentHistory', label: 'Payment history', description: 'Past payments.' },
  { key: 'enableLoyaltyProgram', label: 'Loyalty program', description: 'Loyalty points and rewards.' },
];

const NOTIFICATION_FLAGS: ReadonlyArray<{ key: FlagKey; label: string; description: string }> = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Confirmations and reminders by email. Off: none are sent (sign-in codes still are).',
  },
  {
    key: 'smsNotifications',
    label: 'SMS notifications',
    description: 'Confirmations and reminders by text, to clients who chose them. Off: none are sent.',
  },
  {
    key: 'pushNotifications',
    label: 'Push notifications',
    description: 'Kept for later: clients get email and SMS today, no push alerts.',
  },
];

const TEXT_FIELDS = [
  { key: 'welcomeMessage', placeholder: 'Welcome! We look forward to seeing you.', rows: 3 },
  { key: 'businessDescription', placeholder: 'What your business offers…', rows: 5 },
  { key: 'footerText', placeholder: '© Your business · Opening hours…', rows: 2 },
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
  flags: ReadonlyArray<{ key: FlagKey; label: string; description: string }>;
  draft: Customization;
  onChange: (changes: Partial<Customization>) => void;
}) {
  return (
    <ul className="divide-y rounded-lg border">
      {flags.map(({ key, label, description }) => (
        <li key={key} className="flex items-center justify-between gap-4 p-4">
          <div className="grid gap-0.5">
            <Label htmlFor={`flag-${key}`}>{label}</Label>
            <p id={`flag-${key}-description`} className="text-sm text-muted-foreground">
              {description}
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
  return (
    <Tabs defaultValue="branding">
      <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:grid-cols-5">
        <TabsTrigger value="branding">Branding</TabsTrigger>
        <TabsTrigger value="layout">Layout</TabsTrigger>
        <TabsTrigger value="features">Features</TabsTrigger>
        <TabsTrigger value="content">Content</TabsTrigger>
        <TabsTrigger value="notifications">Notifications</TabsTrigger>
      </TabsList>

      <TabsContent value="branding" className="grid gap-6">
        <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
          <ImageField
            kind="logo"
            label="Logo"
            value={draft.logoUrl}
            onClear={() => onChange({ logoUrl: '' })}
            onUploaded={(url) => onImageUploaded('logo', url)}
          />
          <ImageField
            kind="banner"
            label="Banner"
            value={draft.bannerUrl}
            onClear={() => onChange({ bannerUrl: '' })}
            onUploaded={(url) => onImageUploaded('banner', url)}
          />
        </div>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold">Colors</legend>
          {COLOR_FIELDS.map(({ key, label }) => (
            <ColorField
              key={key}
              label={label}
              value={draft[key]}
              onChange={(value) => onChange({ [key]: value })}
            />
          ))}
        </fieldset>
      </TabsContent>

      <TabsContent value="layout">
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">Layout style</legend>
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
                <span className="font-medium">{LAYOUT_LABELS[style].name}</span>
                <span className="text-sm text-muted-foreground">{LAYOUT_LABELS[style].description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </TabsContent>

      <TabsContent value="features">
        <ToggleList flags={FEATURE_FLAGS} draft={draft} onChange={onChange} />
      </TabsContent>

      <TabsContent value="content" className="grid gap-5">
        {TEXT_FIELDS.map(({ key, placeholder, rows }) => {
          const { label, max } = TEXT_LIMITS[key];
          return (
            <div key={key} className="grid gap-2">
              <Label htmlFor={`text-${key}`}>{label}</Label>
              <Textarea
                id={`text-${key}`}
                value={draft[key]}
                rows={rows}
                maxLength={max}
                placeholder={placeholder}
                aria-describedby={`text-${key}-count`}
                onChange={(event) => onChange({ [key]: event.target.value })}
              />
              <p id={`text-${key}-count`} className="text-right text-xs text-muted-foreground">
                {draft[key].length}/{max}
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
