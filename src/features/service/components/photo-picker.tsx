import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { acceptedImages, imageFileProblem, imageRejections, MAX_IMAGE_BYTES, readImageType } from '@/lib/image-type';
import { cn } from '@/lib/utils';

function rejectionMessage(rejections: readonly FileRejection[], max: number): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => String(error.code)));
  if (codes.includes(ErrorCode.TooManyFiles)) return tooManyPhotos(max);
  if (codes.includes(ErrorCode.FileTooLarge)) return imageRejections.tooLarge;
  if (codes.includes(ErrorCode.FileTooSmall)) return imageRejections.empty;
  return imageRejections.type;
}

export const tooManyPhotos = (max: number) => `Vous pouvez joindre ${max} photos au maximum.`;

/** A local preview of a chosen file, released when the file goes. */
function PhotoPreview({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled?: boolean }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <li className="flex items-center gap-3 rounded-md border border-border p-2">
      {url ? <img src={url} alt="" className="size-14 rounded object-cover" width={56} height={56} /> : null}
      <span className="min-w-0 flex-1 truncate text-sm">{file.name}</span>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Retirer la photo ${file.name}`}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

interface PhotoPickerProps {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  max: number;
  /** A refusal from the server about the photos, shown at the field. */
  error?: string;
  disabled?: boolean;
}

/**
 * Up to `max` photos, dropped or chosen, each checked as the bucket and the function will check it:
 * JPEG, PNG, WebP or AVIF by its first bytes, 5 MB at most. A refused file is said at the field.
 */
export function PhotoPicker({ photos, onChange, max, error, disabled }: PhotoPickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const shown = problem ?? error ?? null;

  async function onDrop(accepted: File[], rejections: FileRejection[]) {
    if (rejections.length > 0) return setProblem(rejectionMessage(rejections, max));
    if (photos.length + accepted.length > max) return setProblem(tooManyPhotos(max));
    setChecking(true);
    try {
      for (const file of accepted) {
        const found = imageFileProblem(file, await readImageType(file));
        if (found) return setProblem(`${file.name} : ${found}`);
      }
      setProblem(null);
      onChange([...photos, ...accepted]);
    } finally {
      setChecking(false);
    }
  }

  const full = photos.length >= max;
  const dropzone = useDropzone({
    onDrop: (accepted, rejections) => void onDrop(accepted, rejections),
    accept: acceptedImages,
    maxFiles: Math.max(1, max - photos.length),
    maxSize: MAX_IMAGE_BYTES,
    minSize: 1,
    disabled: disabled || checking || full,
  });
  const describedBy = [hintId, shown ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="grid gap-2" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm font-medium text-foreground">
        Photos (facultatif)
      </span>
      <input {...dropzone.getInputProps({ 'aria-label': 'Choisir des photos de l’incident' })} />
      <div
        {...dropzone.getRootProps({
          role: 'button',
          'aria-label': 'Déposer ou choisir des photos de l’incident',
          'aria-describedby': describedBy,
          'aria-invalid': shown ? true : undefined,
          'aria-disabled': full || undefined,
        })}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/40 px-4 py-5 text-center transition-colors hover:border-accent-strong focus-visible:outline-3 focus-visible:outline-ring',
          dropzone.isDragActive && 'border-accent-strong bg-accent/10',
          shown && 'border-destructive',
          full && 'cursor-not-allowed opacity-60',
        )}
      >
        <ImagePlus className="size-6 text-accent-strong" aria-hidden="true" />
        <p className="text-sm font-medium">
          {full ? 'Nombre maximal de photos atteint' : 'Glissez-déposez vos photos ou cliquez pour les choisir'}
        </p>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {`JPEG, PNG, WebP ou AVIF, 5 Mo maximum par photo, ${max} photos au plus.`}
      </p>
      {checking ? (
        <p role="status" className="text-sm text-muted-foreground">
          Vérification du fichier…
        </p>
      ) : null}
      {shown ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {shown}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="grid gap-2" aria-label="Photos jointes">
          {photos.map((file, index) => (
            <PhotoPreview
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              disabled={disabled}
              onRemove={() => {
                setProblem(null);
                onChange(photos.filter((_, at) => at !== index));
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
