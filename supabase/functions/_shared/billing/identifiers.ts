// The identifiers billing exchanges (IBAN, BIC, mandate reference, SEPA creditor identifier,
// SIREN, SIRET, French VAT number), each checked as its standard defines it, with the French
// message a form shows at the field. Pure and light (ibantools only): the app's forms import
// these too, through src/lib.
import {
  electronicFormatIBAN,
  getCountrySpecifications,
  validateBIC,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';

export type IdentifierCheck = { ok: true; value: string } | { ok: false; message: string };

const valid = (value: string): IdentifierCheck => ({ ok: true, value });
const invalid = (message: string): IdentifierCheck => ({ ok: false, message });

/** Letters and digits only, upper case: how an identifier is typed with spaces or dashes. */
const compact = (value: string) => value.replace(/[\s\-.]/g, '').toUpperCase();

/** ISO 7064 mod 97-10 of an alphanumeric string (letters count A = 10 … Z = 35), in chunks. */
export function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** ibantools builds this map anew on each call (about 25 µs): once is enough. */
let countries: ReturnType<typeof getCountrySpecifications> | undefined;

/** IBAN (ISO 13616): country, length of that country, mod 97 key, national key where ibantools knows it. */
export function checkIban(input: string): IdentifierCheck {
  const iban = electronicFormatIBAN(input) ?? '';
  if (!iban) return invalid('Saisissez l’IBAN.');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban))
    return invalid(
      'IBAN invalide : il commence par le code pays et deux chiffres de clé (ex. FR76…), puis lettres et chiffres.',
    );
  const country = iban.slice(0, 2);
  countries ??= getCountrySpecifications();
  const spec = countries[country];
  if (!spec?.chars) return invalid(`IBAN invalide : le pays « ${country} » n’utilise pas l’IBAN.`);
  if (iban.length !== spec.chars)
    return invalid(
      `IBAN invalide : ${spec.chars} caractères attendus pour ce pays (${country}), ${iban.length} saisis.`,
    );
  const { errorCodes } = validateIBAN(iban);
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat))
    return invalid('IBAN invalide : la partie nationale (banque, guichet, compte) n’a pas le format de ce pays.');
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1)
    return invalid('IBAN invalide : la clé de contrôle ne correspond pas.');
  if (errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum))
    return invalid('IBAN invalide : la clé du compte (clé RIB) ne correspond pas.');
  if (errorCodes.length) return invalid('IBAN invalide.');
  return valid(iban);
}

/** An IBAN as the documents print it: the country, the key and the last four, the rest masked. */
export function maskIban(iban: string): string {
  const value = compact(iban);
  return `${value.slice(0, 4)}${'*'.repeat(Math.max(0, value.length - 8))}${value.slice(-4)}`;
}

/** BIC (ISO 9362): 4 letters of bank, 2 of country, 2 of location, optionally 3 of branch. */
export function checkBic(input: string): IdentifierCheck {
  const bic = compact(input);
  if (!bic) return invalid('Saisissez le BIC.');
  if (bic.length !== 8 && bic.length !== 11)
    return invalid('BIC invalide : 8 ou 11 caractères (ex. BNPAFRPP ou BNPAFRPPXXX).');
  if (!validateBIC(bic).valid)
    return invalid(
      'BIC invalide : 4 lettres de banque, 2 lettres de pays, 2 caractères de lieu et, le cas échéant, 3 d’agence.',
    );
  return valid(bic);
}

