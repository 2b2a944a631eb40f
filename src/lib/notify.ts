import { errorMessage } from '@/lib/errors';
import { TOAST_REQUESTED_EVENT } from '@/lib/toast-event';

type ToastKind = 'success' | 'error';

/**
 * sonner arrives with the first notification, so no page pays for it on load; its store
 * replays the toast to the <Toaster> mounted on that first request.
 */
export function notify(kind: ToastKind, title: string, description: string) {
  window.dispatchEvent(new Event(TOAST_REQUESTED_EVENT));
  void import('sonner').then(({ toast }) => toast[kind](title, { description }));
}

/** Notifications carry the spec's titles: 'Succès' or 'Erreur' (destructive). */
export function notifySuccess(description: string) {
  notify('success', 'Succès', description);
}

export function notifyError(descriptionOrError: unknown, fallback?: string) {
  const description =
    typeof descriptionOrError === 'string' ? descriptionOrError : errorMessage(descriptionOrError, fallback);
  notify('error', 'Erreur', description);
}
