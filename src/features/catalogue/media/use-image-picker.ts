import { useState } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';
import { notifyError } from '@/lib/notify';
import {
  acceptedImages,
  imageFileProblem,
  imageRejections,
  MAX_IMAGE_BYTES,
  readImageType,
  type ImageType,
} from './image-files';

export interface PickedImage {
  file: File;
  type: ImageType;
}

function rejectionMessage(rejections: readonly FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => String(error.code)));
  if (codes.includes(ErrorCode.TooManyFiles)) return imageRejections.tooMany;
  if (codes.includes(ErrorCode.FileTooLarge)) return imageRejections.tooLarge;
  if (codes.includes(ErrorCode.FileTooSmall)) return imageRejections.empty;
  return imageRejections.type;
}

/**
 * One image file chosen by drop or by the file dialog, checked in the browser as the bucket will
 * check it (type, 5 MB) and, beyond the bucket, by its first bytes: a text file renamed « .jpg »
 * is refused here with a French message. The problem is kept for display and said in a toast.
 */
export function useImagePicker(onPicked: (picked: PickedImage) => void, options: { disabled?: boolean } = {}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  function refuse(message: string) {
    setProblem(message);
    notifyError(message);
  }

  async function onDrop(accepted: File[], rejections: FileRejection[]) {
    const file = accepted[0];
    if (rejections.length > 0 || !file) return refuse(rejectionMessage(rejections));
    setChecking(true);
    try {
      const type = await readImageType(file);
      const found = imageFileProblem(file, type);
      if (found || !type) return refuse(found ?? imageRejections.spoofed);
      setProblem(null);
      onPicked({ file, type });
    } catch {
      refuse(imageRejections.unreadable);
    } finally {
      setChecking(false);
    }
  }

  const dropzone = useDropzone({
    onDrop: (accepted, rejections) => void onDrop(accepted, rejections),
    accept: acceptedImages,
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_IMAGE_BYTES,
    minSize: 1,
    disabled: options.disabled || checking,
  });
  return { ...dropzone, problem, checking, clearProblem: () => setProblem(null) };
}
