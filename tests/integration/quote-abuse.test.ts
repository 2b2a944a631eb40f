import { describe, expect, it } from 'vitest';
import { factories } from './factories';
import { anon, service } from './support';

/** The public quote insert, tried the way a bot would: straight at REST with the anon key. */
describe('anonymous quote requests', () => {
  it('refuses junk that the form refuses', async () => {
    const client = anon();
    const junk = [
      { email: 'pas-un-email' },
      { phone: 'appelez-moi' },
      { siret: '1234' },
      { siret: '123 456 789 00012' },
      { subject: '   ' },
      { message: '' },
      { message: '<script>alert(1)</script>' },
      { first_name: 'x'.repeat(81) },
      { message: 'x'.repeat(5001) },
      { company: '<b>Société</b>' },
    ];
    for (const override of junk) {
      const { error, status } = await client.from('quote_requests').insert(factories.quote_requests(override));
      expect({ override, code: error?.code, status }).toEqual({ override, code: '23514', status: 400 });
    }
  });

  it('never lets a visitor choose the status, id or date', async () => {
    const client = anon();
    for (const override of [{ status: 'completed' }, { created_at: '2020-01-01T00:00:00Z' }]) {
      const { error, status } = await client.from('quote_requests').insert(factories.quote_requests(override));
      expect(error?.code).toBe('42501');
      expect(status).toBe(401);
    }
  });

  it('rate-limits a flood of 100 inserts, and legitimate requests still go through', async () => {
    const client = anon();
    const email = `flood.${Date.now()}@example.fr`;
    const results = [];
    for (let i = 0; i < 100; i += 1) {
      results.push(
        await client.from('quote_requests').insert(factories.quote_requests({ email, message: `Message ${i}` })),
      );
    }
    const accepted = results.filter((r) => r.status === 201).length;
    const limited = results.filter((r) => r.status === 429 && r.error?.code === 'PT429');
    expect(accepted).toBe(3);
    expect(limited).toHaveLength(97);
    expect(results.every((r) => r.status === 201 || r.status === 429)).toBe(true);

    const { count } = await service()
      .from('quote_requests')
      .select('*', { count: 'exact', head: true })
      .eq('email', email);
    expect(count).toBe(3);

    const legit = await client.from('quote_requests').insert(factories.quote_requests());
    expect(legit.error).toBeNull();
    expect(legit.status).toBe(201);
  });

  it('accepts accents, emoji and a valid SIRET', async () => {
    const row = factories.quote_requests({
      first_name: 'Hélène',
      last_name: 'Lefèvre-Nguyễn',
      company: 'Crêperie « Chez Loïc » 🥞',
      siret: '12345678900012',
      message: 'Écran 55″ pour la vitrine — budget < 200 € / mois 👍',
    });
    const { error, status } = await anon().from('quote_requests').insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
  });
});
