import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrap, type Tables } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { billingKeys } from './keys';

export type BillingTerm = Tables<'billing_terms'>;
export type BoardInvoice = Pick<
  Database['public']['Views']['invoice_board']['Row'],
  | 'id'
  | 'number'
  | 'kind'
  | 'term_id'
  | 'credited_invoice_id'
  | 'issue_date'
  | 'due_date'
  | 'total_ht'
  | 'total_ttc'
  | 'balance'
  | 'status'
  | 'days_late'
>;

export interface ContractBilling {
  terms: BillingTerm[];
  /** Invoices and credit notes, by number. */
  invoices: BoardInvoice[];
  /** Invoice id → its stored PDF's path (absent until billing-documents renders it). */
  documents: Record<string, string>;
}

/** A contract's schedule, its invoices as the board derives them, and their documents (RLS: billing readers). */
export async function fetchContractBilling(contractId: string): Promise<ContractBilling> {
  const supabase = await getSupabase();
  const [terms, invoices] = await Promise.all([
    supabase.from('billing_terms').select('*').eq('contract_id', contractId).order('term_number'),
    supabase
      .from('invoice_board')
      .select(
        'id, number, kind, term_id, credited_invoice_id, issue_date, due_date, total_ht, total_ttc, balance, status, days_late',
      )
      .eq('contract_id', contractId)
      .order('number'),
  ]);
  const board: BoardInvoice[] = unwrap(invoices) ?? [];
  const documents = board.length
    ? unwrap(
        await supabase
          .from('invoice_documents')
          .select('invoice_id, pdf_path')
          .in(
            'invoice_id',
            board.map((invoice) => invoice.id),
          ),
      )
    : [];
  return {
    terms: unwrap(terms) ?? [],
    invoices: board,
    documents: Object.fromEntries((documents ?? []).map((d) => [d.invoice_id, d.pdf_path])),
  };
}

export function useContractBilling(contractId: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: billingKeys.contract(contractId),
      queryFn: () => fetchContractBilling(contractId),
      enabled,
    }),
  );
}
