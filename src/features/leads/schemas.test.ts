import { describe, expect, it } from 'vitest';
import { emptyLeadValues, leadFormSchema, toLeadInsert, type LeadFormValues } from './schemas';

function errorsOf(values: Partial<LeadFormValues>) {
  const result = leadFormSchema.safeParse({ ...emptyLeadValues, email: 'lead@exemple.fr', ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('leadFormSchema (mirrors leads CHECKs)', () => {
  it('needs only a valid e-mail', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ email: '' })).toEqual({ email: 'Veuillez saisir l’adresse e-mail du lead.' });
    expect(errorsOf({ email: '   ' })).toEqual({ email: 'Veuillez saisir l’adresse e-mail du lead.' });
  });

  it.each(['pas-un-email', 'a@b', 'a@b.c', 'a b@exemple.fr', '<a>@exemple.fr', 'a@@exemple.fr'])(
    'refuses the e-mail %s',
    (email) => {
      expect(errorsOf({ email }).email).toBe('Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).');
    },
  );

  it('refuses oversized names, company and notes, in French', () => {
    expect(errorsOf({ first_name: 'a'.repeat(81) }).first_name).toBe('Le prénom ne doit pas dépasser 80 caractères.');
    expect(errorsOf({ last_name: 'a'.repeat(81) }).last_name).toBe('Le nom ne doit pas dépasser 80 caractères.');
    expect(errorsOf({ company: 'a'.repeat(121) }).company).toBe(
      'Le nom de la société ne doit pas dépasser 120 caractères.',
    );
    expect(errorsOf({ notes: 'a'.repeat(2001) }).notes).toBe('Les notes ne doivent pas dépasser 2000 caractères.');
    expect(errorsOf({ first_name: 'a'.repeat(80), company: 'b'.repeat(120), notes: 'c'.repeat(2000) })).toEqual({});
  });

  it('refuses markup but welcomes accents and emoji', () => {
    expect(errorsOf({ notes: 'Rappeler <script>alert(1)</script>' }).notes).toBe(
      'Les notes ne doivent pas contenir de balises HTML.',
    );
    expect(errorsOf({ company: '<b>Gras</b>' }).company).toBe(
      'Le nom de la société ne doit pas contenir de balises HTML.',
    );
    expect(errorsOf({ first_name: 'Zoé 🎉', notes: 'Prix < 5 000 € ; marge > 10 %' })).toEqual({});
  });

  it('checks the phone characters when one is given', () => {
    expect(errorsOf({ phone: '+33 (0)1 23-45.67' })).toEqual({});
    expect(errorsOf({ phone: 'appelez-moi' }).phone).toBe(
      'Veuillez saisir un numéro de téléphone valide (ex. 01 23 45 67 89).',
    );
    expect(errorsOf({ phone: '12345' }).phone).toBeDefined();
  });

  it('limits the source and the creation statuses', () => {
    expect(errorsOf({ status: 'won' as LeadFormValues['status'] }).status).toBe('Veuillez choisir un statut.');
    expect(errorsOf({ source: 'salon' as LeadFormValues['source'] }).source).toBe('Veuillez choisir une source.');
  });
});

describe('toLeadInsert', () => {
  it('sends the spec fields, empty texts as null', () => {
    const values = leadFormSchema.parse({
      ...emptyLeadValues,
      email: '  lead@exemple.fr ',
      first_name: ' Hélène ',
      notes: '  ',
    });
    expect(toLeadInsert(values)).toEqual({
      email: 'lead@exemple.fr',
      first_name: 'Hélène',
      last_name: null,
      company: null,
      phone: null,
      source: 'website',
      status: 'new',
      notes: null,
    });
  });
});
