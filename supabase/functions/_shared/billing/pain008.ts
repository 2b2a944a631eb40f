// The direct debit file handed to the bank: pain.008.001.02 (CustomerDirectDebitInitiation), the
// version every French bank takes for SEPA CORE and B2B. One payment information block per
// (sequence, due date, scheme), FRST before RCUR; sums in integer cents; text in the SEPA set.
import { BillingFormatError, throwIfProblems } from './format-error.ts';
import { checkBic, checkCreditorId, checkIban, checkRum, checkSepaReference } from './identifiers.ts';
import { centsToDecimal } from './money.ts';
import { MAX140, MAX35, MAX70, sepaText } from './sepa-text.ts';
import { buildXml, type XmlTree } from './xml-build.ts';

export const PAIN008_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.02';

export type SequenceType = 'FRST' | 'RCUR';
export type SddScheme = 'CORE' | 'B2B';

/** What changed in the mandate since the last debit (the EPC's amendment rules). */
export interface MandateAmendment {
  originalMandateId?: string;
  originalCreditorId?: string;
  /** The debtor moved to another account in the same bank. */
  originalDebtorIban?: string;
  /** The debtor moved to another bank: the debit must be FRST (EPC: « SMNDA »). */
  debtorChangedBank?: boolean;
}

export interface DirectDebit {
  endToEndId: string;
  amountCents: number;
  sequence: SequenceType;
  scheme: SddScheme;
  /** Requested collection date, YYYY-MM-DD. */
  dueDate: string;
  mandateId: string;
  /** YYYY-MM-DD. */
  mandateSignedOn: string;
  amendment?: MandateAmendment;
  debtor: { name: string; iban: string; bic?: string | null };
  /** Unstructured remittance information: the invoice number(s). */
  remittance: string;
}

