// Bank files as French banks send them (camt.053 statement, pain.002 status report, camt.054
// notification of returned debits), written from a few facts, for the parsers' tests and the bench.

export interface SampleCredit {
  amount: string;
  endToEndId?: string;
  remittance?: string;
  structured?: string;
  debtorName?: string;
  debtorIban?: string;
}

export interface SampleEntry {
  amount: string;
  direction?: 'CRDT' | 'DBIT';
  status?: string;
  bookingDate?: string;
  valueDate?: string;
  bankReference?: string;
  info?: string;
  /** The transactions of a batched entry (several TxDtls). */
  transactions?: SampleCredit[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function transaction(t: SampleCredit, withAmount: boolean) {
  return `<TxDtls>
          <Refs><AcctSvcrRef>TX-${escape(t.endToEndId ?? 'NOTPROVIDED')}</AcctSvcrRef><EndToEndId>${escape(t.endToEndId ?? 'NOTPROVIDED')}</EndToEndId></Refs>
          ${withAmount ? `<AmtDtls><TxAmt><Amt Ccy="EUR">${t.amount}</Amt></TxAmt></AmtDtls>` : ''}
          <RltdPties>${t.debtorName ? `<Dbtr><Nm>${escape(t.debtorName)}</Nm></Dbtr>` : ''}${t.debtorIban ? `<DbtrAcct><Id><IBAN>${t.debtorIban}</IBAN></Id></DbtrAcct>` : ''}</RltdPties>
          <RmtInf>${t.remittance ? `<Ustrd>${escape(t.remittance)}</Ustrd>` : ''}${t.structured ? `<Strd><CdtrRefInf><Ref>${escape(t.structured)}</Ref></CdtrRefInf></Strd>` : ''}</RmtInf>
        </TxDtls>`;
}

function entry(e: SampleEntry, index: number) {
  const transactions = e.transactions ?? [];
  return `<Ntry>
      <NtryRef>${index + 1}</NtryRef>
      <Amt Ccy="EUR">${e.amount}</Amt>
      <CdtDbtInd>${e.direction ?? 'CRDT'}</CdtDbtInd>
      <Sts>${e.status ?? 'BOOK'}</Sts>
      <BookgDt><Dt>${e.bookingDate ?? '2026-12-10'}</Dt></BookgDt>
      <ValDt><Dt>${e.valueDate ?? e.bookingDate ?? '2026-12-10'}</Dt></ValDt>
      <AcctSvcrRef>${e.bankReference ?? `REF${String(index + 1).padStart(8, '0')}`}</AcctSvcrRef>
      <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
      ${
        transactions.length
          ? `<NtryDtls>${transactions.length > 1 ? `<Btch><NbOfTxs>${transactions.length}</NbOfTxs></Btch>` : ''}
        ${transactions.map((t) => transaction(t, transactions.length > 1)).join('\n        ')}
      </NtryDtls>`
          : ''
      }
      ${e.info ? `<AddtlNtryInf>${escape(e.info)}</AddtlNtryInf>` : ''}
    </Ntry>`;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const amount = (value: number) => (Math.abs(value) / 100).toFixed(2);

/** A camt.053.001.02 statement; the closing balance is the opening plus the booked entries unless given. */
export function camt053(
  entries: SampleEntry[],
  options: { opening?: string; closing?: string; namespace?: string } = {},
) {
  const openingCents = cents(options.opening ?? '10000.00');
  const booked = entries
    .filter((e) => (e.status ?? 'BOOK') === 'BOOK')
    .reduce((sum, e) => sum + (e.direction === 'DBIT' ? -1 : 1) * cents(e.amount), 0);
  const closingCents = options.closing ? cents(options.closing) : openingCents + booked;
  const balance = (type: string, value: number, day: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${type}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount(value)}</Amt><CdtDbtInd>${value < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${options.namespace ?? 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02'}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-20261210-0001</MsgId><CreDtTm>2026-12-11T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>20261210-FR7630004008190001234567879</Id>
      <ElctrncSeqNb>342</ElctrncSeqNb>
      <CreDtTm>2026-12-11T06:00:00</CreDtTm>
      <Acct><Id><IBAN>FR7630004008190001234567879</IBAN></Id><Ccy>EUR</Ccy></Acct>
      ${balance('OPBD', openingCents, '2026-12-09')}
      ${balance('CLBD', closingCents, '2026-12-10')}
      ${entries.map(entry).join('\n      ')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

export interface SampleReject {
  endToEndId: string;
  amount: string;
  reason: string;
  mandateId?: string;
}

/** A pain.002.001.03 report rejecting some debits of our file. */
export function pain002(rejects: SampleReject[], groupStatus = 'PART') {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>PSR-20261211-001</MsgId><CreDtTm>2026-12-11T07:12:00</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>VL-PRLV-20261210-01</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.02</OrgnlMsgNmId><GrpSts>${groupStatus}</GrpSts></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>VL-PRLV-20261210-01-1</OrgnlPmtInfId>
      ${rejects
        .map(
          (r, index) => `<TxInfAndSts>
        <StsId>RJ${index + 1}</StsId>
        <OrgnlEndToEndId>${r.endToEndId}</OrgnlEndToEndId>
        <TxSts>RJCT</TxSts>
        <StsRsnInf><Orgtr><Id><OrgId><BICOrBEI>BREDFRPPXXX</BICOrBEI></OrgId></Id></Orgtr><Rsn><Cd>${r.reason}</Cd></Rsn></StsRsnInf>
        <OrgnlTxRef>
          <Amt><InstdAmt Ccy="EUR">${r.amount}</InstdAmt></Amt>
          <ReqdColltnDt>2026-12-10</ReqdColltnDt>
          <MndtRltdInf><MndtId>${r.mandateId ?? 'VL-RUM-2026-00042'}</MndtId></MndtRltdInf>
          <Dbtr><Nm>Optique l'Oeil Vif</Nm></Dbtr>
          <DbtrAcct><Id><IBAN>FR7610107001750012345678929</IBAN></Id></DbtrAcct>
        </OrgnlTxRef>
      </TxInfAndSts>`,
        )
        .join('\n      ')}
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>
`;
}

/** A camt.054.001.02 notification: a returned debit (with its reason) and the collection's own credit. */
export function camt054(returns: SampleReject[]) {
  const returned = returns
    .map(
      (r, index) => `<Ntry>
        <Amt Ccy="EUR">${r.amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-12-15</Dt></BookgDt><ValDt><Dt>2026-12-15</Dt></ValDt>
        <AcctSvcrRef>RET${index + 1}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RDDT</Cd><SubFmlyCd>UPDD</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><MsgId>VL-PRLV-20261210-01</MsgId><PmtInfId>VL-PRLV-20261210-01-1</PmtInfId><EndToEndId>${r.endToEndId}</EndToEndId><MndtId>${r.mandateId ?? 'VL-RUM-2026-00042'}</MndtId></Refs>
          <AmtDtls><TxAmt><Amt Ccy="EUR">${r.amount}</Amt></TxAmt></AmtDtls>
          <RltdPties><Dbtr><Nm>Optique l'Oeil Vif</Nm></Dbtr><DbtrAcct><Id><IBAN>FR7610107001750012345678929</IBAN></Id></DbtrAcct></RltdPties>
          <RtrInf><Rsn><Cd>${r.reason}</Cd></Rsn><AddtlRtrInf>Retour impayé</AddtlRtrInf></RtrInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('\n      ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>NTF-20261215-001</MsgId><CreDtTm>2026-12-15T06:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>NTF-20261215-001-1</Id>
      <Acct><Id><IBAN>FR7630004008190001234567879</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">5184.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-12-10</Dt></BookgDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RDDT</Cd><SubFmlyCd>ESDD</SubFmlyCd></Fmly></Domn></BkTxCd>
      </Ntry>
      ${returned}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}
