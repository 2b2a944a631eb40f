import nodemailer from 'nodemailer';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * The local inbox, as developers and tests use it: SMTP in, Mailpit's JSON API and web page out,
 * and the Resend-compatible endpoint the deliver-emails function sends through locally.
 */
const inbox = `http://127.0.0.1:${process.env.STACK_MAIL_PORT ?? 31424}`;
const smtp = nodemailer.createTransport({
  host: '127.0.0.1',
  port: Number(process.env.STACK_SMTP_PORT ?? 31425),
  secure: false,
  ignoreTLS: true,
});

interface Summary {
  ID: string;
  From: { Name: string; Address: string };
  To: { Name: string; Address: string }[];
  Subject: string;
  Created: string;
  Snippet: string;
}

async function list(query = ''): Promise<{ total: number; messages_count: number; messages: Summary[] }> {
  const response = await fetch(`${inbox}/api/v1/${query ? `search?query=${encodeURIComponent(query)}` : 'messages'}`);
  expect(response.status).toBe(200);
  return (await response.json()) as never;
}

const resend = (body: unknown, headers: Record<string, string> = { Authorization: 'Bearer re_test' }) =>
  fetch(`${inbox}/emails`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

beforeEach(async () => {
  await fetch(`${inbox}/api/v1/messages`, { method: 'DELETE' });
});

describe('local inbox', () => {
  it('receives SMTP mail and lists it with Mailpit’s field names', async () => {
    await smtp.sendMail({
      from: 'Auth <noreply@visiolease.fr>',
      to: 'Camille Durand <camille@exemple.fr>',
      subject: 'Réinitialisez votre mot de passe',
      text: 'Bonjour Camille,\nvoici votre lien.',
      html: '<p>Bonjour <b>Camille</b>,</p><p>voici votre lien.</p>',
    });
    const page = await list();
    expect(page.total).toBe(1);
    const [message] = page.messages;
    expect(message).toMatchObject({
      From: { Name: 'Auth', Address: 'noreply@visiolease.fr' },
      To: [{ Name: 'Camille Durand', Address: 'camille@exemple.fr' }],
      Subject: 'Réinitialisez votre mot de passe',
    });
    expect(Date.now() - Date.parse(message.Created)).toBeLessThan(60_000);
    expect(message.Snippet).toContain('voici votre lien');

    const detail = (await (await fetch(`${inbox}/api/v1/message/${message.ID}`)).json()) as { Text: string; HTML: string };
    expect(detail.Text).toBe('Bonjour Camille,\nvoici votre lien.');
    expect(detail.HTML).toContain('<b>Camille</b>');
  });

  it('searches by recipient and subject, and DELETE empties it', async () => {
    await smtp.sendMail({ from: 'a@visiolease.fr', to: 'un@exemple.fr', subject: 'Premier', text: 'un' });
    await smtp.sendMail({ from: 'a@visiolease.fr', to: 'deux@exemple.fr', subject: 'Votre devis', text: 'deux' });
    expect((await list('to:deux@exemple.fr')).messages.map((m) => m.Subject)).toEqual(['Votre devis']);
    expect((await list('subject:"Votre devis"')).messages_count).toBe(1);
    expect((await list()).messages.map((m) => m.Subject)).toEqual(['Votre devis', 'Premier']);

    const deleted = await fetch(`${inbox}/api/v1/messages`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await list()).total).toBe(0);
  });

  it('answers 404 for an unknown message', async () => {
    const response = await fetch(`${inbox}/api/v1/message/00000000-0000-4000-8000-000000000000`);
    expect(response.status).toBe(404);
  });

  it('shows a web page where what a message says is text, never markup', async () => {
    await smtp.sendMail({ from: 'a@visiolease.fr', to: 'x@exemple.fr', subject: '<img src=x onerror=alert(1)>', text: 'piège' });
    const response = await fetch(`${inbox}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img src=x');
  });

  it('shows one message with its HTML in a sandboxed frame, so a script in an e-mail never runs', async () => {
    await smtp.sendMail({
      from: 'a@visiolease.fr',
      to: 'x@exemple.fr',
      subject: 'Piège',
      text: '<b>texte</b>',
      html: '<p>Bonjour</p><script>alert(1)</script>',
    });
    const [message] = (await list()).messages;
    const response = await fetch(`${inbox}/view/${message.ID}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toMatch(/<iframe sandbox [^>]*srcdoc="[^"]*&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    expect(page).toContain('&lt;b&gt;texte&lt;/b&gt;');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>texte</b>');
  });
});

describe('Resend-compatible endpoint', () => {
  it('stores what it is sent, once per idempotency key', async () => {
    const mail = { from: 'VisioLease <contact@visiolease.fr>', to: ['client@exemple.fr'], subject: 'Confirmation', text: 'Merci', html: '<p>Merci</p>' };
    const first = await resend(mail, { Authorization: 'Bearer re_test', 'Idempotency-Key': 'k-1' });
    expect(first.status).toBe(200);
    const { id } = (await first.json()) as { id: string };
    const again = await resend(mail, { Authorization: 'Bearer re_test', 'Idempotency-Key': 'k-1' });
    expect(await again.json()).toEqual({ id });
    const page = await list();
    expect(page.total).toBe(1);
    expect(page.messages[0]).toMatchObject({ ID: id, Subject: 'Confirmation', To: [{ Address: 'client@exemple.fr' }] });
  });

  it('refuses a call without key (401) or without recipient (422), as Resend does', async () => {
    const missingKey = await resend({ from: 'a@visiolease.fr', to: 'b@exemple.fr', subject: 's', text: 't' }, {});
    expect(missingKey.status).toBe(401);
    const noRecipient = await resend({ from: 'a@visiolease.fr', subject: 's', text: 't' });
    expect(noRecipient.status).toBe(422);
    expect(await noRecipient.json()).toMatchObject({ name: 'validation_error' });
    expect((await list()).total).toBe(0);
  });

  it('stores the attachments it is sent and serves them as Mailpit does, by part', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% une facture de test\n%%EOF\n');
    const sent = await resend({
      from: 'VisioLease <contact@visiolease.fr>',
      to: 'compta@exemple.fr',
      subject: 'Votre facture FAC-2026-000001',
      text: 'Ci-joint votre facture.',
      attachments: [
        { filename: 'FAC-2026-000001.pdf', content: pdf.toString('base64'), content_type: 'application/pdf' },
        { filename: 'lisez-moi.txt', content: Buffer.from('Bonjour').toString('base64') },
      ],
    });
    expect(sent.status).toBe(200);
    const { id } = (await sent.json()) as { id: string };
    expect((await list()).messages[0]).toMatchObject({ ID: id, Attachments: 2 });
    const detail = (await (await fetch(`${inbox}/api/v1/message/${id}`)).json()) as { Attachments: unknown[] };
    expect(detail.Attachments).toEqual([
      { PartID: '2', FileName: 'FAC-2026-000001.pdf', ContentType: 'application/pdf', ContentID: '', Size: pdf.length },
      { PartID: '3', FileName: 'lisez-moi.txt', ContentType: 'text/plain', ContentID: '', Size: 7 },
    ]);
    const part = await fetch(`${inbox}/api/v1/message/${id}/part/2`);
    expect(part.status).toBe(200);
    expect(part.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(pdf);
    expect((await fetch(`${inbox}/api/v1/message/${id}/part/9`)).status).toBe(404);
    expect(await (await fetch(`${inbox}/view/${id}`)).text()).toContain('FAC-2026-000001.pdf');
  });

  it('refuses an attachment that is not base64 (422), as Resend does', async () => {
    const answer = await resend({
      from: 'a@visiolease.fr',
      to: 'b@exemple.fr',
      subject: 's',
      text: 't',
      attachments: [{ filename: 'facture.pdf', content: 'pas du base64 !' }],
    });
    expect(answer.status).toBe(422);
    expect((await list()).total).toBe(0);
  });
});