export interface DirectDebitBatch {
  messageId: string;
  /** ISO date-time of creation; written to the second, as the company's local time. */
  createdAt: string;
  initiatingPartyName: string;
  creditor: { name: string; iban: string; bic: string; creditorId: string };
  debits: readonly DirectDebit[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_CENTS = 99_999_999_999; // 999 999 999,99 €, the largest ActiveOrHistoricCurrencyAndAmount a SEPA debit takes

function problemsOf(debit: DirectDebit, index: number): string[] {
  const where = `Prélèvement ${index + 1} (${debit.endToEndId || 'sans référence'}) :`;
  const problems: string[] = [];
  const check = (result: { ok: boolean; message?: string }) => {
    if (!result.ok) problems.push(`${where} ${result.message}`);
  };
  check(checkSepaReference(debit.endToEndId));
  check(checkRum(debit.mandateId));
  check(checkIban(debit.debtor.iban));
  if (debit.debtor.bic) check(checkBic(debit.debtor.bic));
  if (!Number.isSafeInteger(debit.amountCents) || debit.amountCents <= 0 || debit.amountCents > MAX_CENTS)
    problems.push(`${where} montant invalide (entre 0,01 € et 999 999 999,99 €).`);
  if (!DAY.test(debit.dueDate) || !DAY.test(debit.mandateSignedOn))
    problems.push(`${where} dates attendues au format AAAA-MM-JJ.`);
  if (!sepaText(debit.debtor.name, MAX70)) problems.push(`${where} nom du débiteur vide.`);
  if (debit.amendment?.debtorChangedBank && debit.sequence !== 'FRST')
    problems.push(`${where} un changement de banque du débiteur impose la séquence FRST.`);
  return problems;
}

function validate(batch: DirectDebitBatch) {
  if (!batch.debits.length)
    throw new BillingFormatError('invalid_data', 'Aucun prélèvement à remettre : le lot est vide.');
  const problems: string[] = [];
  for (const [label, result] of [
    ['Identifiant du message', checkSepaReference(batch.messageId)],
    ['IBAN du créancier', checkIban(batch.creditor.iban)],
    ['BIC du créancier', checkBic(batch.creditor.bic)],
    ['ICS du créancier', checkCreditorId(batch.creditor.creditorId)],
  ] as const)
    if (!result.ok) problems.push(`${label} : ${result.message}`);
  const seen = new Set<string>();
  batch.debits.forEach((debit, index) => {
    problems.push(...problemsOf(debit, index));
    if (seen.has(debit.endToEndId))
      problems.push(`Prélèvement ${index + 1} : la référence ${debit.endToEndId} est déjà utilisée dans ce lot.`);
    seen.add(debit.endToEndId);
  });
  throwIfProblems(problems, 'Le fichier de prélèvements ne peut pas être créé.');
}

const compact = (value: string) => value.replace(/\s/g, '').toUpperCase();

function mandate(debit: DirectDebit): XmlTree {
  const amendment = debit.amendment;
  const amended = Boolean(
    amendment &&
    (amendment.originalMandateId ||
      amendment.originalCreditorId ||
      amendment.originalDebtorIban ||
      amendment.debtorChangedBank),
  );
  return {
    MndtId: debit.mandateId,
    DtOfSgntr: debit.mandateSignedOn,
    AmdmntInd: String(amended),
    AmdmntInfDtls: amended
      ? {
          OrgnlMndtId: amendment?.originalMandateId,
          OrgnlCdtrSchmeId: amendment?.originalCreditorId
            ? { Id: { PrvtId: { Othr: { Id: compact(amendment.originalCreditorId), SchmeNm: { Prtry: 'SEPA' } } } } }
            : undefined,
          OrgnlDbtrAcct: amendment?.originalDebtorIban
            ? { Id: { IBAN: compact(amendment.originalDebtorIban) } }
            : undefined,
          OrgnlDbtrAgt: amendment?.debtorChangedBank ? { FinInstnId: { Othr: { Id: 'SMNDA' } } } : undefined,
        }
      : undefined,
  };
}

function transaction(debit: DirectDebit): XmlTree {
  return {
    PmtId: { EndToEndId: debit.endToEndId },
    InstdAmt: { '@Ccy': 'EUR', '#text': centsToDecimal(debit.amountCents) },
    DrctDbtTx: { MndtRltdInf: mandate(debit) },
    // Without a BIC (IBAN-only, allowed since 2016) the agent is « NOTPROVIDED ».
    DbtrAgt: { FinInstnId: debit.debtor.bic ? { BIC: compact(debit.debtor.bic) } : { Othr: { Id: 'NOTPROVIDED' } } },
    Dbtr: { Nm: sepaText(debit.debtor.name, MAX70) },
    DbtrAcct: { Id: { IBAN: compact(debit.debtor.iban) } },
    RmtInf: { Ustrd: sepaText(debit.remittance, MAX140) },
  };
}

const groupKey = (debit: DirectDebit) => `${debit.sequence === 'FRST' ? 0 : 1}|${debit.dueDate}|${debit.scheme}`;
const sum = (debits: readonly DirectDebit[]) => debits.reduce((total, debit) => total + debit.amountCents, 0);

/** The pain.008.001.02 XML of a batch, or a BillingFormatError listing every debit it cannot carry. */
export function buildPain008(batch: DirectDebitBatch): string {
  validate(batch);
  const groups = new Map<string, DirectDebit[]>();
  for (const debit of batch.debits) {
    const key = groupKey(debit);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(debit);
  }
  const creditor = batch.creditor;
  const blocks = [...groups.keys()].sort().map((key, index) => {
    const debits = groups.get(key)!;
    const { sequence, dueDate, scheme } = debits[0];
    return {
      PmtInfId: `${batch.messageId}-${index + 1}`.slice(-MAX35),
      PmtMtd: 'DD',
      BtchBookg: 'true',
      NbOfTxs: String(debits.length),
      CtrlSum: centsToDecimal(sum(debits)),
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' }, LclInstrm: { Cd: scheme }, SeqTp: sequence },
      ReqdColltnDt: dueDate,
      Cdtr: { Nm: sepaText(creditor.name, MAX70) },
      CdtrAcct: { Id: { IBAN: compact(creditor.iban) } },
      CdtrAgt: { FinInstnId: { BIC: compact(creditor.bic) } },
      ChrgBr: 'SLEV',
      CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: compact(creditor.creditorId), SchmeNm: { Prtry: 'SEPA' } } } } },
      DrctDbtTxInf: debits.map(transaction),
    };
  });
  return buildXml({
    Document: {
      '@xmlns': PAIN008_NAMESPACE,
      '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      CstmrDrctDbtInitn: {
        GrpHdr: {
          MsgId: batch.messageId,
          CreDtTm: batch.createdAt.slice(0, 19),
          NbOfTxs: String(batch.debits.length),
          CtrlSum: centsToDecimal(sum(batch.debits)),
          InitgPty: { Nm: sepaText(batch.initiatingPartyName, MAX70) },
        },
        PmtInf: blocks,
      },
    },
  });
}
