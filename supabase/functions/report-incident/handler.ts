/**
 * report-incident — the « Signaler un incident » form of /assistance (no session: the contract's
 * number and e-mail are the proof).
 *
 * POST multipart/form-data: contract_number, email, type, equipment, description, photos (0 to 3
 * images: JPEG, PNG, WebP or AVIF, 5 MB each, their content checked) →
 *   200 { message } — the SAME neutral sentence whether or not the pair matched an active contract,
 *       at the same moment: every rule the database would apply is checked first, then the answer
 *       leaves, and only then is the pair looked up (in the background: EdgeRuntime.waitUntil on
 *       Supabase, the process itself locally). On a match, public.report_incident_public records
 *       the incident and its acknowledgement e-mail (with the INC number, drawn at random: no
 *       counter tells a probe's match either); the photos are then stored in the private bucket
 *       incident-photos and listed in public.incident_photos. A failure of that work is logged.
 *   400 { error, field? } a field the form or the database would refuse (a photo that is not an
 *       image, too many, a NUL byte or a control character…), before and whatever the contract;
 *   429 { error } too many reports from this client (every attempt counts, matched or not, so the
 *       form cannot be used to guess contract numbers); 503 { error } the project is unreachable.
 * verify_jwt = false (supabase/config.toml): visitors have no session.
 * The client is the `cf-connecting-ip` address the platform's proxy sets (the local stack sets it
 * from the socket and drops what the client claims).
 *
 * Environment: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY (the platform's).
 */
import {
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
import {
  extensionOf,
  imageFileProblem,
  MAX_IMAGE_BYTES,
  sniffImageType,
  type ImageType,
} from '../_shared/image-type.ts';

export const BUCKET = 'incident-photos';
export const MAX_PHOTOS = 3;

export const messages = {
  method: 'Méthode non autorisée.',
  accepted:
    'Merci. Si ces informations correspondent à un contrat actif, vous recevrez un accusé de réception avec le numéro d’incident.',
  badRequest: 'Le formulaire envoyé est incomplet. Veuillez vérifier vos informations et réessayer.',
  invalid: 'Certaines informations sont invalides. Veuillez les vérifier et réessayer.',
  tooManyPhotos: `Vous pouvez joindre ${MAX_PHOTOS} photos au maximum.`,
  rateLimited: 'Trop de signalements envoyés depuis votre connexion. Veuillez réessayer dans quelques minutes.',
  unavailable: 'Le service d’assistance ne répond pas pour le moment. Veuillez réessayer dans quelques instants.',
  serverConfig: 'Le service d’assistance est mal configuré (variables Supabase manquantes).',
} as const;

/** The text fields of the form. */
const TEXT_FIELDS = ['contract_number', 'email', 'type', 'equipment', 'description'] as const;
type ReportFields = Record<(typeof TEXT_FIELDS)[number], string>;
/** A text field far longer than any the database accepts is refused before reaching it. */
const MAX_FIELD_CHARS = 4000;

// The form's rules (src/features/service/report-schema.ts) and the database's (private.is_text,
// incidents_type_check), checked here before any contract is looked up.
const TYPES = ['panne', 'casse', 'vol', 'autre'];
const CONTRACT_NUMBER = /^CTR-[0-9]{4}-[0-9]{5}$/i;
const MARKUP = /<[\p{L}/!?]/u;
// private.is_plain_text's characters, and NUL, which Postgres refuses in any text.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const plain = (value: string) => !MARKUP.test(value) && !HIDDEN.test(value);

function validFields(fields: ReportFields): boolean {
  return (
    CONTRACT_NUMBER.test(fields.contract_number) &&
    fields.email.length >= 3 &&
    fields.email.length <= 254 &&
    fields.email.includes('@') &&
    !LINE_BREAK.test(fields.email) &&
    TYPES.includes(fields.type) &&
    fields.equipment.length >= 1 &&
    fields.equipment.length <= 120 &&
    plain(fields.equipment) &&
    !LINE_BREAK.test(fields.equipment) &&
    fields.description.length >= 10 &&
    fields.description.length <= 1800 &&
    plain(fields.description)
  );
}

interface Photo {
  bytes: Uint8Array;
  type: ImageType;
}

/** A refusal that names the form's field it is about. */
class FieldFailure extends HttpFailure {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(400, message);
  }
}

type Env = ProjectEnv;

function call(url: string, init: RequestInit): Promise<Response> {
  return projectCall('report-incident', messages.unavailable, url, init);
}

