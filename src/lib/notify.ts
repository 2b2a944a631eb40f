import { toast } from 'sonner';
import { errorMessage } from '@/lib/errors';

/** Notifications carry the spec's titles: 'Succès' or 'Erreur' (destructive). */
export function notifySuccess(description: string) {
  toast.success('Succès', { description });
}

export function notifyError(descriptionOrError: unknown, fallback?: string) {
  const description =
    typeof descriptionOrError === 'string' ? descriptionOrError : errorMessage(descriptionOrError, fallback);
  toast.error('Erreur', { description });
}
