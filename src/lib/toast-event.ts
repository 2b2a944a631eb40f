/**
 * Fired with the first notification: the app mounts its <Toaster> then (see Providers). Its own
 * module, so the providers do not load notify.ts and its French error messages up front.
 */
export const TOAST_REQUESTED_EVENT = 'visiolease:toast-requested';