async function rpc<T>(env: Env, name: string, args: unknown): Promise<T> {
  const response = await call(`${env.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: serviceHeaders(env),
    body: JSON.stringify(args),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    // A CHECK or a rule of the function (22xxx, 23xxx, P0001): what the form would have refused.
    if (response.status === 400) {
      console.warn('report-incident: refused by', name, text.slice(0, 300));
      throw new HttpFailure(400, messages.invalid);
    }
    console.error('report-incident: rpc', name, response.status, text.slice(0, 300));
    throw new HttpFailure(503, messages.unavailable);
  }
  return (await response.json()) as T;
}

async function readForm(req: Request): Promise<{ fields: ReportFields; photos: Photo[] }> {
  const form = await req.formData().catch(() => null);
  if (!form) throw new HttpFailure(400, messages.badRequest);
  const fields = {} as ReportFields;
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value !== 'string' || value.length > MAX_FIELD_CHARS) throw new HttpFailure(400, messages.badRequest);
    fields[name] = value.trim();
  }
  const files = form.getAll('photos');
  if (files.length > MAX_PHOTOS) throw new FieldFailure(messages.tooManyPhotos, 'photos');
  const photos: Photo[] = [];
  for (const file of files) {
    if (typeof file === 'string') throw new HttpFailure(400, messages.badRequest);
    const bytes = file.size > MAX_IMAGE_BYTES ? new Uint8Array() : new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    const problem = imageFileProblem({ name: file.name, size: file.size }, type);
    if (problem || !type) throw new FieldFailure(`${file.name} : ${problem}`, 'photos');
    photos.push({ bytes, type });
  }
  return { fields, photos };
}

async function storePhotos(env: Env, incidentId: string, photos: Photo[]): Promise<void> {
  const rows: { incident_id: string; path: string }[] = [];
  for (const photo of photos) {
    const path = `${incidentId}/${crypto.randomUUID()}.${extensionOf[photo.type]}`;
    await uploadFile('report-incident', messages.unavailable, env, {
      bucket: BUCKET,
      path,
      bytes: photo.bytes,
      contentType: photo.type,
      upsert: false,
    });
    rows.push({ incident_id: incidentId, path });
  }
  if (rows.length === 0) return;
  const insert = await call(`${env.url}/rest/v1/incident_photos`, {
    method: 'POST',
    headers: {
      ...serviceHeaders(env),
      Prefer: 'return=minimal',
    },
    body: JSON.stringify(rows),
  });
  if (!insert.ok) {
    console.error('report-incident: photo rows refused', insert.status, await insert.text().catch(() => ''));
    throw new HttpFailure(503, messages.unavailable);
  }
}

interface EquipmentItem {
  id: string;
  product_name: string;
  serial_number: string | null;
}

/**
 * The unit the customer named: the one whose serial number they typed, else the only unit of
 * that model on the contract; null when the text names none (staff read it in the description).
 */
function matchEquipment(items: readonly EquipmentItem[], equipment: string): string | null {
  const wanted = equipment.trim().toLowerCase();
  const bySerial = items.find((item) => item.serial_number?.toLowerCase() === wanted);
  if (bySerial) return bySerial.id;
  const byModel = items.filter((item) => item.product_name.toLowerCase() === wanted);
  return byModel.length === 1 ? byModel[0]!.id : null;
}

/** The description staff read: what the customer named as the equipment, then their words. */
const reportDescription = (fields: ReportFields) => `Équipement indiqué : ${fields.equipment}\n\n${fields.description}`;

/** Looks the pair up and, on a match, files the incident and its photos. */
async function fileReport(env: Env, fields: ReportFields, photos: Photo[]): Promise<void> {
  const proof = { p_contract_number: fields.contract_number.toUpperCase(), p_email: fields.email };
  const equipment = await rpc<EquipmentItem[] | null>(env, 'contract_equipment_public', proof);
  if (!equipment) return;
  const incidentNumber = await rpc<string | null>(env, 'report_incident_public', {
    ...proof,
    p_contract_item_id: matchEquipment(equipment, fields.equipment),
    p_type: fields.type,
    p_description: reportDescription(fields),
  });
  if (incidentNumber) await storePhotos(env, await findIncidentId(env, incidentNumber), photos);
}

type EdgeRuntimeGlobal = { EdgeRuntime?: { waitUntil(task: Promise<unknown>): void } };

/**
 * How long the work waits once the answer is handed over. The local stack runs the function in the
 * process that runs the database (PGlite blocks that process while it works): started at once,
 * the lookup of a match delayed its own answer by some 25 ms, which is what a probe measures.
 */
const WORK_DELAY_MS = 200;

/**
 * Runs `work` after the answer has left: on Supabase the runtime keeps the function alive for it
 * (EdgeRuntime.waitUntil); in Node, where the local stack runs it, the process does.
 */
function afterAnswer(work: () => Promise<void>): void {
  const task = new Promise((resolve) => setTimeout(resolve, WORK_DELAY_MS))
    .then(work)
    .catch((error: unknown) => console.error('report-incident: filing failed', error));
  (globalThis as EdgeRuntimeGlobal).EdgeRuntime?.waitUntil(task);
}

async function report(env: Env, req: Request): Promise<Response> {
  // Every attempt counts against the client, before anything is read or checked.
  const client = req.headers.get('cf-connecting-ip')?.trim() || null;
  const allowed = await rpc<boolean>(env, 'claim_incident_report_attempt', { p_client_ip: client });
  if (allowed !== true) throw new HttpFailure(429, messages.rateLimited);

  const { fields, photos } = await readForm(req);
  // Checked whatever the contract, with every rule the database applies: a refusal must never
  // depend on whether the pair matched, nor the time the answer takes.
  if (!validFields(fields)) throw new HttpFailure(400, messages.invalid);
  afterAnswer(() => fileReport(env, fields, photos));
  return json(200, { message: messages.accepted });
}

async function findIncidentId(env: Env, incidentNumber: string): Promise<string> {
  const response = await call(
    `${env.url}/rest/v1/incidents?select=id&incident_number=eq.${encodeURIComponent(incidentNumber)}`,
    { headers: serviceHeaders(env) },
  );
  const rows = (await response.json().catch(() => null)) as { id: string }[] | null;
  if (!response.ok || !rows?.[0]) {
    console.error('report-incident: incident not found after its report', incidentNumber, response.status);
    throw new HttpFailure(503, messages.unavailable);
  }
  return rows[0].id;
}

export function createHandler(getEnv: GetEnv) {
  return async function handle(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== 'POST') return json(405, { error: messages.method });
    const env = projectEnv(getEnv);
    if (!env) return json(500, { error: messages.serverConfig });
    try {
      return await report(env, req);
    } catch (error) {
      if (error instanceof FieldFailure) return json(error.status, { error: error.message, field: error.field });
      return failureResponse('report-incident', error, messages.unavailable);
    }
  };
}
