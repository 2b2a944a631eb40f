import { UploadCloud } from 'lucide-react';
import { useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { notifyError } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { useUploadCarouselMedia, type UploadedMedia } from '../api/upload-media';
import { acceptedMedia, MAX_MEDIA_BYTES, MIN_MEDIA_BYTES, rejectionReasons } from '../media-files';

interface MediaDropzoneProps {
  onUploaded: (media: UploadedMedia) => void;
  disabled?: boolean;
}

/** Upload tab: one png/jpg/webp/gif image or mp4 video of at most 10 MB, sent to the carousel-media bucket. */
export function MediaDropzone({ onUploaded, disabled }: MediaDropzoneProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const [fileName, setFileName] = useState<string | null>(null);
  const upload = useUploadCarouselMedia(onUploaded);
  const hintId = useId();
  const errorId = useId();

  function onDrop(accepted: File[], rejections: FileRejection[]) {
    const reasons = rejectionReasons(rejections);
    setErrors(reasons);
    reasons.forEach((reason) => notifyError(reason));
    const file = accepted[0];
    if (reasons.length > 0 || !file) return;
    setFileName(file.name);
    upload.mutate(file);
  }

  const busy = upload.isPending;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: acceptedMedia,
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_MEDIA_BYTES,
    minSize: MIN_MEDIA_BYTES,
    disabled: disabled || busy,
  });

  return (
    <div className="grid gap-2">
      {/* Outside the role="button" zone: a control nested in a button is invisible to assistive tech. */}
      <input {...getInputProps({ 'aria-label': 'Fichier image ou vidéo' })} data-testid="carousel-file-input" />
      <div
        {...getRootProps({
          role: 'button',
          'aria-label': 'Déposer ou choisir un fichier image ou vidéo',
          'aria-describedby': [hintId, errors.length ? errorId : null].filter(Boolean).join(' '),
          'aria-disabled': disabled || busy ? true : undefined,
        })}
        data-testid="carousel-dropzone"
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/40 px-4 py-8 text-center transition-colors hover:border-accent-strong focus-visible:outline-3 focus-visible:outline-ring',
          isDragActive && 'border-accent-strong bg-accent/10',
          errors.length > 0 && 'border-destructive',
          (disabled || busy) && 'cursor-not-allowed opacity-70',
        )}
      >
        <UploadCloud className="size-8 text-accent-strong" aria-hidden="true" />
        <p className="text-sm font-medium">
          {isDragActive ? 'Déposez le fichier ici…' : 'Glissez-déposez un fichier ou cliquez pour le choisir'}
        </p>
        <p id={hintId} className="text-xs text-muted-foreground">
          PNG, JPG, WEBP, GIF ou MP4 — un seul fichier, 10 Mo maximum.
        </p>
      </div>
      {busy ? (
        <div className="grid gap-1" role="status">
          <p className="text-sm text-muted-foreground">Upload en cours{fileName ? ` : ${fileName}` : ''}…</p>
          <div
            role="progressbar"
            aria-label="Progression de l’upload"
            className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full w-1/3 animate-pulse rounded-full bg-accent-strong" />
          </div>
        </div>
      ) : null}
      {errors.length > 0 ? (
        <ul id={errorId} role="alert" className="grid gap-1 text-sm font-medium text-destructive">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
