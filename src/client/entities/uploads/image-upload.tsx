// The shared image picker (spec part 1 §4): idle drop zone → uploading (spinner, input disabled) → uploaded
// (preview with a remove button), or failed (preview cleared). Click or drag a file in; checks run before sending.
import { ImagePlus, RefreshCw, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { type UploadKind, useUploadImage } from '#client/entities/uploads/api/upload-image.ts';
import { errorMessage, errorStatus } from '#client/lib/api-client.ts';
import { useUploadsI18n } from '#client/lib/app-i18n/uploads-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from './image-file.ts';

// Client errors whose server message says what to do differently (wrong type, too large, bad request).
const EXPLAINED_STATUSES = new Set([400, 413, 415]);

export type ImageUploadProps = {
  /** The stored image's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Sent as the upload's `type` field. */
  kind: UploadKind;
  /** Accessible name of the file input, e.g. 'Service photo'. */
  label: string;
  /** 'JPG, PNG up to 5MB' in the app's language by default. */
  hint?: string;
  /** Toast title after a successful upload (screens word it differently); 'Image uploaded' by default. */
  successTitle?: string;
  /** Shape of the drop zone and preview. */
  shape?: 'wide' | 'landscape' | 'square' | 'banner';
  /** A small square picker (avatars, logos): icon only inside, the hint below. */
  compact?: boolean;
  /** Told when an upload starts and ends, e.g. to hold a form's Save until the URL is known. */
  onBusyChange?: (busy: boolean) => void;
  className?: string;
};

// min-h-0: an aspect-ratio box would otherwise turn its content's height into a minimum width and push
// its column wider than the screen. Banners get a fixed height instead of a ratio for the same reason.
const shapes = {
  wide: 'aspect-[16/9] min-h-0 w-full',
  landscape: 'aspect-[2/1] min-h-0 w-full',
  square: 'aspect-square min-h-0 w-full',
  banner: 'h-32 w-full sm:h-40',
} as const;

export function ImageUpload({
  value,
  onChange,
  kind,
  label,
  hint,
  successTitle,
  shape = 'wide',
  onBusyChange,
  compact = false,
  className,
}: ImageUploadProps) {
  const { t } = useUploadsI18n();
  const hintText = hint ?? t('upload.hint');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const upload = useUploadImage();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = upload.isPending;

  useEffect(() => onBusyChange?.(uploading), [onBusyChange, uploading]);
  // A closed dialog or a left page stops its upload; an object URL is released once it is no longer shown.
  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const start = (file: File | undefined) => {
    if (!file || uploading) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast({
        title: t(`upload.problem.${problem}`),
        description: t(`upload.problemText.${problem}`),
        variant: 'destructive',
      });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setLocalPreview(URL.createObjectURL(file));
    upload.mutate(
      { file, type: kind, signal: controller.signal },
      {
        onSuccess: ({ url }) => {
          onChange(url);
          toast({ title: successTitle ?? t('upload.done') });
        },
        onError: (error) => {
          if (controller.signal.aborted) return;
          const status = errorStatus(error);
          const tryAgain = t('upload.tryAgain');
          const reason =
            status !== undefined && EXPLAINED_STATUSES.has(status) ? errorMessage(error, tryAgain) : tryAgain;
          toast({
            title: t('upload.failed'),
            description: t('upload.failedText', { reason }),
            variant: 'destructive',
          });
        },
        onSettled: () => setLocalPreview(null),
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files[0]);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    if (!uploading) setDragging(true);
  };

  const shown = localPreview ?? value;

  return (
    <div className={cn('grid gap-2', className)}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-label={label}
        aria-describedby={hintId}
        disabled={uploading}
        className="peer sr-only"
        onChange={(event) => {
          start(event.target.files?.[0]);
          // Picking the same file again must fire change again.
          event.target.value = '';
        }}
      />
      {shown ? (
        // Dropping a file on the preview replaces it: a pointer shortcut; keyboards use the Replace button.
        // biome-ignore lint/a11y/noStaticElementInteractions: see above
        <div
          className={cn('relative overflow-hidden rounded-lg border bg-muted', shapes[shape])}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <img src={shown} alt={t('upload.preview', { label })} className="size-full object-cover" />
          {uploading ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-background/70 text-sm font-medium backdrop-blur-[1px]">
              <Spinner label={t('upload.uploadingShort')} className="[&_svg]:size-7" />
              {t('upload.uploading')}
            </div>
          ) : (
            <div className={cn('absolute end-2 top-2 flex gap-1.5', compact && 'end-1 top-1 gap-1')}>
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className={cn('size-8 bg-background/90 shadow-sm hover:bg-background', compact && 'size-7')}
                aria-label={t('upload.replace')}
                onClick={() => inputRef.current?.click()}
              >
                <RefreshCw aria-hidden="true" />
              </Button>
              <Button
                type="button"
                size="icon"
                variant="destructive"
                className={cn('size-8 shadow-sm', compact && 'size-7')}
                aria-label={t('upload.remove')}
                onClick={() => onChange(null)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          )}
          {dragging ? <div className="absolute inset-0 rounded-lg ring-2 ring-ring ring-inset" /> : null}
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/40 p-4 text-center transition-colors hover:border-primary/60 hover:bg-accent/60 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed',
            shapes[shape],
            shape === 'banner' && 'sm:flex-row sm:gap-3',
            dragging && 'border-primary bg-accent',
          )}
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-background text-primary shadow-xs">
            <ImagePlus className="size-5" aria-hidden="true" />
          </span>
          {compact ? (
            <span className="text-xs font-medium text-primary">{t('upload.compact')}</span>
          ) : (
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">
                {t('upload.prompt', { label })} <span className="text-primary">{t('upload.click')}</span>
                <span className="hidden sm:inline">{t('upload.drag')}</span>
              </span>
              <span id={hintId} className="text-xs text-muted-foreground">
                {hintText}
              </span>
            </span>
          )}
        </label>
      )}
      {shown || compact ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hintText}
        </p>
      ) : null}
    </div>
  );
}
