import { describe, expect, it } from 'vitest';
import { makeLead } from './components/test-fixtures';
import {
  emptyLeadValues,
  leadEditSchema,
  leadEditValues,
  leadFormSchema,
  toLeadInsert,
  toLeadUpdate,
  type LeadEditValues,
  type LeadFormValues,
} from './schemas';

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

function editErrorsOf(values: Partial<LeadEditValues>) {
  const result = leadEditSchema.safeParse({ ...leadEditValues(makeLead()), ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('leadEditSchema (mirrors leads_score_check, leads_next_action_check, leads_next_action_date_check)', () => {
  it('accepts the row as it is, with any of the seven statuses', () => {
    expect(editErrorsOf({})).toEqual({});
    expect(editErrorsOf({ status: 'negotiation' })).toEqual({});
  });

  it.each(['', '-1', '101', '150', '12.5', 'abc'])('refuses the score « %s »', (score) => {
    expect(editErrorsOf({ score })).toEqual({ score: 'Le score doit être un nombre entier compris entre 0 et 100.' });
  });

  it.each(['0', '100', ' 42 '])('accepts the score « %s »', (score) => {
    expect(editErrorsOf({ score })).toEqual({});
  });

  it('bounds the next action date and text as the database does', () => {
    const dateError = 'La date de la prochaine action doit être comprise entre le 01/01/2000 et le 31/12/2100.';
    expect(editErrorsOf({ next_action_date: '1999-12-31' })).toEqual({ next_action_date: dateError });
    expect(editErrorsOf({ next_action_date: '2101-01-01' })).toEqual({ next_action_date: dateError });
    expect(editErrorsOf({ next_action_date: '2100-12-31' })).toEqual({});
    expect(editErrorsOf({ next_action: 'a'.repeat(201) })).toEqual({
      next_action: 'La prochaine action ne doit pas dépasser 200 caractères.',
    });
    expect(editErrorsOf({ next_action: '<b>Rappeler</b>' }).next_action).toBe(
      'La prochaine action ne doit pas contenir de balises HTML.',
    );
  });
});

describe('toLeadUpdate', () => {
  it('sends only the changed fields, blanks as null, the last contact as an instant', () => {
    const values = leadEditSchema.parse({
      ...leadEditValues(makeLead()),
      score: '70',
      next_action: '   ',
      next_action_date: '',
      last_contact_date: '2026-11-24T09:30',
    });
    const update = toLeadUpdate(values, {
      score: true,
      next_action: true,
      next_action_date: true,
      last_contact_date: true,
    });
    expect(update).toEqual({
      score: 70,
      next_action: null,
      next_action_date: null,
      last_contact_date: new Date('2026-11-24T09:30').toISOString(),
    });
  });

  it('never writes the campaign consent: only the person gives it, on a public form', () => {
    const values = leadEditSchema.parse({ ...leadEditValues(makeLead()), marketing_consent: true });
    expect(values).not.toHaveProperty('marketing_consent');
    expect(toLeadUpdate(values, { marketing_consent: true } as never)).toEqual({});
  });

  it('refuses a name or a company on two lines, saying which', () => {
    const result = leadFormSchema.safeParse({
      ...emptyLeadValues,
      email: 'jean@exemple.fr',
      last_name: 'Jean\r\nBcc: exfil@evil.example',
      company: 'Société\tX',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages.last_name).toBe(
      'Le nom doit tenir sur une seule ligne, sans retour à la ligne, tabulation ni caractère de contrôle.',
    );
    expect(messages.company).toMatch(/^Le nom de la société doit tenir sur une seule ligne/);
  });
});
