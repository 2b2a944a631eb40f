/**
 * installation-report — the « Procès-verbal d'installation », signed on the technician's tablet.
 *
 * POST { contract_id, signed_name } (the token of a contracts or service writer) → 200
 *   { report_path, report_sha256, start_date, end_date }: renders the report from the contract's
 *   data (every unit with its serial number, the customer's typed name and the moment), stores it
 *   in the private bucket contract-documents, then record_installation_report (service role only)
 *   keeps its path and SHA-256 and starts the contract. Staff open it through a signed URL (RLS:
 *   contract readers).
 * Refusals: 401 without a session, 403 without the rights, 404 unknown contract, 409 already
 *   signed, 422 a name missing, the installation not planned or a unit without a serial number. Errors: { error: '<French message>' }.
 *
 * Environment: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY (the platform's).
 */
import {
  bearerToken,
  callerHeaders,
  corsHeaders,
  failureResponse,
  HttpFailure,
  json,
  projectCall,
  projectEnv,
  serviceHeaders,
  uploadFile,
  type GetEnv,
  type ProjectEnv,
} from '../_shared/http.ts';
import { readPdfFont } from '../_shared/pdf/font.ts';
import { sha256Hex, type CompanyBlock } from '../_shared/pdf/document.ts';
import {
  renderInstallationReport,
  type InstallationReportData,
  type InstallationReportUnit,
} from '../_shared/pdf/installation-report.ts';

export const BUCKET = 'contract-documents';
/** The typed name: as public.record_installation_report checks it. */
export const SIGNED_NAME_MAX = 120;

export const messages = {
  method: 'Méthode non autorisée.',
  unauthenticated: 'Authentification requise.',
  forbidden: 'Vous n’avez pas les droits pour faire signer le procès-verbal de ce contrat.',
  badRequest: 'Requête invalide.',
  signedName: 'Indiquez le nom et le prénom du signataire (2 à 120 caractères).',
  notFound: 'Ce contrat est introuvable.',
  alreadySigned: 'Le procès-verbal de ce contrat est déjà signé.',
  notPlanned: 'Planifiez l’installation avant de faire signer le procès-verbal.',
  missingSerials: 'Renseignez le numéro de série de chaque équipement avant de faire signer le procès-verbal.',
  unavailable: 'Le service des contrats ne répond pas pour le moment. Veuillez réessayer.',
  serverConfig: 'Le service des contrats est mal configuré (variables Supabase manquantes).',
  renderFailed: 'Le procès-verbal n’a pas pu être généré.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function call(url: string, init: RequestInit): Promise<Response> {
  return projectCall('installation-report', messages.unavailable, url, init);
}

/** A refusal of the database as the caller sees it: its own French message when it gave one. */
async function databaseRefusal(response: Response): Promise<HttpFailure> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : messages.badRequest;
  return new HttpFailure(response.status === 401 || response.status === 403 ? 403 : 422, message);
}

