import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proQuoteSchema } from '../../src/features/requests/schemas';
import {
  emailPattern,
  hiddenCharacterPattern,
  isPhone,
  lineBreakPattern,
  markupPattern,
} from '../../src/lib/text-rules';
import { factories } from './factories';
import { visitorFrom } from './hardening-visitor';
import { databaseUrl } from '../support/clients';

const client = new pg.Client({
  connectionString: databaseUrl,
});
beforeAll(async () => {
  await client.connect();
});
afterAll(async () => {
  await client.end();
});

const sqlAnswer = async (fn: string, value: string) =>
  (await client.query<{ ok: boolean }>(`select coalesce(${fn}($1), false) as ok`, [value])).rows[0].ok;

const emails = [
  'contact@exemple.fr',
  'jean.dupont+devis@sous.domaine.example.com',
  "o'neil@exemple.fr",
  'a@b.co',
  'javascript:alert(1)@x.fr',
  '<script>@x.fr',
  'jean dupont@exemple.fr',
  'jean@exemple',
  'jean@-exemple.fr',
  'jean@exemple-.fr',
  'jean@@exemple.fr',
  'jean@exemple..fr',
  'élodie@exemple.fr',
  'jean@exemple.fr\n',
  '"jean"@exemple.fr',
  '',
];
const phones = [
  '01 23 45 67 89',
  '+33 1 23 45 67 89',
  '(0)1.23.45.67.89',
  '0123-456',
  '-123456',
  '12345',
  '+' + '1'.repeat(21),
  '1'.repeat(20),
  '01 23 45 67 89 ext 2',
  ' 0123456789',
  '++33123456',
  '',
];
const names = [
  'Hélène',
  'Lefèvre-Nguyễn',
  'Crêperie « Chez Loïc » 🥞',
  'Jean\u202Etxt.exe',
  'Ann\u200Fa',
  'Zo\u2066é',
  'Nul\u0000l'.replace('\u0000', '\u0001'),
  'Bell\u0007',
  'Ligne\nsuivante',
  'Jean\r\nBcc: exfil@evil.example',
  'Retour\rchariot',
  'Tab\tulation',
  'Fin\u0085de ligne',
  'Séparateur\u2028Unicode',
  '<b>Gras</b>',
  'a < b',
];

describe('one source of truth: the forms and the CHECKs answer the same', () => {
  it.each(emails)('e-mail %j', async (value) => {
    expect(emailPattern.test(value)).toBe(await sqlAnswer('private.is_email', value));
  });
  it.each(phones)('phone %j', async (value) => {
    expect(isPhone(value)).toBe(await sqlAnswer('private.is_phone', value));
  });
  it.each(names)('plain text %j', async (value) => {
    expect(!markupPattern.test(value) && !hiddenCharacterPattern.test(value)).toBe(
      await sqlAnswer('private.is_plain_text', value),
    );
  });

  it.each(names)('one line %j', async (value) => {
    expect(!lineBreakPattern.test(value)).toBe(await sqlAnswer('private.is_single_line', value));
  });

  it('the quote form and the table agree on every sample', async () => {
    const samples = [
      ...emails.map((email) => ({ email })),
      ...phones.map((phone) => ({ phone })),
      ...names.map((first_name) => ({ first_name })),
      ...names.map((company) => ({ company })),
      ...names.map((subject) => ({ subject })),
      { message: '   \n\t ' },
      { message: 'Bonjour' },
    ];
    // The form trims what it sends, the table checks the raw value: compare on trimmed samples.
    const trimmed = samples.filter((override) => Object.values(override).every((value) => value === value.trim()));
    expect(trimmed.length).toBeGreaterThan(30);
    for (const [i, override] of trimmed.entries()) {
      const row = factories.quote_requests({ company: 'Société Test', ...override });
      const formAccepts = proQuoteSchema.safeParse({
        ...row,
        siret: row.siret ?? '',
        company: row.company ?? '',
        marketing_consent: false,
      }).success;
      // One address per sample keeps the per-client rate limit out of the comparison.
      const { error } = await visitorFrom(`127.0.1.${i + 1}`)
        .from('quote_requests')
        .insert(row);
      const databaseAccepts = error === null;
      expect({ override, formAccepts }).toEqual({ override, formAccepts: databaseAccepts });
    }
  });
});

describe('the values an outside audit found accepted are refused', () => {
  it.each([
    ['a message of spaces around one letter', { message: `${' '.repeat(3000)}a${' '.repeat(3000)}` }],
    ['a whitespace-only message', { message: ' \n\t  ' }],
    ['a whitespace-only subject', { subject: '   ' }],
    ['e-mail javascript:alert(1)@x.fr', { email: 'javascript:alert(1)@x.fr' }],
    ['phone -123456', { phone: '-123456' }],
    ['a name carrying U+202E', { last_name: 'Dupont\u202Efdp.exe' }],
    ['a company carrying a control character', { company: 'Société\u0007' }],
  ])('%s', async (_, override) => {
    const { error, status } = await visitorFrom('127.0.2.1')
      .from('quote_requests')
      .insert(factories.quote_requests(override));
    expect({ code: error?.code, status }).toEqual({ code: '23514', status: 400 });
  });
});
