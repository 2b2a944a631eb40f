// The local inbox ("mail catcher"): SMTP on STACK_SMTP_PORT, the web page, Mailpit's API and a
// Resend-compatible endpoint on STACK_MAIL_PORT, both on loopback, as `supabase start` gives
// developers with Mailpit (54324). Started by the stack, so dev, tests and previews all have it.
import { createInboxHttpServer } from './http';
import { createSmtpServer } from './smtp';
import { MailStore } from './store';

export interface MailCatcher {
  store: MailStore;
  close(): Promise<void>;
}

/** Both servers expose Node's listen/once('error'); their typings just differ. */
interface Listener {
  once(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
  listen(port: number, host: string, callback: () => void): unknown;
}

function listen(server: Listener, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export async function startMailCatcher(options: { host: string; mailPort: number; smtpPort: number }): Promise<MailCatcher> {
  const store = new MailStore();
  const web = createInboxHttpServer(store, options.host);
  const smtp = createSmtpServer(store);
  // A failed connection is the client's business, not a reason to stop the stack.
  smtp.on('error', (error) => console.error('[inbox] SMTP:', error.message));
  await listen(web, options.host, options.mailPort);
  try {
    await listen(smtp, options.host, options.smtpPort);
  } catch (error) {
    web.close();
    throw error;
  }
  return {
    store,
    async close() {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => web.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