async function rpc<T>(env: ProjectEnv, headers: Record<string, string>, name: string, args: unknown): Promise<T> {
  const response = await call(`${env.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(args),
  });
  if (!response.ok) throw await databaseRefusal(response);
  return (await response.json()) as T;
}

async function select<T>(env: ProjectEnv, path: string): Promise<T[]> {
  const response = await call(`${env.url}/rest/v1/${path}`, { headers: serviceHeaders(env) });
  if (!response.ok) {
    console.error('installation-report: select', path, response.status, await response.text().catch(() => ''));
    throw new HttpFailure(503, messages.unavailable);
  }
  return (await response.json()) as T[];
}

interface ContractRow {
  id: string;
  contract_number: string;
  status: string;
  customer_company: string | null;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string | null;
  service_level: string;
  duration_months: number;
  installation_planned_on: string | null;
  installation_technician_id: string | null;
}

interface ItemRow {
  product_name: string;
  product_brand: string | null;
  serial_number: string | null;
}

/** What the report prints, read with the service role once the caller's rights are established. */
async function reportSource(env: ProjectEnv, contractId: string) {
  const [contract] = await select<ContractRow>(
    env,
    `contracts?id=eq.${contractId}&select=id,contract_number,status,customer_company,customer_first_name,customer_last_name,customer_email,customer_phone,service_level,duration_months,installation_planned_on,installation_technician_id`,
  );
  if (!contract) throw new HttpFailure(404, messages.notFound);
  const [items, [company], technician] = await Promise.all([
    select<ItemRow>(
      env,
      `contract_items?contract_id=eq.${contractId}&select=product_name,product_brand,serial_number&order=position`,
    ),
    select<CompanyBlock>(env, 'company_settings?select=name,address,siren,vat_number'),
    contract.installation_technician_id
      ? select<{ display_name: string | null }>(
          env,
          `staff_profiles?user_id=eq.${contract.installation_technician_id}&select=display_name`,
        )
      : Promise.resolve([]),
  ]);
  return { contract, items, company: company ?? null, technicianName: technician[0]?.display_name ?? null };
}

async function sign(env: ProjectEnv, req: Request, loadFont: () => Promise<Uint8Array>): Promise<Response> {
  const token = bearerToken(req);
  if (!token) throw new HttpFailure(401, messages.unauthenticated);
  const body = (await req.json().catch(() => null)) as { contract_id?: unknown; signed_name?: unknown } | null;
  const contractId = typeof body?.contract_id === 'string' && UUID.test(body.contract_id) ? body.contract_id : null;
  if (!contractId) throw new HttpFailure(400, messages.badRequest);
  const signedName = typeof body?.signed_name === 'string' ? body.signed_name.trim().replace(/\s+/g, ' ') : '';
  if (signedName.length < 2 || signedName.length > SIGNED_NAME_MAX) throw new HttpFailure(422, messages.signedName);

  // The caller's own rights decide: a contracts or service writer, the contract still waiting for
  // its installation. A contract the caller sees already signed is said so.
  const caller = callerHeaders(env, token);
  const allowed = await rpc<boolean>(env, caller, 'can_sign_installation_report', { p_contract_id: contractId });
  if (allowed !== true) {
    const seen = await call(`${env.url}/rest/v1/contracts?id=eq.${contractId}&select=status`, { headers: caller });
    const [row] = seen.ok ? ((await seen.json()) as { status: string }[]) : [];
    if (row && row.status !== 'pending_installation') throw new HttpFailure(409, messages.alreadySigned);
    throw new HttpFailure(403, messages.forbidden);
  }

  const { contract, items, company, technicianName } = await reportSource(env, contractId);
  if (contract.status !== 'pending_installation') throw new HttpFailure(409, messages.alreadySigned);
  if (!contract.installation_planned_on) throw new HttpFailure(422, messages.notPlanned);
  if (items.length === 0 || items.some((item) => !item.serial_number)) {
    throw new HttpFailure(422, messages.missingSerials);
  }
  const report: InstallationReportData = {
    ...contract,
    technician_name: technicianName,
    signed_name: signedName,
    signed_at: new Date().toISOString(),
    company,
    units: items as InstallationReportUnit[],
  };
  let bytes: Uint8Array;
  let sha: string;
  try {
    bytes = await renderInstallationReport(report, await loadFont());
    sha = await sha256Hex(bytes);
  } catch (error) {
    console.error('installation-report: render failed', contractId, error);
    throw new HttpFailure(500, messages.renderFailed);
  }
  const path = `${contractId}/PV-${contract.contract_number}-${sha.slice(0, 16)}.pdf`;
  await uploadFile('installation-report', messages.unavailable, env, {
    bucket: BUCKET,
    path,
    bytes,
    contentType: 'application/pdf',
    upsert: true,
  });
  const started = await rpc<{ start_date: string; end_date: string }>(
    env,
    serviceHeaders(env),
    'record_installation_report',
    { p_contract_id: contractId, p_signed_name: signedName, p_path: path, p_sha256: sha },
  );
  return json(200, { report_path: path, report_sha256: sha, ...started });
}

export function createHandler(getEnv: GetEnv, loadFont: () => Promise<Uint8Array> = readPdfFont) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    const env = projectEnv(getEnv);
    try {
      if (!env) throw new HttpFailure(500, messages.serverConfig);
      if (req.method === 'POST') return await sign(env, req, loadFont);
      throw new HttpFailure(405, messages.method);
    } catch (error) {
      return failureResponse('installation-report', error, messages.unavailable);
    }
  };
}
