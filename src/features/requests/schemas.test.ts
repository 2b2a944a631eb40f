import { describe, expect, it } from 'vitest';
import { marketingConsentWording } from '@/config/marketing-consent';
import {
  contactSchema,
  emptyQuoteValues,
  normalizeSiret,
  proQuoteSchema,
  toQuoteRequestInsert,
  type QuoteFormValues,
} from './schemas';

const valid: QuoteFormValues = {
  first_name: 'Camille',
  last_name: 'Martin',
  email: 'camille.martin@boulangerie-martin.fr',
  phone: '06 12 34 56 78',
  company: 'Boulangerie Martin',
  siret: '123 456 789 00012',
  subject: 'Écran vitrine',
  message: 'Bonjour, nous cherchons un écran LED pour notre vitrine.',
  marketing_consent: false,
};

function messagesFor(values: Partial<QuoteFormValues>, schema = proQuoteSchema) {
  const result = schema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  // The first message of each field, as the form shows it.
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('proQuoteSchema', () => {
  it('accepts a complete request, with accents and emoji', () => {
    expect(proQuoteSchema.safeParse({ ...valid, message: 'Très bien 👍 — merci !' }).success).toBe(true);
  });

  it('requires every field but the SIRET, with a French message each', () => {
    const messages = messagesFor({ ...emptyQuoteValues });
    expect(messages).toEqual({
      first_name: 'Veuillez saisir votre prénom.',
      last_name: 'Veuillez saisir votre nom.',
      email: 'Veuillez saisir votre adresse e-mail.',
      phone: 'Veuillez saisir votre numéro de téléphone.',
      company: 'Veuillez indiquer le nom de votre entreprise.',
      subject: 'Veuillez indiquer le sujet de votre demande.',
      message: 'Veuillez saisir votre message.',
    });
  });

  it('treats blank text as missing', () => {
    expect(messagesFor({ first_name: '   ' }).first_name).toBe('Veuillez saisir votre prénom.');
  });

  it.each([
    ['first_name', 80],
    ['last_name', 80],
    ['company', 120],
    ['subject', 150],
    ['message', 5000],
  ] as const)('limits %s to %i characters like the database', (field, max) => {
    expect(messagesFor({ [field]: 'a'.repeat(max) })[field]).toBeUndefined();
    expect(messagesFor({ [field]: 'a'.repeat(max + 1) })[field]).toMatch(/ne doit pas dépasser/);
  });

  it.each(['camille', 'camille@', 'camille@exemple', 'camille martin@exemple.fr', 'a@b.c', '<a>@exemple.fr'])(
    'refuses the e-mail %j',
    (email) => {
      expect(messagesFor({ email }).email).toBe('Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).');
    },
  );

  it('limits the e-mail to 254 characters', () => {
    expect(messagesFor({ email: `${'a'.repeat(245)}@exemple.fr` }).email).toMatch(/254/);
  });

  it.each(['+33 6 12 34 56 78', '01.84.60.32.10', '(01) 84-60-32-10', '0184603210'])(
    'accepts the phone %j',
    (phone) => {
      expect(messagesFor({ phone }).phone).toBeUndefined();
    },
  );

  it.each(['12345', 'abc123456', '06 12 34 56 78 ext. 4', '++33612345678', '+ ( ) . - ( ) 1', '0'.repeat(26)])(
    'refuses the phone %j',
    (phone) => {
      expect(messagesFor({ phone }).phone).toBe('Veuillez saisir un numéro de téléphone valide (ex. 01 23 45 67 89).');
    },
  );

  it('accepts an empty SIRET or 14 digits with spaces, refuses anything else', () => {
    expect(messagesFor({ siret: '' }).siret).toBeUndefined();
    expect(messagesFor({ siret: '12345678900012' }).siret).toBeUndefined();
    expect(messagesFor({ siret: '123 456 789 00012' }).siret).toBeUndefined();
    for (const siret of ['123 456 789 0001', '1234567890001', '123456789000123', '123 456 789 0001A']) {
      expect(messagesFor({ siret }).siret).toBe(
        'Le SIRET doit comporter exactement 14 chiffres (ex. 123 456 789 00012).',
      );
    }
  });

  it.each(['<script>alert(1)</script>', 'Bonjour <b>', 'voir </div>', '<!-- x -->', '<?php', '<éa'])(
    'refuses markup in free text: %j',
    (text) => {
      const messages = messagesFor({ first_name: text, last_name: text, company: text, subject: text, message: text });
      expect(messages.first_name).toBe('Le prénom ne doit pas contenir de balises HTML.');
      expect(messages.last_name).toBe('Le nom ne doit pas contenir de balises HTML.');
      expect(messages.company).toBe('Le nom de l’entreprise ne doit pas contenir de balises HTML.');
      expect(messages.subject).toBe('Le sujet ne doit pas contenir de balises HTML.');
      expect(messages.message).toBe('Le message ne doit pas contenir de balises HTML.');
    },
  );

  it('keeps « < » when no markup follows it', () => {
    expect(messagesFor({ message: 'Budget < 5 000 € et délai <3 semaines' }).message).toBeUndefined();
  });
});

describe('contactSchema (general variant)', () => {
  it('does not ask for the company nor the SIRET', () => {
    expect(contactSchema.safeParse({ ...valid, company: '', siret: 'n’importe quoi' }).success).toBe(true);
  });
});

describe('toQuoteRequestInsert', () => {
  it('trims, strips the SIRET to its digits and keeps the company on the pro variant', () => {
    expect(
      toQuoteRequestInsert({ ...valid, first_name: '  Camille ', siret: '123\u00a0456 789 00012' }, 'pro', 'quote'),
    ).toEqual({
      type: 'quote',
      product_id: null,
      first_name: 'Camille',
      last_name: 'Martin',
      email: 'camille.martin@boulangerie-martin.fr',
      phone: '06 12 34 56 78',
      company: 'Boulangerie Martin',
      siret: '12345678900012',
      subject: 'Écran vitrine',
      message: 'Bonjour, nous cherchons un écran LED pour notre vitrine.',
      marketing_consent: false,
      marketing_consent_page: null,
      marketing_consent_wording: null,
    });
  });

  it('sends the campaign opt-in as ticked, with its evidence: the page and the wording shown', () => {
    const row = toQuoteRequestInsert({ ...valid, marketing_consent: true }, 'pro', 'quote', null, '/contact-pro');
    expect(row).toMatchObject({
      marketing_consent: true,
      marketing_consent_page: '/contact-pro',
      marketing_consent_wording: marketingConsentWording,
    });
  });

  it('refuses a name, a company or a subject on two lines, saying which', () => {
    for (const [field, message] of [
      ['first_name', 'Le prénom doit tenir sur une seule ligne'],
      ['last_name', 'Le nom doit tenir sur une seule ligne'],
      ['company', 'Le nom de l’entreprise doit tenir sur une seule ligne'],
      ['subject', 'Le sujet doit tenir sur une seule ligne'],
    ] as const) {
      const result = proQuoteSchema.safeParse({ ...valid, [field]: 'Jean\r\nBcc: exfil@evil.example' });
      expect(result.success).toBe(false);
      const issue = result.error!.issues.find((i) => i.path[0] === field);
      expect(issue?.message).toMatch(new RegExp(`^${message}`));
    }
    // The message keeps its lines.
    expect(proQuoteSchema.safeParse({ ...valid, message: 'Bonjour,\nMerci.' }).success).toBe(true);
  });

  it('names the product chosen from its page', () => {
    const productId = '5eed0020-0000-4000-8000-000000000011';
    expect(toQuoteRequestInsert(valid, 'pro', 'quote', productId).product_id).toBe(productId);
  });

  it('sends an empty SIRET as null', () => {
    expect(toQuoteRequestInsert({ ...valid, siret: '  ' }, 'pro', 'quote').siret).toBeNull();
  });

  it('sends company and SIRET as null on the general variant', () => {
    const row = toQuoteRequestInsert(valid, 'general', 'contact');
    expect(row.company).toBeNull();
    expect(row.siret).toBeNull();
  });

  it('normalizeSiret removes every kind of space', () => {
    expect(normalizeSiret(' 123 456\u00a0789\t00012 ')).toBe('12345678900012');
  });
});
