import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildInvoiceXml } from '../../../supabase/functions/_shared/billing/factur-x-xml';
import { invoiceFigures } from '../../../supabase/functions/_shared/billing/invoice';
import { en16931Violations } from './en16931-rules';
import { en16931XsdErrors } from './factur-x-xsd';
import { creditNote, invoice, roundingInvoice } from './fixtures';
import { formatFailure } from './format-failure';

/** The CII XML of an invoice (issue 36 §2): valid against the Factur-X EN 16931 XSD and the EN 16931 rules. */
const read = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
  }).parse(xml).CrossIndustryInvoice;

describe('Factur-X XML (CII D16B, EN 16931)', () => {
  it.each([
    ['a monthly rent by direct debit, installed elsewhere', invoice],
    ['several lines, a pro rata and a credit transfer', roundingInvoice],
    ['a credit note', creditNote],
  ])('%s: valid against the XSD and every EN 16931 rule checked', async (_, data) => {
    const xml = buildInvoiceXml(data);
    expect(await en16931XsdErrors(xml)).toEqual([]);
    expect(en16931Violations(xml)).toEqual([]);
  });

  it('the validators see a broken document: an element out of order fails the XSD, a wrong total fails BR-CO-10 and BR-CO-13', async () => {
    const xml = buildInvoiceXml(invoice);
    const swapped = xml.replace(
      /(<ram:TypeCode>380<\/ram:TypeCode>)\s*(<ram:IssueDateTime>[\s\S]*?<\/ram:IssueDateTime>)/,
      '$2$1',
    );
    expect(swapped).not.toBe(xml);
    expect((await en16931XsdErrors(swapped)).join('\n')).toMatch(/IssueDateTime|TypeCode/);
    const wrongTotal = xml.replace(
      '<ram:LineTotalAmount>2160.00</ram:LineTotalAmount>\n        <ram:TaxBasisTotalAmount>',
      '<ram:LineTotalAmount>2160.01</ram:LineTotalAmount>\n        <ram:TaxBasisTotalAmount>',
    );
    expect(wrongTotal).not.toBe(xml);
    expect(en16931Violations(wrongTotal).map((v) => v.rule)).toEqual(['BR-CO-10', 'BR-CO-13']);
    expect(
      en16931Violations(xml.replace('<ram:CalculatedAmount>432.00', '<ram:CalculatedAmount>432.01')).map((v) => v.rule),
    ).toEqual(expect.arrayContaining(['BR-CO-14', 'BR-CO-17', 'BR-S-09']));
  });

  it('carries the seller, the buyer, the installation address, the references and the direct debit', () => {
    const cii = read(buildInvoiceXml(invoice));
    expect(cii.ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID).toBe('urn:cen.eu:en16931:2017');
    expect(cii.ExchangedDocument).toMatchObject({
      ID: 'FAC-2026-000123',
      TypeCode: '380',
      IssueDateTime: { DateTimeString: { '#text': '20261201', '@format': '102' } },
    });
    const trade = cii.SupplyChainTradeTransaction;
    const seller = trade.ApplicableHeaderTradeAgreement.SellerTradeParty;
    expect(seller.Name).toBe('VisioLease SAS');
    expect(seller.GlobalID).toEqual({ '#text': '91234567500017', '@schemeID': '0009' });
    expect(seller.SpecifiedLegalOrganization.ID).toEqual({ '#text': '912345675', '@schemeID': '0002' });
    expect(seller.SpecifiedTaxRegistration.ID).toEqual({ '#text': 'FR65912345675', '@schemeID': 'VA' });
    expect(seller.Description).toBe('VisioLease SAS, SAS au capital de 500\u202f000,00\u00a0€, RCS Paris 912 345 675.');
    expect(seller.DefinedTradeContact.EmailURIUniversalCommunication.URIID).toBe('comptabilite@visiolease.fr');
    const buyer = trade.ApplicableHeaderTradeAgreement.BuyerTradeParty;
    expect(buyer.Name).toBe('Optique l’Œil Vif & Fils <Tours>');
    expect(buyer.SpecifiedLegalOrganization.ID['#text']).toBe('823456785');
    expect(buyer.SpecifiedTaxRegistration.ID['#text']).toBe('FR72823456785');
    expect(trade.ApplicableHeaderTradeAgreement.ContractReferencedDocument.IssuerAssignedID).toBe('CTR-2026-00042');
    expect(trade.ApplicableHeaderTradeDelivery.ShipToTradeParty.PostalTradeAddress).toMatchObject({
      CityName: 'Blois',
      PostcodeCode: '41000',
      CountryID: 'FR',
    });
    const settlement = trade.ApplicableHeaderTradeSettlement;
    expect(settlement.CreditorReferenceID).toBe('FR72ZZZ123456');
    expect(settlement.SpecifiedTradeSettlementPaymentMeans).toEqual({
      TypeCode: '59',
      Information: 'Prélèvement SEPA',
      PayerPartyDebtorFinancialAccount: { IBANID: 'FR76*******************8929' },
    });
    expect(settlement.SpecifiedTradePaymentTerms.DirectDebitMandateID).toBe('VL-RUM-2026-00042');
    expect(settlement.BillingSpecifiedPeriod.StartDateTime.DateTimeString['#text']).toBe('20261201');
    expect(settlement.BillingSpecifiedPeriod.EndDateTime.DateTimeString['#text']).toBe('20261231');
    expect(settlement.SpecifiedTradeSettlementHeaderMonetarySummation).toEqual({
      LineTotalAmount: '2160.00',
      TaxBasisTotalAmount: '2160.00',
      TaxTotalAmount: { '#text': '432.00', '@currencyID': 'EUR' },
      GrandTotalAmount: '2592.00',
      DuePayableAmount: '2592.00',
    });
  });

  it('writes the French mentions as notes with their subject codes', () => {
    const notes = read(buildInvoiceXml(invoice)).ExchangedDocument.IncludedNote as {
      Content: string;
      SubjectCode: string;
    }[];
    expect(Object.fromEntries(notes.map((note) => [note.SubjectCode, note.Content]))).toEqual({
      REG: 'VisioLease SAS, SAS au capital de 500\u202f000,00\u00a0€, RCS Paris 912 345 675.',
      TXD: 'Nature de l’opération : Prestations de services (location de matériel).',
      PMD: 'Pénalités de retard : taux annuel de 12,15\u00a0%, exigibles dès le lendemain de la date d’échéance.',
      PMT: 'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40\u00a0€.',
      AAB: "Pas d'escompte pour paiement anticipé.",
    });
    const onDebits = read(buildInvoiceXml({ ...invoice, seller: { ...invoice.seller, vatOnDebits: true } }));
    expect(onDebits.ExchangedDocument.IncludedNote[1].Content).toMatch(
      /Option pour le paiement de la taxe d’après les débits\.$/,
    );
    expect(
      onDebits.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.ApplicableTradeTax.DueDateTypeCode,
    ).toBe('5');
  });

  it('a credit note is type 381 and references the invoice it corrects (BT-25, BT-26)', () => {
    const cii = read(buildInvoiceXml(creditNote));
    expect(cii.ExchangedDocument.TypeCode).toBe('381');
    expect(cii.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.InvoiceReferencedDocument).toEqual({
      IssuerAssignedID: 'FAC-2026-000123',
      FormattedIssueDateTime: { DateTimeString: { '#text': '20261201', '@format': '102' } },
    });
  });

  it('rounds each line to the cent and the VAT once per rate on their sum (EN 16931), not line by line', () => {
    const figures = invoiceFigures(roundingInvoice);
    // 3 × 333,33 = 999,99; 0,5484 × 2 160,00 = 1 184,544 → 1 184,54; 49,99.
    expect(figures.lines.map((line) => line.netCents)).toEqual([99_999, 118_454, 4_999]);
    expect(figures.lineTotalCents).toBe(223_452);
    // 20 % of 2 234,52 = 446,904 → 446,90 (line by line it would be 200,00 + 236,91 + 10,00 = 446,91).
    expect(figures.vat).toEqual([{ ratePercent: 20, basisCents: 223_452, vatCents: 44_690 }]);
    expect(figures.grandTotalCents).toBe(268_142);
    const mixed = invoiceFigures({
      ...roundingInvoice,
      lines: [
        ...roundingInvoice.lines,
        { description: 'Manuel d’utilisation imprimé', quantity: 1, unitPriceCents: 1_005, vatRatePercent: 5.5 },
      ],
    });
    // 5,5 % of 10,05 = 0,55275 → 0,55; one breakdown per rate, the highest first.
    expect(mixed.vat).toEqual([
      { ratePercent: 20, basisCents: 223_452, vatCents: 44_690 },
      { ratePercent: 5.5, basisCents: 1_005, vatCents: 55 },
    ]);
  });

  it('refuses an invoice missing a mandatory mention, with every problem in French', () => {
    const broken = {
      ...invoice,
      number: 'FAC-26-1',
      seller: { ...invoice.seller, rcs: '', siret: '91234567500018', capitalCents: 0 },
      lines: [],
      payment: { kind: 'direct_debit' as const, creditorId: 'FR73ZZZ123456', mandateId: 'RUM 42', debtorIban: 'FR76' },
    };
    const error = formatFailure(() => buildInvoiceXml(broken));
    expect(error.code).toBe('invalid_data');
    expect(error.message).toMatch(/^La facture FAC-26-1 ne peut pas être émise\./);
    expect(error.details).toEqual([
      'Numéro « FAC-26-1 » invalide (FAC-AAAA-NNNNNN attendu).',
      'Vendeur : l’immatriculation au RCS manque.',
      'Vendeur : le capital social manque.',
      'SIRET du vendeur : SIRET invalide : la clé de contrôle ne correspond pas.',
      'Une facture compte au moins une ligne.',
      'ICS : Identifiant créancier SEPA (ICS) invalide : la clé de contrôle ne correspond pas.',
      "Mandat : La référence unique de mandat (RUM) : lettres sans accent, chiffres et / - ? : ( ) . , ' + seulement, sans espace.",
      'IBAN du débiteur : IBAN invalide : il commence par le code pays et deux chiffres de clé (ex. FR76…), puis lettres et chiffres.',
    ]);
    expect(() => buildInvoiceXml({ ...creditNote, corrects: null })).toThrow(
      'Un avoir indique la facture qu’il corrige (FAC-AAAA-NNNNNN).',
    );
    expect(() => buildInvoiceXml({ ...invoice, payment: null })).toThrow('Le moyen de paiement de la facture manque.');
  });
});
