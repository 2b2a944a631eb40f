import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  buildPain008,
  type DirectDebit,
  type DirectDebitBatch,
} from '../../../supabase/functions/_shared/billing/pain008';
import { sepaText } from '../../../supabase/functions/_shared/billing/sepa-text';
import { COMPANY_BIC, COMPANY_IBAN, CREDITOR_ID, CUSTOMER_IBAN } from './fixtures';
import { formatFailure } from './format-failure';

/**
 * The direct debit file (issue 36 §3). No package ships the pain.008.001.02 XSD, so the test holds
 * what the schema says of the parts we write: each sequence's element order and each value's type.
 */
const ORDER: Record<string, string[]> = {
  CstmrDrctDbtInitn: ['GrpHdr', 'PmtInf'],
  GrpHdr: ['MsgId', 'CreDtTm', 'Authstn', 'NbOfTxs', 'CtrlSum', 'InitgPty', 'FwdgAgt'],
  PmtInf: [
    'PmtInfId',
    'PmtMtd',
    'BtchBookg',
    'NbOfTxs',
    'CtrlSum',
    'PmtTpInf',
    'ReqdColltnDt',
    'Cdtr',
    'CdtrAcct',
    'CdtrAgt',
    'CdtrAgtAcct',
    'UltmtCdtr',
    'ChrgBr',
    'CdtrSchmeId',
    'DrctDbtTxInf',
  ],
  PmtTpInf: ['InstrPrty', 'SvcLvl', 'LclInstrm', 'SeqTp', 'CtgyPurp'],
  DrctDbtTxInf: [
    'PmtId',
    'PmtTpInf',
    'InstdAmt',
    'ChrgBr',
    'DrctDbtTx',
    'UltmtCdtr',
    'DbtrAgt',
    'DbtrAgtAcct',
    'Dbtr',
    'DbtrAcct',
    'UltmtDbtr',
    'InstrForCdtrAgt',
    'Purp',
    'RgltryRptg',
    'Tax',
    'RltdRmtInf',
    'RmtInf',
  ],
  DrctDbtTx: ['MndtRltdInf', 'CdtrSchmeId', 'PreNtfctnId', 'PreNtfctnDt'],
  MndtRltdInf: [
    'MndtId',
    'DtOfSgntr',
    'AmdmntInd',
    'AmdmntInfDtls',
    'ElctrncSgntr',
    'FrstColltnDt',
    'FnlColltnDt',
    'Frqcy',
  ],
  AmdmntInfDtls: [
    'OrgnlMndtId',
    'OrgnlCdtrSchmeId',
    'OrgnlCdtrAgt',
    'OrgnlCdtrAgtAcct',
    'OrgnlDbtr',
    'OrgnlDbtrAcct',
    'OrgnlDbtrAgt',
    'OrgnlDbtrAgtAcct',
    'OrgnlFnlColltnDt',
    'OrgnlFrqcy',
  ],
};
const TYPES: Record<string, RegExp> = {
  MsgId: /^.{1,35}$/,
  PmtInfId: /^.{1,35}$/,
  EndToEndId: /^.{1,35}$/,
  MndtId: /^.{1,35}$/,
  CreDtTm: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/,
  ReqdColltnDt: /^\d{4}-\d{2}-\d{2}$/,
  DtOfSgntr: /^\d{4}-\d{2}-\d{2}$/,
  NbOfTxs: /^[0-9]{1,15}$/,
  CtrlSum: /^\d{1,16}\.\d{2}$/,
  InstdAmt: /^\d{1,11}\.\d{2}$/,
  IBAN: /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/,
  BIC: /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/,
  SeqTp: /^(FRST|RCUR|FNAL|OOFF)$/,
  BtchBookg: /^(true|false)$/,
  AmdmntInd: /^(true|false)$/,
  Nm: /^.{1,70}$/,
  Ustrd: /^.{1,140}$/,
};
/** The EPC's character set for every text a SEPA file carries. */
const SEPA_SET = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

