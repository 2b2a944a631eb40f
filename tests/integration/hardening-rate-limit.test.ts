import { describe, expect, it } from 'vitest';
import { factories } from './factories';
import { visitorFrom } from './hardening-visitor';
import { service } from './support';

const countEmails = async (pattern: string) => {
  const { count, error } = await service()
    .from('quote_requests')
    .select('*', { count: 'exact', head: true })
    .ilike('email', pattern);
  expect(error).toBeNull();
  return count;
};

describe('a rate limit no single client can turn against everyone', () => {
  it('one anonymous call stores one request: an array of 60 rows is refused whole', async () => {
    const tag = `bulk${Date.now()}`;
    const rows = Array.from({ length: 60 }, (_, i) => factories.quote_requests({ email: `${tag}.${i}@example.fr` }));
    const { error, status } = await visitorFrom('127.0.0.5').from('quote_requests').insert(rows);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(error).not.toBeNull();
    expect(await countEmails(`${tag}.%`)).toBe(0);

    const two = await visitorFrom('127.0.0.5').from('quote_requests').insert(rows.slice(0, 2));
    expect(two.error?.message).toBe('Une seule demande peut être envoyée à la fois.');
    expect(await countEmails(`${tag}.%`)).toBe(0);
  });

  it('twelve plus-addressed variants of one mailbox store at most the per-address limit (3)', async () => {
    const mailbox = `boite${Date.now()}`;
    const client = visitorFrom('127.0.0.3');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const email = i % 2 === 0 ? `${mailbox}+v${i}@example.fr` : `${mailbox.toUpperCase()}+V${i}@EXAMPLE.FR`;
      statuses.push((await client.from('quote_requests').insert(factories.quote_requests({ email }))).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    expect(await countEmails(`${mailbox}%`)).toBe(3);
  });

  it('a client flooding from 127.0.0.2 is stopped at 10, and a second client on 127.0.0.1 still gets through', async () => {
    const tag = `flood${Date.now()}`;
    const flooder = visitorFrom('127.0.0.2');
    const results = [];
    for (let i = 0; i < 30; i += 1) {
      results.push(
        await flooder.from('quote_requests').insert(factories.quote_requests({ email: `${tag}.${i}@example.fr` })),
      );
    }
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(20);
    expect(limited[0].error?.message).toBe(
      'Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.',
    );
    expect(await countEmails(`${tag}.%`)).toBe(10);

    const legit = await visitorFrom('127.0.0.1')
      .from('quote_requests')
      .insert(factories.quote_requests({ email: `autre.${tag}@example.fr` }));
    expect(legit.error).toBeNull();
    expect(legit.status).toBe(201);
  });

  it('a client cannot pose as another address through the headers it sends', async () => {
    const tag = `spoof${Date.now()}`;
    const client = visitorFrom('127.0.0.6');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const spoofed = `10.0.${i}.1`;
      const { status } = await client
        .from('quote_requests')
        .insert(factories.quote_requests({ email: `${tag}.${i}@example.fr` }))
        .setHeader('cf-connecting-ip', spoofed)
        .setHeader('x-forwarded-for', spoofed)
        .setHeader('x-real-ip', spoofed);
      statuses.push(status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(await countEmails(`${tag}.%`)).toBe(10);
  });
});
