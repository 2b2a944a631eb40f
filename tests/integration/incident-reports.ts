import { Agent, FormData, fetch as undiciFetch } from 'undici';
import { apiUrl } from './support';

/** The /assistance form's fields for a contract, as a customer fills them in. */
export const incidentReport = (
  contract: { contract_number: string; customer_email: string },
  over: Record<string, string> = {},
): Record<string, string> => ({
  contract_number: contract.contract_number,
  email: contract.customer_email,
  type: 'panne',
  equipment: 'Écran LED 55 pouces',
  description: 'L’écran reste noir depuis ce matin malgré un redémarrage.',
  ...over,
});

/**
 * Sends the form to the report-incident function from `localAddress` (the stack passes the
 * socket's address as cf-connecting-ip, which the per-client limit counts).
 */
export function postIncidentReport(
  fields: Record<string, string>,
  localAddress: string,
  photos: { blob: Blob; name: string }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append('photos', photo.blob, photo.name);
  return undiciFetch(`${apiUrl}/functions/v1/report-incident`, {
    method: 'POST',
    body: form,
    dispatcher: new Agent({ localAddress }),
  });
}
