// The contract screen's writes, each as the database or the function takes it; the hooks beside
// them (contract-actions.ts) invalidate what they change.
import { unwrap, unwrapOne } from '@/lib/db';
import { functionErrorMessage } from '@/lib/function-error';
import { getSupabase } from '@/lib/supabase-lazy';
import type { EndOfLeaseValues, InstallationPlanValues } from '../schemas';

/** A unit's serial number (contracts or service writers); null clears it. */
export async function updateSerialNumber(itemId: string, serialNumber: string | null) {
  const supabase = await getSupabase();
  return unwrapOne(
    await supabase.from('contract_items').update({ serial_number: serialNumber }).eq('id', itemId).select('id'),
    'Le numéro de série n’a pas été enregistré (équipement introuvable ou droits insuffisants).',
  );
}

export interface InstallationWindow {
  window_ok: boolean;
  /** The promised window (7 to 15 French working days after the confirmation). */
  earliest: string;
  latest: string;
}

/** Plans (or moves) the installation; the database says whether the date keeps the promise. */
export async function planInstallation(contractId: string, values: InstallationPlanValues) {
  const supabase = await getSupabase();
  return unwrap(
    await supabase.rpc('plan_installation', {
      p_contract_id: contractId,
      p_planned_on: values.planned_on,
      p_technician_id: values.technician_id,
    }),
  ) as unknown as InstallationWindow;
}

/**
 * « Signer le procès-verbal »: the installation-report function renders the PDF with the serial
 * numbers and the typed name, stores it with its SHA-256 and starts the contract. Throws its French reason.
 */
export async function signInstallationReport(contractId: string, signedName: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ report_path: string; report_sha256: string }>(
    'installation-report',
    { body: { contract_id: contractId, signed_name: signedName } },
  );
  if (error) throw new Error((await functionErrorMessage(error)) ?? 'Le procès-verbal n’a pas pu être signé.');
  return data;
}

/** The outcome at the end of the lease; a renewal answers the id of the new draft offer. */
export async function recordEndOfLease(contractId: string, values: EndOfLeaseValues): Promise<string | null> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase.rpc('record_end_of_lease', {
      p_contract_id: contractId,
      p_outcome: values.outcome,
      ...(values.outcome === 'bought_out' && values.residual_value_ht !== undefined
        ? { p_residual_value_ht: values.residual_value_ht }
        : {}),
    }),
  );
}
