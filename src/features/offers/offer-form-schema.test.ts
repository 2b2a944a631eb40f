import { describe, expect, it } from 'vitest';
import { offerFormSchema, type OfferFormValues } from './offer-form-schema';

const values = (over: Partial<OfferFormValues> = {}): OfferFormValues => ({
  quote_request_id: null,
  client_first_name: 'Inès',
  client_last_name: 'Moreau',
  client_email: 'ines.moreau@exemple.fr',
  client_phone: '06 12 34 56 78',
  client_company: 'Boulangeries Moreau',
  client_siret: '',
  street: '',
  postal_code: '',
  city: '',
  valid_until: '2999-01-01',
  payment_terms: 'Prélèvement mensuel, terme à échoir.',
  note: '',
  installation: true,
  maintenance_level: 'standard',
  billing_frequency: 'monthly',
  first_rent_ht: '',
  items: [{ product_id: 'p1', quantity: 1, duration_months: 36, monthly_rent: 108 }],
  ...over,
});

const messages = (over: Partial<OfferFormValues>) =>
  offerFormSchema.safeParse(values(over)).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('offerFormSchema', () => {
  it('refuses, at the field, a client block an order would refuse (issue 34)', () => {
    expect(messages({ client_first_name: 'Inès\nMoreau' })).toEqual([
      [
        'client_first_name',
        'Le prénom doit tenir sur une seule ligne, sans retour à la ligne, tabulation ni caractère de contrôle.',
      ],
    ]);
    expect(messages({ client_company: 'Boulangeries\tMoreau' })?.[0]?.[0]).toBe('client_company');
    expect(messages({ client_phone: '------' })?.[0]?.[0]).toBe('client_phone');
    expect(messages({})).toBeUndefined();
  });
});
