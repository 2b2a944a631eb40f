// The EN 16931-1 business rules the CII syntax can break, checked on the XML itself (read with
// fast-xml-parser, not with the builder's figures), written as the standard states them. No
// package on npm or Debian ships the CEN schematron, so these rules stand in for it beside the XSD.
import { XMLParser } from 'fast-xml-parser';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) =>
    [
      'IncludedSupplyChainTradeLineItem',
      'ApplicableTradeTax',
      'IncludedNote',
      'SpecifiedTradeSettlementPaymentMeans',
    ].includes(name),
});

/** The node at a path; through a repeated element, its first occurrence. */
const get = (node: unknown, path: string): unknown =>
  path.split('/').reduce<unknown>((current, name) => {
    const single = Array.isArray(current) ? current[0] : current;
    return single && typeof single === 'object' ? (single as Node)[name] : undefined;
  }, node);
const str = (node: unknown, path: string): string | undefined => {
  const value = get(node, path);
  const text = value && typeof value === 'object' ? (value as Node)['#text'] : value;
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
};
const arr = (node: unknown, path: string): unknown[] => {
  const value = get(node, path);
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
/** An amount of the XML in cents (the rules compare to the cent: BR-DEC allows 2 decimals). */
const cents = (node: unknown, path: string): number | undefined => {
  const value = str(node, path);
  return value === undefined ? undefined : Math.round(Number(value) * 100);
};

export interface Violation {
  rule: string;
  message: string;
}

export function en16931Violations(xml: string): Violation[] {
  const root = parser.parse(xml).CrossIndustryInvoice as Node;
  const violations: Violation[] = [];
  const rule = (id: string, ok: unknown, message: string) => {
    if (!ok) violations.push({ rule: id, message });
  };
  const document = get(root, 'ExchangedDocument');
  const transaction = get(root, 'SupplyChainTradeTransaction');
  const agreement = get(transaction, 'ApplicableHeaderTradeAgreement');
  const settlement = get(transaction, 'ApplicableHeaderTradeSettlement');
  const totals = get(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const seller = get(agreement, 'SellerTradeParty');
  const buyer = get(agreement, 'BuyerTradeParty');
  const lines = arr(transaction, 'IncludedSupplyChainTradeLineItem');
  const breakdowns = arr(settlement, 'ApplicableTradeTax');

  rule(
    'BR-01',
    str(root, 'ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID'),
    'Specification identifier (BT-24)',
  );
  rule('BR-02', str(document, 'ID'), 'Invoice number (BT-1)');
  rule('BR-03', /^\d{8}$/.test(str(document, 'IssueDateTime/DateTimeString') ?? ''), 'Issue date (BT-2)');
  rule(
    'BR-04',
    ['380', '381', '384', '389', '751'].includes(str(document, 'TypeCode') ?? ''),
    'Invoice type code (BT-3)',
  );
  rule('BR-05', str(settlement, 'InvoiceCurrencyCode') === 'EUR', 'Invoice currency code (BT-5)');
  rule('BR-06', str(seller, 'Name'), 'Seller name (BT-27)');
  rule('BR-07', str(buyer, 'Name'), 'Buyer name (BT-44)');
  rule('BR-08', get(seller, 'PostalTradeAddress'), 'Seller postal address (BG-5)');
  rule('BR-09', /^[A-Z]{2}$/.test(str(seller, 'PostalTradeAddress/CountryID') ?? ''), 'Seller country code (BT-40)');
  rule('BR-10', get(buyer, 'PostalTradeAddress'), 'Buyer postal address (BG-8)');
  rule('BR-11', /^[A-Z]{2}$/.test(str(buyer, 'PostalTradeAddress/CountryID') ?? ''), 'Buyer country code (BT-55)');
  rule('BR-12', cents(totals, 'LineTotalAmount') !== undefined, 'Sum of invoice line net amount (BT-106)');
  rule('BR-13', cents(totals, 'TaxBasisTotalAmount') !== undefined, 'Invoice total amount without VAT (BT-109)');
  rule('BR-14', cents(totals, 'GrandTotalAmount') !== undefined, 'Invoice total amount with VAT (BT-112)');
  rule('BR-15', cents(totals, 'DuePayableAmount') !== undefined, 'Amount due for payment (BT-115)');
  rule('BR-16', lines.length > 0, 'At least one invoice line (BG-25)');
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    rule('BR-21', str(line, 'AssociatedDocumentLineDocument/LineID'), `Invoice line identifier (BT-126), ${where}`);
    rule('BR-22', str(line, 'SpecifiedLineTradeDelivery/BilledQuantity'), `Invoiced quantity (BT-129), ${where}`);
    rule(
      'BR-23',
      str(line, 'SpecifiedLineTradeDelivery/BilledQuantity/@unitCode'),
      `Unit of measure (BT-130), ${where}`,
    );
    rule(
      'BR-24',
      cents(line, 'SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount') !==
        undefined,
      `Line net amount (BT-131), ${where}`,
    );
    rule('BR-25', str(line, 'SpecifiedTradeProduct/Name'), `Item name (BT-153), ${where}`);
    const price = cents(line, 'SpecifiedLineTradeAgreement/NetPriceProductTradePrice/ChargeAmount');
    rule('BR-26', price !== undefined, `Item net price (BT-146), ${where}`);
    rule('BR-27', (price ?? 0) >= 0, `Item net price not negative, ${where}`);
    rule(
      'BR-CO-4',
      str(line, 'SpecifiedLineTradeSettlement/ApplicableTradeTax/CategoryCode'),
      `Invoiced item VAT category (BT-151), ${where}`,
    );
    if (str(line, 'SpecifiedLineTradeSettlement/ApplicableTradeTax/CategoryCode') === 'S')
      rule(
        'BR-S-05',
        Number(str(line, 'SpecifiedLineTradeSettlement/ApplicableTradeTax/RateApplicablePercent')) > 0,
        `VAT rate > 0 for S, ${where}`,
      );
  });
  const start = str(settlement, 'BillingSpecifiedPeriod/StartDateTime/DateTimeString');
  const end = str(settlement, 'BillingSpecifiedPeriod/EndDateTime/DateTimeString');
  if (start && end) rule('BR-29', end >= start, 'Invoicing period end date (BT-74) not before start date (BT-73)');
  rule(
    'BR-CO-3',
    !(
      str(settlement, 'ApplicableTradeTax/TaxPointDate/DateString') && breakdowns.some((b) => str(b, 'DueDateTypeCode'))
    ),
    'VAT point date (BT-7) and VAT point date code (BT-8) are mutually exclusive',
  );
  const vatIds = [str(seller, 'SpecifiedTaxRegistration/ID'), str(buyer, 'SpecifiedTaxRegistration/ID')].filter(
    Boolean,
  ) as string[];
  rule(
    'BR-CO-9',
    vatIds.every((id) => /^[A-Z]{2}/.test(id)),
    'VAT identifiers prefixed with a country code',
  );

  const lineNets = lines.map(
    (line) =>
      cents(line, 'SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount') ?? 0,
  );
  const lineTotal = cents(totals, 'LineTotalAmount') ?? NaN;
  const allowances = cents(totals, 'AllowanceTotalAmount') ?? 0;
  const charges = cents(totals, 'ChargeTotalAmount') ?? 0;
  const taxBasis = cents(totals, 'TaxBasisTotalAmount') ?? NaN;
  const taxTotal = cents(totals, 'TaxTotalAmount') ?? 0;
  const grandTotal = cents(totals, 'GrandTotalAmount') ?? NaN;
  const prepaid = cents(totals, 'TotalPrepaidAmount') ?? 0;
  const rounding = cents(totals, 'RoundingAmount') ?? 0;
  const due = cents(totals, 'DuePayableAmount') ?? NaN;
  rule('BR-CO-10', lineTotal === lineNets.reduce((a, b) => a + b, 0), 'BT-106 = Σ BT-131');
  rule('BR-CO-13', taxBasis === lineTotal - allowances + charges, 'BT-109 = BT-106 − BT-107 + BT-108');
  rule(
    'BR-CO-14',
    taxTotal === breakdowns.reduce<number>((sum, b) => sum + (cents(b, 'CalculatedAmount') ?? 0), 0),
    'BT-110 = Σ BT-117',
  );
  rule('BR-CO-15', grandTotal === taxBasis + taxTotal, 'BT-112 = BT-109 + BT-110');
  rule('BR-CO-16', due === grandTotal - prepaid + rounding, 'BT-115 = BT-112 − BT-113 + BT-114');
  rule('BR-CO-18', breakdowns.length > 0, 'At least one VAT breakdown (BG-23)');
  breakdowns.forEach((breakdown) => {
    const basis = cents(breakdown, 'BasisAmount') ?? NaN;
    const rate = Number(str(breakdown, 'RateApplicablePercent'));
    const vat = cents(breakdown, 'CalculatedAmount') ?? NaN;
    const expected = Math.sign(basis) * Math.round((Math.abs(basis) * Math.round(rate * 100)) / 10_000);
    rule(
      'BR-CO-17',
      vat === expected,
      `VAT category tax amount (BT-117) = BT-116 × BT-119 / 100, rounded (rate ${rate})`,
    );
    if (str(breakdown, 'CategoryCode') === 'S') {
      const linesOfRate = lines.filter(
        (line) =>
          str(line, 'SpecifiedLineTradeSettlement/ApplicableTradeTax/CategoryCode') === 'S' &&
          Number(str(line, 'SpecifiedLineTradeSettlement/ApplicableTradeTax/RateApplicablePercent')) === rate,
      );
      const sum = linesOfRate.reduce<number>(
        (total, line) =>
          total +
          (cents(line, 'SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount') ??
            0),
        0,
      );
      rule('BR-S-08', basis === sum, `VAT category taxable amount (BT-116) = Σ line nets at ${rate} %`);
      rule('BR-S-09', vat === expected, `VAT category tax amount (BT-117) = BT-116 × ${rate} %`);
      rule(
        'BR-S-10',
        !str(breakdown, 'ExemptionReason') && !str(breakdown, 'ExemptionReasonCode'),
        'No exemption reason for S',
      );
    }
  });
  const hasS = lines.some((line) => str(line, 'SpecifiedLineTradeSettlement/ApplicableTradeTax/CategoryCode') === 'S');
  if (hasS) {
    rule(
      'BR-S-01',
      breakdowns.some((b) => str(b, 'CategoryCode') === 'S'),
      'A VAT breakdown of category S',
    );
    rule('BR-S-02', str(seller, 'SpecifiedTaxRegistration/ID'), 'Seller VAT identifier (BT-31) with category S');
  }
  rule(
    'BR-CO-25',
    !(due > 0) ||
      str(settlement, 'SpecifiedTradePaymentTerms/DueDateDateTime/DateTimeString') ||
      str(settlement, 'SpecifiedTradePaymentTerms/Description'),
    'Payment due date (BT-9) or payment terms (BT-20) when an amount is due',
  );
  rule(
    'BR-CO-26',
    str(seller, 'GlobalID') ||
      str(seller, 'SpecifiedLegalOrganization/ID') ||
      str(seller, 'SpecifiedTaxRegistration/ID'),
    'Seller identifier (BT-29), legal registration (BT-30) or VAT identifier (BT-31)',
  );
  for (const means of arr(settlement, 'SpecifiedTradeSettlementPaymentMeans')) {
    const code = str(means, 'TypeCode');
    rule('BR-49', code, 'Payment means type code (BT-81)');
    if (code === '30' || code === '58')
      rule(
        'BR-61',
        str(means, 'PayeePartyCreditorFinancialAccount/IBANID'),
        'Payment account identifier (BT-84) for a credit transfer',
      );
    if (code === '59')
      rule(
        'BG-19',
        str(settlement, 'SpecifiedTradePaymentTerms/DirectDebitMandateID'),
        'Mandate reference (BT-89) for a direct debit',
      );
  }
  if (str(document, 'TypeCode') === '381')
    rule(
      'BR-55',
      str(settlement, 'InvoiceReferencedDocument/IssuerAssignedID'),
      'Preceding invoice reference (BT-25) of a credit note',
    );
  // BR-DEC-*: amounts carry two decimals at most.
  for (const [, amount] of xml.matchAll(/<ram:\w*Amount\b[^>]*>([^<]*)</g))
    rule('BR-DEC', /^-?\d+(\.\d{1,2})?$/.test(amount), `Amount « ${amount} » with at most 2 decimals`);
  return violations;
}
