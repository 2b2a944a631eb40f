// What an invoice says, read two independent ways: from the text printed on the PDF's pages and
// from the CII XML it carries, both in one shape (cents, dd/mm/yyyy) so a test can compare them.
import { XMLParser } from 'fast-xml-parser';

export interface InvoiceFacts {
  title: string;
  issueDate: string;
  dueDate: string;
  period: [string, string];
  corrects: string | null;
  seller: { name: string; siren: string; siret: string; vat: string };
  buyer: { name: string; siren: string | null; vat: string | null };
  lines: { text: string; quantity: string; unitPriceCents: number; ratePercent: string; netCents: number }[];
  vat: { ratePercent: string; basisCents: number; vatCents: number }[];
  totals: { netCents: number; grossCents: number; dueCents: number };
}

/** « 2 160,00 € » (narrow and plain no-break spaces) → 216000. */
const euroToCents = (text: string) =>
  Math.round(Number(text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.')) * 100);
const digits = (text: string) => text.replace(/\s/g, '');
const percent = (text: string) => text.replace(/[\s\u00a0%]/g, '');

/** The facts printed on the invoice PDF (its text in drawing order, one line per text run). */
export function pdfInvoiceFacts(text: string): InvoiceFacts {
  const lines = text.split('\n');
  const find = (pattern: RegExp) => {
    const match = lines.map((line) => pattern.exec(line)).find(Boolean);
    if (!match) throw new Error(`Not printed: ${pattern}`);
    return match;
  };
  const after = (label: string | RegExp, from = 0) => {
    const index = lines.findIndex(
      (line, i) => i >= from && (typeof label === 'string' ? line === label : label.test(line)),
    );
    if (index < 0) throw new Error(`Not printed: ${label}`);
    return lines[index + 1];
  };
  const [, siren, siret] = find(/^SIREN ([\d ]{11}) · SIRET ([\d ]{17})$/);
  const client = lines.indexOf('Client');
  const buyerBlock = lines.slice(
    client + 1,
    lines.findIndex((line, i) => i > client && /^(Lieu d’installation|Contrat |Désignation)/.test(line)),
  );
  const buyerSiren = buyerBlock.map((line) => /^SIREN ([\d ]{11})$/.exec(line)?.[1]).find(Boolean);
  const buyerVat = buyerBlock.map((line) => /^N° TVA (\w+)$/.exec(line)?.[1]).find(Boolean);
  const corrects =
    lines
      .map((line) => /^Avoir sur la facture (FAC-\d{4}-\d{6}) du \d\d\/\d\d\/\d{4}$/.exec(line)?.[1])
      .find(Boolean) ?? null;
  // Lines: four figures (quantity, unit price, rate, net), then the description and its note;
  // a table continued on another page repeats its column heads, left out here.
  const heads = ['Désignation', 'Qté', 'PU HT', 'TVA', 'Montant HT'];
  const table = lines
    .slice(lines.indexOf('Montant HT') + 1, lines.indexOf('Total HT'))
    .filter((line) => !heads.includes(line));
  const startsGroup = (i: number) =>
    /^\d[\d\u202f]*(,\d+)?$/.test(table[i] ?? '') &&
    /€$/.test(table[i + 1] ?? '') &&
    /%$/.test(table[i + 2] ?? '') &&
    /€$/.test(table[i + 3] ?? '');
  const invoiceLines: InvoiceFacts['lines'] = [];
  for (let i = 0; i < table.length;) {
    if (!startsGroup(i)) throw new Error(`Not a table line: ${table[i]}`);
    const [quantity, unitPrice, rate, net] = table.slice(i, i + 4);
    i += 4;
    const words: string[] = [];
    while (i < table.length && !startsGroup(i)) words.push(table[i++]);
    invoiceLines.push({
      text: words.join(' '),
      quantity: quantity.replace(',', '.'),
      unitPriceCents: euroToCents(unitPrice),
      ratePercent: percent(rate).replace(',', '.'),
      netCents: euroToCents(net),
    });
  }
  const vat = lines.flatMap((line, index) => {
    const match = /^TVA ([\d,]+)\u00a0% sur (.+)$/.exec(line);
    return match
      ? [
          {
            ratePercent: match[1].replace(',', '.'),
            basisCents: euroToCents(match[2]),
            vatCents: euroToCents(lines[index + 1]),
          },
        ]
      : [];
  });
  const [, period1, period2] = find(/^Période : du (\S+) au (\S+)$/);
  return {
    title: find(/^(Facture|Avoir) (FAC|AVO)-\d{4}-\d{6}$/)[0],
    issueDate: find(/^Date d’émission : (\S+)$/)[1],
    dueDate: find(/^Date d’échéance : (\S+)$/)[1],
    period: [period1, period2],
    corrects,
    seller: {
      name: lines[0],
      siren: digits(siren),
      siret: digits(siret),
      vat: find(/^N° TVA intracommunautaire (\w+)$/)[1],
    },
    buyer: { name: buyerBlock[0], siren: buyerSiren ? digits(buyerSiren) : null, vat: buyerVat ?? null },
    lines: invoiceLines,
    vat,
    totals: {
      netCents: euroToCents(after('Total HT', lines.indexOf('Montant HT'))),
      grossCents: euroToCents(after('Total TTC')),
      dueCents: euroToCents(after(/^(Net à payer|Montant de l’avoir)$/)),
    },
  };
}

type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed XML tree
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['IncludedSupplyChainTradeLineItem', 'ApplicableTradeTax'].includes(name),
});
const day = (node: Node) => String(node.DateTimeString['#text']).replace(/^(\d{4})(\d\d)(\d\d)$/, '$3/$2/$1');
const xmlCents = (value: string | Node) => Math.round(Number(typeof value === 'string' ? value : value['#text']) * 100);
const rate = (value: string) => String(Number(value));