/** The characters a SEPA identifier may hold (EPC: the Latin subset, without the space for ids). */
const SEPA_ID = /^[A-Za-z0-9/\-?:().,'+]+$/;

/** An identifier of a SEPA message (RUM, end-to-end id, message id): Max35, SEPA set, no leading or doubled « / ». */
function checkSepaId(value: string, label: string): IdentifierCheck {
  if (!value) return invalid(`Saisissez ${label}.`);
  if (value.length > 35) return invalid(`${capitalise(label)} : 35 caractères au plus (${value.length} saisis).`);
  if (!SEPA_ID.test(value))
    return invalid(
      `${capitalise(label)} : lettres sans accent, chiffres et / - ? : ( ) . , ' + seulement, sans espace.`,
    );
  if (value.startsWith('/') || value.endsWith('/') || value.includes('//'))
    return invalid(`${capitalise(label)} : ne peut ni commencer ni finir par « / », ni en contenir deux de suite.`);
  return valid(value);
}
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Référence unique de mandat (RUM). */
export function checkRum(input: string): IdentifierCheck {
  return checkSepaId(input.trim(), 'la référence unique de mandat (RUM)');
}

/** A SEPA message identifier (MsgId, PmtInfId, EndToEndId). */
export function checkSepaReference(input: string): IdentifierCheck {
  return checkSepaId(input, 'la référence SEPA');
}

/**
 * SEPA creditor identifier (ICS in France, `FRkkZZZnnnnnn`): the key is the mod 97-10 of the national
 * identifier followed by the country and « 00 », the creditor business code (ZZZ) left out (EPC262-08).
 */
export function checkCreditorId(input: string): IdentifierCheck {
  const id = compact(input);
  if (!id) return invalid('Saisissez l’identifiant créancier SEPA (ICS).');
  const match = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/.exec(id);
  if (!match || (match[1] === 'FR' && id.length !== 13))
    return invalid(
      'Identifiant créancier SEPA (ICS) invalide : format FRkkZZZnnnnnn (13 caractères, ex. FR72ZZZ123456).',
    );
  const [, country, key, , national] = match;
  if (98 - mod97(`${national}${country}00`) !== Number(key))
    return invalid('Identifiant créancier SEPA (ICS) invalide : la clé de contrôle ne correspond pas.');
  return valid(id);
}

/** Luhn (mod 10) of a string of digits. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkSiren(input: string): IdentifierCheck {
  const siren = input.replace(/[\s\u00a0\u202f]/g, '');
  if (!siren) return invalid('Saisissez le SIREN.');
  if (!/^\d{9}$/.test(siren)) return invalid('Le SIREN compte 9 chiffres.');
  if (!luhnValid(siren)) return invalid('SIREN invalide : la clé de contrôle ne correspond pas.');
  return valid(siren);
}

/** La Poste's establishments share one SIREN and are numbered beyond what Luhn allows. */
const LA_POSTE_SIREN = '356000000';

export function checkSiret(input: string): IdentifierCheck {
  const siret = input.replace(/[\s\u00a0\u202f]/g, '');
  if (!siret) return invalid('Saisissez le SIRET.');
  if (!/^\d{14}$/.test(siret)) return invalid('Le SIRET compte 14 chiffres (SIREN et numéro d’établissement).');
  const keyOk =
    siret.startsWith(LA_POSTE_SIREN) && siret !== `${LA_POSTE_SIREN}00048`
      ? [...siret].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0
      : luhnValid(siret);
  if (!keyOk) return invalid('SIRET invalide : la clé de contrôle ne correspond pas.');
  return valid(siret);
}

/** The key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/** French intra-community VAT number: FR, the key computed from the SIREN, the SIREN. */
export function checkFrenchVat(input: string): IdentifierCheck {
  const vat = compact(input);
  if (!vat) return invalid('Saisissez le numéro de TVA intracommunautaire.');
  const match = /^FR(\d{2})(\d{9})$/.exec(vat);
  if (!match)
    return invalid('Numéro de TVA intracommunautaire invalide : FR, 2 chiffres de clé puis les 9 chiffres du SIREN.');
  const [, key, siren] = match;
  if (!checkSiren(siren).ok)
    return invalid('Numéro de TVA intracommunautaire invalide : le SIREN qu’il contient n’est pas valide.');
  if (frenchVatKey(siren) !== key)
    return invalid('Numéro de TVA intracommunautaire invalide : la clé ne correspond pas au SIREN.');
  return valid(vat);
}
