// The reasons a bank gives for a SEPA direct debit that did not go through (R-transactions:
// reject, return, refund, refusal, reversal), ISO 20022 ExternalStatusReason1Code /
// ExternalReturnReason1Code as the EPC's SDD rulebooks (CORE and B2B) use them, in French.

export const RETURN_REASONS: Readonly<Record<string, string>> = {
  AC01: 'Identifiant de compte incorrect',
  AC04: 'Compte clôturé',
  AC06: 'Compte bloqué',
  AC13: 'Compte du débiteur ouvert à un consommateur (prélèvement B2B impossible)',
  AG01: 'Opération interdite sur ce compte',
  AG02: 'Code opération incorrect',
  AM04: 'Provision insuffisante',
  AM05: 'Opération en double',
  BE05: 'Identifiant du créancier incorrect',
  CNOR: 'Banque du créancier non joignable',
  CURR: 'Devise incorrecte',
  CUST: 'Annulation demandée par le débiteur',
  DNOR: 'Banque du débiteur non joignable',
  DUPL: 'Opération en double',
  ED05: 'Échec du règlement',
  ERIN: 'Option de règlement non prise en charge',
  FF01: 'Format de fichier incorrect',
  FF05: 'Type de prélèvement incorrect',
  FOCR: 'Retour à la suite d’une demande d’annulation',
  FRAD: 'Opération frauduleuse',
  MD01: 'Pas de mandat',
  MD02: 'Données du mandat manquantes ou incorrectes',
  MD06: 'Remboursement demandé par le débiteur',
  MD07: 'Débiteur décédé',
  MS02: 'Refus du débiteur',
  MS03: 'Raison non communiquée',
  NARR: 'Motif précisé en clair par la banque',
  RC01: 'BIC incorrect',
  RR01: 'Compte ou identité du débiteur manquant (motif réglementaire)',
  RR02: 'Nom ou adresse du débiteur manquant (motif réglementaire)',
  RR03: 'Nom ou adresse du créancier manquant (motif réglementaire)',
  RR04: 'Motif réglementaire',
  SL01: 'Service spécifique de la banque du débiteur (opposition ou liste de créanciers autorisés)',
  TECH: 'Incident technique',
  UPAY: 'Paiement indu',
};

/** The French label of a reason code, or a readable mention of a code the list does not know. */
export function returnReasonLabel(code: string | undefined): string {
  if (!code) return 'Motif non communiqué';
  return RETURN_REASONS[code.toUpperCase()] ?? `Motif non répertorié (code ${code})`;
}

/** One direct debit that did not go through, as a reject file (pain.002) or a notification (camt.054) tells it. */
export interface RTransaction {
  /** The end-to-end id our pain.008 gave it (the invoice's debit). */
  originalEndToEndId?: string;
  /** The MsgId of our pain.008, when the file says it. */
  originalMessageId?: string;
  originalPaymentInfoId?: string;
  amountCents?: number;
  reasonCode?: string;
  reasonLabel: string;
  /** Free text the bank added (AddtlInf). */
  reasonText?: string;
  mandateId?: string;
  debtorName?: string;
  debtorIban?: string;
  /** The collection date of the original debit, or the booking date of the return. */
  date?: string;
}
