// The structured invoice: UN/CEFACT Cross Industry Invoice D16B at the EN 16931 profile
// (guideline urn:cen.eu:en16931:2017), the XML a Factur-X PDF carries as factur-x.xml.
// Business terms (BT-…) are noted where the mapping is not obvious from the element's name.
import { assertInvoiceData, invoiceFigures, type Buyer, type InvoiceData, type PostalAddress } from './invoice.ts';
import { invoiceNotes } from './invoice-mentions.ts';
import { maskIban } from './identifiers.ts';
import { centsToDecimal } from './money.ts';
import { buildXml, optional, type XmlTree } from './xml-build.ts';

export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';
export const CII_NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
} as const;

/** Type codes (UNTDID 1001): commercial invoice, credit note. */
export const TYPE_CODE = { invoice: '380', credit_note: '381' } as const;

const amount = (cents: number) => centsToDecimal(cents);
/** YYYY-MM-DD → the CII date (format 102, CCYYMMDD). */
const date = (iso: string, type: 'udt' | 'qdt' = 'udt') => ({
  [`${type}:DateTimeString`]: { '@format': '102', '#text': iso.replaceAll('-', '') },
});
const rate = (percent: number) => percent.toFixed(2);
const quantity = (value: number) => String(Number(value.toFixed(4)));

function address(value: PostalAddress): XmlTree {
  return {
    'ram:PostcodeCode': value.postalCode,
    'ram:LineOne': value.street,
    'ram:LineTwo': optional(value.street2),
    'ram:CityName': value.city,
    'ram:CountryID': value.country,
  };
}

function buyer(party: Buyer): XmlTree {
  return {
    'ram:Name': party.name,
    // BT-47: the SIREN, scheme 0002 (the French SIRENE register).
    'ram:SpecifiedLegalOrganization': party.siren
      ? { 'ram:ID': { '@schemeID': '0002', '#text': party.siren } }
      : undefined,
    'ram:PostalTradeAddress': address(party.address),
    'ram:SpecifiedTaxRegistration': party.vatNumber
      ? { 'ram:ID': { '@schemeID': 'VA', '#text': party.vatNumber } }
      : undefined,
  };
}

function paymentMeans(invoice: InvoiceData): XmlTree | undefined {
  const payment = invoice.payment;
  if (!payment) return undefined;
  if (payment.kind === 'direct_debit')
    return {
      'ram:TypeCode': '59',
      'ram:Information': 'Prélèvement SEPA',
      // BT-91: EN 16931 lets the debited account be masked; the debtor knows its own IBAN.
      'ram:PayerPartyDebtorFinancialAccount': { 'ram:IBANID': maskIban(payment.debtorIban) },
    };
  return {
    'ram:TypeCode': String(payment.code),
    'ram:Information': 'Virement',
    'ram:PayeePartyCreditorFinancialAccount': {
      'ram:IBANID': payment.iban.replace(/\s/g, ''),
      'ram:AccountName': optional(payment.accountName),
    },
    'ram:PayeeSpecifiedCreditorFinancialInstitution': payment.bic
      ? { 'ram:BICID': payment.bic.replace(/\s/g, '') }
      : undefined,
  };
}

