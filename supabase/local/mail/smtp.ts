// SMTP side of the local inbox (what `supabase start` gives developers through Mailpit): any
// sender, any recipient, no authentication or TLS, loopback only. Auth e-mails and anything
// configured with SMTP land here.
import { SMTPServer } from 'smtp-server';
import type { MailStore } from './store';

/** Larger messages are refused, as a real server would (552). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export function createSmtpServer(store: MailStore): SMTPServer {
  return new SMTPServer({
    name: 'inbox.local',
    banner: 'Boîte de réception locale de la pile VisioLease',
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth(_auth, _session, callback) {
      // Any credentials: tools configured for a real server still deliver here.
      callback(null, { user: 'local' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          const error = Object.assign(new Error('Message trop volumineux'), { responseCode: 552 });
          callback(error);
          return;
        }
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        store.addRaw(Buffer.concat(chunks), recipients).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
      stream.on('error', (error: Error) => callback(error));
    },
  });
}