type OrderedNode = { [name: string]: OrderedNode[] | string };
const ordered = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
});

/** Every element's children in schema order, every value of its type and in the SEPA set. */
function structureProblems(xml: string): string[] {
  const problems: string[] = [];
  const walk = (nodes: OrderedNode[], parent: string) => {
    const names = nodes.flatMap((node) => Object.keys(node).filter((key) => key !== ':@' && key !== '#text'));
    if (ORDER[parent]) {
      const positions = names.map((name) => ORDER[parent].indexOf(name));
      if (positions.some((position) => position < 0))
        problems.push(`${parent}: unexpected child among ${names.join(',')}`);
      if (positions.some((position, i) => i > 0 && position < positions[i - 1]))
        problems.push(`${parent}: children out of order ${names.join(',')}`);
    }
    for (const node of nodes)
      for (const [name, value] of Object.entries(node)) {
        if (name === ':@') continue;
        if (name === '#text') {
          const text = String(value);
          if (TYPES[parent] && !TYPES[parent].test(text)) problems.push(`${parent}: « ${text} » is not of its type`);
          if (!SEPA_SET.test(text)) problems.push(`${parent}: « ${text} » outside the SEPA character set`);
        } else if (Array.isArray(value)) walk(value, name);
      }
  };
  walk(ordered.parse(xml) as OrderedNode[], '');
  return problems;
}

const read = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => ['PmtInf', 'DrctDbtTxInf'].includes(name),
  }).parse(xml).Document;

function debit(overrides: Partial<DirectDebit> = {}): DirectDebit {
  return {
    endToEndId: 'VL-FAC-2026-000123',
    amountCents: 259_200,
    sequence: 'RCUR',
    scheme: 'CORE',
    dueDate: '2026-12-10',
    mandateId: 'VL-RUM-2026-00042',
    mandateSignedOn: '2026-01-15',
    debtor: { name: 'Optique l’Œil Vif & Fils <Tours>', iban: CUSTOMER_IBAN, bic: 'BREDFRPPXXX' },
    remittance: 'Facture FAC-2026-000123 – loyer de décembre',
    ...overrides,
  };
}

const batch = (debits: DirectDebit[]): DirectDebitBatch => ({
  messageId: 'VL-PRLV-20261210-01',
  createdAt: '2026-12-03T09:30:00.000Z',
  initiatingPartyName: 'VisioLease SAS',
  creditor: { name: 'VisioLease SAS', iban: COMPANY_IBAN, bic: COMPANY_BIC, creditorId: CREDITOR_ID },
  debits,
});

