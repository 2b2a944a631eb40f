// French billing data for the format tests: the lessor, a customer SAS, a monthly rent of
// 2 160,00 € HT collected by SEPA direct debit, and the credit note that corrects it.
import type { InvoiceData, Seller } from '../../../supabase/functions/_shared/billing/invoice';

export const seller: Seller = {
  name: 'VisioLease SAS',
  legalForm: 'SAS',
  capitalCents: 50_000_000,
  rcs: 'RCS Paris 912 345 675',
  siren: '912345675',
  siret: '91234567500017',
  vatNumber: 'FR65912345675',
  address: { street: '48 rue de la Chaussée-d’Antin', postalCode: '75009', city: 'Paris', country: 'FR' },
  contact: { name: 'Service comptabilité', phone: '+33 1 84 80 12 34', email: 'comptabilite@visiolease.fr' },
  latePenaltyRatePercent: 12.15,
  vatOnDebits: false,
};

export const COMPANY_IBAN = 'FR7630004008190001234567879';
export const COMPANY_BIC = 'BNPAFRPPXXX';
export const CREDITOR_ID = 'FR72ZZZ123456';
export const CUSTOMER_IBAN = 'FR7610107001750012345678929';

export const invoice: InvoiceData = {
  kind: 'invoice',
  number: 'FAC-2026-000123',
  issueDate: '2026-12-01',
  dueDate: '2026-12-10',
  period: { start: '2026-12-01', end: '2026-12-31' },
  seller,
  buyer: {
    name: 'Optique l’Œil Vif & Fils <Tours>',
    address: { street: '4 rue Nationale', postalCode: '37000', city: 'Tours', country: 'FR' },
    siren: '823456785',
    vatNumber: 'FR72823456785',
    accountCode: 'C000042',
  },
  delivery: {
    name: 'Optique l’Œil Vif – magasin de Blois',
    address: { street: '12 rue Denis-Papin', postalCode: '41000', city: 'Blois', country: 'FR' },
  },
  contractReference: 'CTR-2026-00042',
  orderReference: 'CMD-2026-00042',
  lines: [
    {
      description: 'Loyer mensuel – mur LED Absen 3 × 2 m (décembre 2026)',
      quantity: 1,
      unitPriceCents: 216_000,
      vatRatePercent: 20,
    },
  ],
  payment: { kind: 'direct_debit', creditorId: CREDITOR_ID, mandateId: 'VL-RUM-2026-00042', debtorIban: CUSTOMER_IBAN },
  paymentTerms: 'Prélèvement SEPA à l’échéance, terme à échoir.',
};

/** Several lines whose VAT is computed on their sum (BR-S-09): 3 × 333,33 € and a pro rata. */
export const roundingInvoice: InvoiceData = {
  ...invoice,
  number: 'FAC-2026-000124',
  delivery: null,
  lines: [
    { description: 'Loyer mensuel – écran 55"', quantity: 3, unitPriceCents: 33_333, vatRatePercent: 20 },
    {
      description: 'Loyer au prorata (17 jours sur 31)',
      quantity: 0.5484,
      unitPriceCents: 216_000,
      vatRatePercent: 20,
    },
    {
      description: 'Maintenance premium',
      quantity: 1,
      unitPriceCents: 4_999,
      vatRatePercent: 20,
      note: 'Intervention sur site sous 4 h',
    },
  ],
  payment: { kind: 'credit_transfer', code: 58, iban: COMPANY_IBAN, bic: COMPANY_BIC, accountName: 'VisioLease SAS' },
  paymentTerms: 'Virement à 30 jours date de facture.',
  dueDate: '2026-12-31',
};

export const creditNote: InvoiceData = {
  ...invoice,
  kind: 'credit_note',
  number: 'AVO-2026-000007',
  issueDate: '2026-12-05',
  dueDate: '2026-12-05',
  corrects: { number: 'FAC-2026-000123', issueDate: '2026-12-01' },
  lines: [
    {
      description: 'Remboursement du loyer de décembre 2026 (résiliation au 30/11/2026)',
      quantity: 1,
      unitPriceCents: 216_000,
      vatRatePercent: 20,
    },
  ],
  payment: null,
  paymentTerms: 'Remboursement par virement sous 10 jours sur le compte du client.',
};
