// The auth e-mails of the integration stack, read as a user reads them (Mailpit's API of the
// local inbox), and the database rows behind them, read as `postgres`.
import pg from 'pg';
import { expect } from 'vitest';
import { databaseUrl } from './clients';

const inbox = `http://127.0.0.1:${process.env.STACK_MAIL_PORT ?? 31424}`;

export interface AuthMail {
  ID: string;
  From: { Name: string; Address: string };
  Subject: string;
  HTML: string;
  Text: string;
}

/** The IDs of the messages to `address`, newest first. */
export async function mailIdsTo(address: string): Promise<string[]> {
  const res = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: { ID: string }[] }).messages.map((m) => m.ID);
}

/** The newest of `count` messages to `address`, waiting a little for SMTP. */
export async function mailTo(address: string, count = 1): Promise<AuthMail> {
  let ids: string[] = [];
  for (let i = 0; i < 25 && ids.length < count; i++) {
    ids = await mailIdsTo(address);
    if (ids.length < count) await new Promise((r) => setTimeout(r, 100));
  }
  expect(ids).toHaveLength(count);
  return (await (await fetch(`${inbox}/api/v1/message/${ids[0]}`)).json()) as AuthMail;
}

/** Nothing reached `address` (after the time an e-mail would take). */
export async function noMailTo(address: string): Promise<void> {
  await new Promise((r) => setTimeout(r, 300));
  expect(await mailIdsTo(address)).toEqual([]);
}

export async function deleteMailsTo(addresses: Iterable<string>): Promise<void> {
  const ids: string[] = [];
  for (const address of addresses) ids.push(...(await mailIdsTo(address)));
  if (ids.length) await fetch(`${inbox}/api/v1/messages`, { method: 'DELETE', body: JSON.stringify({ IDs: ids }) });
}

/** The first link of the HTML part that carries a token_hash, as a mail client follows it. */
export function linkOf(mail: AuthMail): URL {
  const href = /href="([^"]*token_hash=[^"]*)"/.exec(mail.HTML)?.[1];
  expect(href).toBeTruthy();
  return new URL((href as string).replace(/&amp;/g, '&'));
}

export const tokenHashOf = (mail: AuthMail) => linkOf(mail).searchParams.get('token_hash') as string;

/** The 6-digit code of a sign-in e-mail, on its own line of the plain-text part. */
export function codeOf(mail: AuthMail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.Text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

/** An access token's claims (not verified: the stack signed it). */
export function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;
}

/** Rows read (or written) as `postgres`, on a connection of its own. */
export async function rowsOf<T extends pg.QueryResultRow>(text: string, params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