describe('pain.008.001.02 direct debit file', () => {
  const debits = [
    debit(),
    debit({
      endToEndId: 'VL-FAC-2026-000124',
      sequence: 'FRST',
      amountCents: 10,
      mandateId: 'VL-RUM-2026-00043',
      debtor: { name: 'Cinéma Le Régent', iban: 'FR1420041010050500013M02606' },
    }),
    debit({ endToEndId: 'VL-FAC-2026-000125', amountCents: 20 }),
    debit({ endToEndId: 'VL-FAC-2026-000126', scheme: 'B2B', amountCents: 30 }),
    debit({ endToEndId: 'VL-FAC-2026-000127', dueDate: '2026-12-15', amountCents: 123_456_789 }),
  ];
  const xml = buildPain008(batch(debits));
  const document = read(xml);

  it('follows the schema’s order and types, in the SEPA character set', () => {
    expect(document['@xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
    expect(structureProblems(xml)).toEqual([]);
  });

  it('the structural check sees a misplaced element, a wrong type and a character outside the set', () => {
    expect(structureProblems(xml.replace(/(<MsgId>[^<]*<\/MsgId>)(\s*<CreDtTm>[^<]*<\/CreDtTm>)/, '$2$1'))).toEqual([
      expect.stringMatching(/^GrpHdr: children out of order/),
    ]);
    expect(structureProblems(xml.replace('<SeqTp>RCUR</SeqTp>', '<SeqTp>LAST</SeqTp>'))).toEqual([
      'SeqTp: « LAST » is not of its type',
    ]);
    expect(structureProblems(xml.replace('<Nm>VisioLease SAS</Nm>', '<Nm>VisioLease &amp; Cie</Nm>'))).toEqual([
      'Nm: « VisioLease & Cie » outside the SEPA character set',
    ]);
  });

  it('groups by sequence, due date and scheme, FRST first, with counts and control sums exact to the cent', () => {
    expect(document.CstmrDrctDbtInitn.GrpHdr).toEqual({
      MsgId: 'VL-PRLV-20261210-01',
      CreDtTm: '2026-12-03T09:30:00',
      NbOfTxs: '5',
      CtrlSum: '1237160.49',
      InitgPty: { Nm: 'VisioLease SAS' },
    });
    const blocks = document.CstmrDrctDbtInitn.PmtInf as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(
      blocks.map((b) => [b.PmtInfId, b.PmtTpInf.SeqTp, b.ReqdColltnDt, b.PmtTpInf.LclInstrm.Cd, b.NbOfTxs, b.CtrlSum]),
    ).toEqual([
      ['VL-PRLV-20261210-01-1', 'FRST', '2026-12-10', 'CORE', '1', '0.10'],
      ['VL-PRLV-20261210-01-2', 'RCUR', '2026-12-10', 'B2B', '1', '0.30'],
      ['VL-PRLV-20261210-01-3', 'RCUR', '2026-12-10', 'CORE', '2', '2592.20'],
      ['VL-PRLV-20261210-01-4', 'RCUR', '2026-12-15', 'CORE', '1', '1234567.89'],
    ]);
    expect(blocks[0]).toMatchObject({
      PmtMtd: 'DD',
      BtchBookg: 'true',
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
      Cdtr: { Nm: 'VisioLease SAS' },
      CdtrAcct: { Id: { IBAN: COMPANY_IBAN } },
      CdtrAgt: { FinInstnId: { BIC: COMPANY_BIC } },
      ChrgBr: 'SLEV',
      CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: 'FR72ZZZ123456', SchmeNm: { Prtry: 'SEPA' } } } } },
    });
  });

  it('writes each debit with its mandate, debtor and invoice, names transliterated into the SEPA set', () => {
    const [rent] = document.CstmrDrctDbtInitn.PmtInf[2].DrctDbtTxInf as unknown[] as Record<string, unknown>[];
    expect(rent).toEqual({
      PmtId: { EndToEndId: 'VL-FAC-2026-000123' },
      InstdAmt: { '#text': '2592.00', '@Ccy': 'EUR' },
      DrctDbtTx: { MndtRltdInf: { MndtId: 'VL-RUM-2026-00042', DtOfSgntr: '2026-01-15', AmdmntInd: 'false' } },
      DbtrAgt: { FinInstnId: { BIC: 'BREDFRPPXXX' } },
      Dbtr: { Nm: "Optique l'OEil Vif + Fils Tours" },
      DbtrAcct: { Id: { IBAN: CUSTOMER_IBAN } },
      RmtInf: { Ustrd: 'Facture FAC-2026-000123 - loyer de decembre' },
    });
    // No BIC given: the agent is « NOTPROVIDED » (IBAN-only).
    expect(document.CstmrDrctDbtInitn.PmtInf[0].DrctDbtTxInf[0].DbtrAgt).toEqual({
      FinInstnId: { Othr: { Id: 'NOTPROVIDED' } },
    });
  });

  it('cuts names at 70 and remittance at 140 characters, and marks an amended mandate', () => {
    const amended = read(
      buildPain008(
        batch([
          debit({
            debtor: {
              name: 'Société Anonyme d’Équipements Audiovisuels et Numériques de la Région Centre-Val de Loire',
              iban: CUSTOMER_IBAN,
            },
            remittance: 'FAC-2026-000123 '.repeat(12),
            sequence: 'FRST',
            amendment: { originalMandateId: 'VL-RUM-2025-00001', debtorChangedBank: true },
          }),
        ]),
      ),
    ).CstmrDrctDbtInitn.PmtInf[0].DrctDbtTxInf[0];
    expect(amended.Dbtr.Nm).toBe("Societe Anonyme d'Equipements Audiovisuels et Numeriques de la Region");
    expect(amended.Dbtr.Nm.length).toBeLessThanOrEqual(70);
    expect(amended.RmtInf.Ustrd.length).toBeLessThanOrEqual(140);
    expect(amended.DrctDbtTx.MndtRltdInf).toEqual({
      MndtId: 'VL-RUM-2026-00042',
      DtOfSgntr: '2026-01-15',
      AmdmntInd: 'true',
      AmdmntInfDtls: { OrgnlMndtId: 'VL-RUM-2025-00001', OrgnlDbtrAgt: { FinInstnId: { Othr: { Id: 'SMNDA' } } } },
    });
  });

  it('refuses a batch it cannot carry, naming every debit in French', () => {
    const error = formatFailure(() =>
      buildPain008(
        batch([
          debit({ debtor: { name: 'Client', iban: 'FR7630004008190001234567878' } }),
          debit({ endToEndId: 'VL-FAC-2026-000123', amountCents: 0, mandateId: 'RUM 1' }),
          debit({ endToEndId: 'VL-FAC-2026-000130', sequence: 'RCUR', amendment: { debtorChangedBank: true } }),
        ]),
      ),
    );
    expect(error.details).toEqual([
      'Prélèvement 1 (VL-FAC-2026-000123) : IBAN invalide : la clé de contrôle ne correspond pas.',
      "Prélèvement 2 (VL-FAC-2026-000123) : La référence unique de mandat (RUM) : lettres sans accent, chiffres et / - ? : ( ) . , ' + seulement, sans espace.",
      'Prélèvement 2 (VL-FAC-2026-000123) : montant invalide (entre 0,01 € et 999 999 999,99 €).',
      'Prélèvement 2 : la référence VL-FAC-2026-000123 est déjà utilisée dans ce lot.',
      'Prélèvement 3 (VL-FAC-2026-000130) : un changement de banque du débiteur impose la séquence FRST.',
    ]);
    expect(() => buildPain008(batch([]))).toThrow('Aucun prélèvement à remettre : le lot est vide.');
  });

  it('carries 10 000 debits with a control sum exact to the cent', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      debit({
        endToEndId: `VL-FAC-2026-${String(i + 1).padStart(6, '0')}`,
        amountCents: 259_200 + (i % 7),
        sequence: i % 10 === 0 ? 'FRST' : 'RCUR',
      }),
    );
    const big = read(buildPain008(batch(many))).CstmrDrctDbtInitn;
    const expected = many.reduce((sum, d) => sum + d.amountCents, 0);
    expect(big.GrpHdr.NbOfTxs).toBe('10000');
    expect(big.GrpHdr.CtrlSum).toBe(`${Math.trunc(expected / 100)}.${String(expected % 100).padStart(2, '0')}`);
    expect(big.PmtInf.map((b: { NbOfTxs: string }) => b.NbOfTxs)).toEqual(['1000', '9000']);
  });
});

describe('SEPA character set', () => {
  it('transliterates French accents and ligatures, stands in for &, quotes and dashes, drops the rest', () => {
    expect(sepaText('Société Générale – Agence « Opéra » & Cie', 70)).toBe("Societe Generale - Agence ' Opera ' + Cie");
    expect(sepaText('Œuvre d’Ève, Ça va, Noël £ $ * #', 70)).toBe("OEuvre d'Eve, Ca va, Noel");
    expect(sepaText('  a\n\tb  ', 70)).toBe('a b');
    expect(sepaText('x'.repeat(40), 35)).toHaveLength(35);
  });
});
