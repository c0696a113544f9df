// Logo or banner of the Branding tab. Uploading checks the file, sends it, puts its URL in the form and saves that
// field at once (spec part 2 §4); Remove only clears it in the form, so it takes Save Changes.
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useUploadImage } from '#client/entities/uploads/api/upload-image.ts';
import {
  ACCEPTED_IMAGE_TYPES,
  type ImageFileProblem,
  imageFileProblem,
} from '#client/entities/uploads/image-file.ts';
import { errorStatus } from '#client/lib/api-client.ts';
import {
  type CustomizationMessageId,
  useCustomizationI18n,
} from '#client/lib/app-i18n/customization-i18n.ts';
import { cn } from '#client/lib/cn.ts';

export type ImageKind = 'logo' | 'banner';

/** This screen's wording of the file checks (spec part 2 §5). */
const FILE_PROBLEMS: Record<
  ImageFileProblem,
  { title: CustomizationMessageId; description: CustomizationMessageId }
> = {
  'too-large': { title: 'image.tooLarge.title', description: 'image.tooLarge.text' },
  'not-an-image': { title: 'image.notImage.title', description: 'image.notImage.text' },
};

export function ImageField({
  kind,
  label,
  value,
  onClear,
  onUploaded,
}: {
  kind: ImageKind;
  label: string;
  value: string;
  onClear: () => void;
  /** Given the new URL once stored; saves it, resolving true when the save succeeded. */
  onUploaded: (url: string) => Promise<boolean>;
}) {
  const { t } = useCustomizationI18n();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const uploading = upload.isPending;

  const start = (file: File | undefined) => {
    if (!file || uploading) return;
    const problem = imageFileProblem(file);
    if (problem) {
      const { title, description } = FILE_PROBLEMS[problem];
      toast({ title: t(title), description: t(description), variant: 'destructive' });
      return;
    }
    upload.mutate(
      { file, type: kind },
      {
        onSuccess: async ({ url }) => {
          if (await onUploaded(url)) {
            toast({
              title: t('image.uploaded.title'),
              description: t('image.uploaded.text', { kind }),
            });
          } else {
            toast({
              title: t('image.saveFailed.title'),
              description: t('image.saveFailed.text'),
              variant: 'destructive',
            });
          }
        },
        onError: (error) => {
          // A refusal of this file (4xx) or a failure on the way (network, server).
          const status = errorStatus(error);
          toast({
            title: t('image.failed.title'),
            description:
              status !== undefined && status < 500 ? t('image.failed.refused') : t('image.failed.error'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">{label}</span>
      <div
        className={cn(
          'relative flex items-center justify-center overflow-hidden rounded-lg border-2 border-dashed border-input bg-muted/40',
          kind === 'logo' ? 'size-28' : 'h-28 w-full',
        )}
      >
        {value ? (
          <img
            src={value}
            alt={t('image.preview', { label })}
            className={cn('size-full', kind === 'logo' ? 'object-contain' : 'object-cover')}
          />
        ) : (
          <ImagePlus aria-hidden="true" className="size-7 text-muted-foreground" />
        )}
        {uploading ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-background/80 text-sm font-medium">
            <Spinner label={t('image.uploading', { kind })} />
            {t('image.uploading', { kind })}...
          </div>
        ) : null}
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-label={t('image.file', { label })}
        disabled={uploading}
        // The button below opens it: one keyboard stop, with a visible focus ring.
        className="hidden"
        onChange={(event) => {
          start(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={uploading}
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
        >
          <ImagePlus aria-hidden="true" />
          {value ? t('image.replace', { kind }) : t('image.upload', { kind })}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" disabled={uploading} onClick={onClear}>
            <X aria-hidden="true" />
            {t('image.remove', { kind })}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('image.hint')}
      </p>
    </div>
  );
}