/** The same facts from the CII XML. */
export function xmlInvoiceFacts(xml: string): InvoiceFacts {
  const cii: Node = parser.parse(xml).CrossIndustryInvoice;
  const document = cii.ExchangedDocument;
  const trade = cii.SupplyChainTradeTransaction;
  const { SellerTradeParty: seller, BuyerTradeParty: buyer } = trade.ApplicableHeaderTradeAgreement;
  const settlement = trade.ApplicableHeaderTradeSettlement;
  const totals = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
  return {
    title: `${document.TypeCode === '381' ? 'Avoir' : 'Facture'} ${document.ID}`,
    issueDate: day(document.IssueDateTime),
    dueDate: day(settlement.SpecifiedTradePaymentTerms.DueDateDateTime),
    period: [day(settlement.BillingSpecifiedPeriod.StartDateTime), day(settlement.BillingSpecifiedPeriod.EndDateTime)],
    corrects: settlement.InvoiceReferencedDocument?.IssuerAssignedID ?? null,
    seller: {
      name: seller.Name,
      siren: seller.SpecifiedLegalOrganization.ID['#text'],
      siret: seller.GlobalID['#text'],
      vat: seller.SpecifiedTaxRegistration.ID['#text'],
    },
    buyer: {
      name: buyer.Name,
      siren: buyer.SpecifiedLegalOrganization?.ID['#text'] ?? null,
      vat: buyer.SpecifiedTaxRegistration?.ID['#text'] ?? null,
    },
    lines: (trade.IncludedSupplyChainTradeLineItem as Node[]).map((line) => ({
      text: [line.SpecifiedTradeProduct.Name, line.SpecifiedTradeProduct.Description].filter(Boolean).join(' '),
      quantity: line.SpecifiedLineTradeDelivery.BilledQuantity['#text'],
      unitPriceCents: xmlCents(line.SpecifiedLineTradeAgreement.NetPriceProductTradePrice.ChargeAmount),
      ratePercent: rate(line.SpecifiedLineTradeSettlement.ApplicableTradeTax[0].RateApplicablePercent),
      netCents: xmlCents(
        line.SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount,
      ),
    })),
    vat: (settlement.ApplicableTradeTax as Node[]).map((tax) => ({
      ratePercent: rate(tax.RateApplicablePercent),
      basisCents: xmlCents(tax.BasisAmount),
      vatCents: xmlCents(tax.CalculatedAmount),
    })),
    totals: {
      netCents: xmlCents(totals.TaxBasisTotalAmount),
      grossCents: xmlCents(totals.GrandTotalAmount),
      dueCents: xmlCents(totals.DuePayableAmount),
    },
  };
}
