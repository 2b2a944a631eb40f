// The identifiers' checks of the billing formats (Luhn, mod 97, the VAT key…), with the French
// message a field shows: the very functions the invoices are checked with before they are written.
export {
  checkBic,
  checkCreditorId,
  checkFrenchVat,
  checkIban,
  checkSiren,
  checkSiret,
  type IdentifierCheck,
} from '../../supabase/functions/_shared/billing/identifiers.ts';