/** The CII XML of an invoice or credit note; throws a BillingFormatError (French) on missing mentions. */
export function buildInvoiceXml(invoice: InvoiceData): string {
  assertInvoiceData(invoice);
  const figures = invoiceFigures(invoice);
  const { seller } = invoice;
  const directDebit = invoice.payment?.kind === 'direct_debit' ? invoice.payment : null;
  return buildXml({
    'rsm:CrossIndustryInvoice': {
      '@xmlns:rsm': CII_NAMESPACES.rsm,
      '@xmlns:qdt': CII_NAMESPACES.qdt,
      '@xmlns:ram': CII_NAMESPACES.ram,
      '@xmlns:udt': CII_NAMESPACES.udt,
      'rsm:ExchangedDocumentContext': {
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': EN16931_GUIDELINE },
      },
      'rsm:ExchangedDocument': {
        'ram:ID': invoice.number,
        'ram:TypeCode': TYPE_CODE[invoice.kind],
        'ram:IssueDateTime': date(invoice.issueDate),
        'ram:IncludedNote': invoiceNotes(invoice).map((note) => ({
          'ram:Content': note.text,
          'ram:SubjectCode': note.subjectCode,
        })),
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': figures.lines.map((line) => ({
          'ram:AssociatedDocumentLineDocument': { 'ram:LineID': line.lineId },
          'ram:SpecifiedTradeProduct': { 'ram:Name': line.description, 'ram:Description': optional(line.note) },
          'ram:SpecifiedLineTradeAgreement': {
            'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': amount(line.unitPriceCents) },
          },
          'ram:SpecifiedLineTradeDelivery': {
            'ram:BilledQuantity': { '@unitCode': 'C62', '#text': quantity(line.quantity) },
          },
          'ram:SpecifiedLineTradeSettlement': {
            'ram:ApplicableTradeTax': {
              'ram:TypeCode': 'VAT',
              'ram:CategoryCode': 'S',
              'ram:RateApplicablePercent': rate(line.vatRatePercent),
            },
            'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': amount(line.netCents) },
          },
        })),
        'ram:ApplicableHeaderTradeAgreement': {
          'ram:BuyerReference': optional(invoice.contractReference),
          'ram:SellerTradeParty': {
            // BT-29: the SIRET, scheme 0009.
            'ram:GlobalID': { '@schemeID': '0009', '#text': seller.siret },
            'ram:Name': seller.name,
            // BT-33: the legal mentions (form, capital, register).
            'ram:Description': invoiceNotes(invoice)[0].text,
            'ram:SpecifiedLegalOrganization': { 'ram:ID': { '@schemeID': '0002', '#text': seller.siren } },
            'ram:DefinedTradeContact': {
              'ram:PersonName': seller.contact.name,
              'ram:TelephoneUniversalCommunication': { 'ram:CompleteNumber': seller.contact.phone },
              'ram:EmailURIUniversalCommunication': { 'ram:URIID': seller.contact.email },
            },
            'ram:PostalTradeAddress': address(seller.address),
            'ram:SpecifiedTaxRegistration': { 'ram:ID': { '@schemeID': 'VA', '#text': seller.vatNumber } },
          },
          'ram:BuyerTradeParty': buyer(invoice.buyer),
          'ram:BuyerOrderReferencedDocument': invoice.orderReference
            ? { 'ram:IssuerAssignedID': invoice.orderReference }
            : undefined,
          'ram:ContractReferencedDocument': invoice.contractReference
            ? { 'ram:IssuerAssignedID': invoice.contractReference }
            : undefined,
        },
        'ram:ApplicableHeaderTradeDelivery': invoice.delivery
          ? {
              'ram:ShipToTradeParty': {
                'ram:Name': invoice.delivery.name,
                'ram:PostalTradeAddress': address(invoice.delivery.address),
              },
            }
          : {},
        'ram:ApplicableHeaderTradeSettlement': {
          'ram:CreditorReferenceID': directDebit?.creditorId, // BT-90
          'ram:PaymentReference': invoice.number, // BT-83
          'ram:InvoiceCurrencyCode': 'EUR',
          'ram:SpecifiedTradeSettlementPaymentMeans': paymentMeans(invoice),
          'ram:ApplicableTradeTax': figures.vat.map((breakdown) => ({
            'ram:CalculatedAmount': amount(breakdown.vatCents),
            'ram:TypeCode': 'VAT',
            'ram:BasisAmount': amount(breakdown.basisCents),
            'ram:CategoryCode': 'S',
            // BT-8: VAT due when invoiced (5) for a seller taxed on debits, else when paid (72).
            'ram:DueDateTypeCode': seller.vatOnDebits ? '5' : '72',
            'ram:RateApplicablePercent': rate(breakdown.ratePercent),
          })),
          'ram:BillingSpecifiedPeriod': {
            'ram:StartDateTime': date(invoice.period.start),
            'ram:EndDateTime': date(invoice.period.end),
          },
          'ram:SpecifiedTradePaymentTerms': {
            'ram:Description': invoice.paymentTerms,
            'ram:DueDateDateTime': date(invoice.dueDate),
            'ram:DirectDebitMandateID': directDebit?.mandateId, // BT-89
          },
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
            'ram:LineTotalAmount': amount(figures.lineTotalCents),
            'ram:TaxBasisTotalAmount': amount(figures.taxBasisCents),
            'ram:TaxTotalAmount': { '@currencyID': 'EUR', '#text': amount(figures.vatTotalCents) },
            'ram:GrandTotalAmount': amount(figures.grandTotalCents),
            'ram:TotalPrepaidAmount': figures.prepaidCents ? amount(figures.prepaidCents) : undefined,
            'ram:DuePayableAmount': amount(figures.duePayableCents),
          },
          'ram:InvoiceReferencedDocument': invoice.corrects
            ? {
                'ram:IssuerAssignedID': invoice.corrects.number,
                'ram:FormattedIssueDateTime': date(invoice.corrects.issueDate, 'qdt'),
              }
            : undefined,
        },
      },
    },
  });
}
