import { describe, expect, it } from 'vitest';
import {
  checkBic,
  checkCreditorId,
  checkFrenchVat,
  checkIban,
  checkRum,
  checkSiren,
  checkSiret,
  frenchVatKey,
  maskIban,
} from '../../../supabase/functions/_shared/billing/identifiers';

const message = (result: { ok: boolean; message?: string }) => (result.ok ? null : result.message);

describe('IBAN (ISO 13616)', () => {
  it('accepts French, German and Belgian IBANs typed with spaces and lower case, and returns them compact', () => {
    expect(checkIban('fr76 3000 4008 1900 0123 4567 879')).toEqual({ ok: true, value: 'FR7630004008190001234567879' });
    expect(checkIban('FR14 2004 1010 0505 0001 3M02 606').ok).toBe(true); // letters in the account number
    expect(checkIban('DE89 3704 0044 0532 0130 00').ok).toBe(true);
    expect(checkIban('BE68 5390 0754 7034').ok).toBe(true);
  });

  it('refuses a wrong key, a wrong length for the country, an unknown country and an empty field, in French', () => {
    expect(message(checkIban('FR7630004008190001234567878'))).toMatch(/clé/);
    expect(message(checkIban('FR763000400819000123456787'))).toBe(
      'IBAN invalide : 27 caractères attendus pour ce pays (FR), 26 saisis.',
    );
    expect(message(checkIban('QQ7630004008190001234567879'))).toBe(
      'IBAN invalide : le pays « QQ » n’utilise pas l’IBAN.',
    );
    expect(message(checkIban('  '))).toBe('Saisissez l’IBAN.');
    expect(message(checkIban('3000400819'))).toMatch(/^IBAN invalide : il commence par le code pays/);
  });

  it('masks all but the country, the key and the last four characters', () => {
    expect(maskIban('FR76 3000 4008 1900 0123 4567 879')).toBe('FR76*******************7879');
  });
});

describe('BIC (ISO 9362)', () => {
  it('accepts 8 and 11 characters, and refuses other lengths and a digit in the country', () => {
    expect(checkBic('bnpafrpp')).toEqual({ ok: true, value: 'BNPAFRPP' });
    expect(checkBic('BNPAFRPPXXX').ok).toBe(true);
    expect(message(checkBic('BNPAFRP'))).toBe('BIC invalide : 8 ou 11 caractères (ex. BNPAFRPP ou BNPAFRPPXXX).');
    expect(message(checkBic('BNPA1RPPXXX'))).toMatch(/^BIC invalide : 4 lettres de banque/);
  });
});

describe('mandate reference (RUM)', () => {
  it('accepts up to 35 characters of the SEPA set', () => {
    expect(checkRum('VL-RUM-2026-00042').ok).toBe(true);
    expect(checkRum('A'.repeat(35)).ok).toBe(true);
  });

  it('refuses 36 characters, accents and spaces, a leading slash and a double slash', () => {
    expect(message(checkRum('A'.repeat(36)))).toBe(
      'La référence unique de mandat (RUM) : 35 caractères au plus (36 saisis).',
    );
    expect(message(checkRum('RUM-ÉTÉ'))).toMatch(/lettres sans accent/);
    expect(message(checkRum('RUM 42'))).toMatch(/sans espace/);
    expect(message(checkRum('/RUM42'))).toMatch(/ne peut ni commencer/);
    expect(message(checkRum('RUM//42'))).toMatch(/ni en contenir deux de suite/);
    expect(message(checkRum(''))).toBe('Saisissez la référence unique de mandat (RUM).');
  });
});

describe('SEPA creditor identifier (ICS)', () => {
  it('accepts the EPC’s published examples, the business code left out of the key', () => {
    expect(checkCreditorId('FR72ZZZ123456')).toEqual({ ok: true, value: 'FR72ZZZ123456' });
    expect(checkCreditorId('FR72 AAA 123456').ok).toBe(true); // any creditor business code
    expect(checkCreditorId('DE98ZZZ09999999999').ok).toBe(true);
  });

  it('refuses a wrong key and a French identifier of the wrong length', () => {
    expect(message(checkCreditorId('FR73ZZZ123456'))).toBe(
      'Identifiant créancier SEPA (ICS) invalide : la clé de contrôle ne correspond pas.',
    );
    expect(message(checkCreditorId('FR72ZZZ1234567'))).toMatch(/format FRkkZZZnnnnnn/);
  });
});

describe('SIREN, SIRET, French VAT number', () => {
  it('checks the Luhn key of a SIREN and of a SIRET', () => {
    expect(checkSiren('912 345 675')).toEqual({ ok: true, value: '912345675' });
    expect(message(checkSiren('912345678'))).toBe('SIREN invalide : la clé de contrôle ne correspond pas.');
    expect(message(checkSiren('91234567'))).toBe('Le SIREN compte 9 chiffres.');
    expect(checkSiret('912 345 675 00017').ok).toBe(true);
    expect(message(checkSiret('91234567500018'))).toBe('SIRET invalide : la clé de contrôle ne correspond pas.');
    expect(message(checkSiret('9123456750001'))).toMatch(/14 chiffres/);
  });

  it('applies La Poste’s rule (sum of the digits a multiple of 5) to its establishments, Luhn to its head office', () => {
    expect(checkSiret('35600000000001').ok).toBe(true); // fails Luhn, digit sum 15
    expect(checkSiret('35600000000002').ok).toBe(false);
    expect(checkSiret('35600000000048').ok).toBe(true); // the head office, a Luhn number
  });

  it('computes the VAT key from the SIREN and refuses a number whose key does not match', () => {
    expect(frenchVatKey('912345675')).toBe('65');
    expect(frenchVatKey('404833048')).toBe('83');
    expect(checkFrenchVat('fr 65 912 345 675')).toEqual({ ok: true, value: 'FR65912345675' });
    expect(message(checkFrenchVat('FR66912345675'))).toBe(
      'Numéro de TVA intracommunautaire invalide : la clé ne correspond pas au SIREN.',
    );
    expect(message(checkFrenchVat('FR74912345678'))).toMatch(/le SIREN qu’il contient n’est pas valide/);
    expect(message(checkFrenchVat('DE123456789'))).toMatch(/^Numéro de TVA intracommunautaire invalide : FR/);
  });
});
