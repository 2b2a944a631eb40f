import { expect } from '@playwright/test';
import { e2eStack } from './stack-env';

/**
 * A local inbox, read through Mailpit's JSON API (supabase/local/mail/mailpit-api.ts): what a
 * visitor or the sales team actually received, as the stack's scheduler delivered it (docs/jobs.md).
 */

export interface InboxMail {
  id: string;
  subject: string;
  to: string[];
  /** The plain-text part, as an e-mail client shows it without HTML. */
  text: string;
  html: string;
  /** Its attachments, as Mailpit lists them. */
  attachments: { partId: string; fileName: string; contentType: string; size: number }[];
}

interface Summary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }>;
}

export interface Inbox {
  /**
   * Waits until a message to `to` whose subject matches arrives, and returns it whole. The stack
   * delivers every 2 s and retries a failed send later, hence the generous default wait.
   */
  waitForMail(to: string, subject: RegExp | string, timeout?: number): Promise<InboxMail>;
  /** How many messages `to` received: to prove an e-mail was sent once, not on every save. */
  countMailTo(to: string, subject?: RegExp): Promise<number>;
}

/** The inbox of the stack whose mail port answers at `mailUrl`. */
export function inboxAt(mailUrl: string): Inbox {
  async function getJson<T>(path: string): Promise<T> {
    const response = await fetch(`${mailUrl}${path}`);
    if (!response.ok) throw new Error(`Inbox ${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  /** Every message to `to`, newest first (Mailpit's search narrows by recipient). */
  async function messagesTo(to: string): Promise<Summary[]> {
    const query = encodeURIComponent(`to:"${to}"`);
    const page = await getJson<{ messages: Summary[] }>(`/api/v1/search?query=${query}&limit=200`);
    // Search matches substrings: keep the exact recipient only.
    return page.messages.filter((m) => m.To.some((a) => a.Address.toLowerCase() === to.toLowerCase()));
  }

  async function waitForMail(to: string, subject: RegExp | string, timeout = 30_000): Promise<InboxMail> {
    const matches = (s: string) => (typeof subject === 'string' ? s.includes(subject) : subject.test(s));
    let found: Summary | undefined;
    await expect
      .poll(
        async () => {
          found = (await messagesTo(to)).find((m) => matches(m.Subject));
          return found !== undefined;
        },
        { timeout, message: `an e-mail to ${to} with a subject matching ${String(subject)}` },
      )
      .toBe(true);
    const detail = await getJson<{
      ID: string;
      Subject: string;
      To: Array<{ Address: string }>;
      Text: string;
      HTML: string;
      Attachments?: Array<{ PartID: string; FileName: string; ContentType: string; Size: number }>;
    }>(`/api/v1/message/${encodeURIComponent(found!.ID)}`);
    return {
      id: detail.ID,
      subject: detail.Subject,
      to: detail.To.map((a) => a.Address),
      text: detail.Text,
      html: detail.HTML,
      attachments: (detail.Attachments ?? []).map((a) => ({
        partId: a.PartID,
        fileName: a.FileName,
        contentType: a.ContentType,
        size: a.Size,
      })),
    };
  }

  async function countMailTo(to: string, subject?: RegExp): Promise<number> {
    return (await messagesTo(to)).filter((m) => !subject || subject.test(m.Subject)).length;
  }

  return { waitForMail, countMailTo };
}

/** The e2e run's inbox. */
export const { waitForMail, countMailTo } = inboxAt(e2eStack.mailUrl);
