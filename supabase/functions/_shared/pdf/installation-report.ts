// The « Procès-verbal d'installation » of a contract: the lessor, the customer, every unit installed
// with its serial number, the dates, the service level, the 2 h training, and the customer's name
// typed on the technician's tablet with the moment it was signed. Its SHA-256 is kept with the contract.
import {
  A4,
  createDocument,
  day,
  GREY,
  letterhead,
  MARGIN,
  NAVY,
  saveDocument,
  type CompanyBlock,
} from './document.ts';

/** One unit, in the contract's order (numbered from 1 on the report). */
export interface InstallationReportUnit {
  product_name: string;
  product_brand: string | null;
  serial_number: string;
}

export interface InstallationReportData {
  contract_number: string;
  customer_company: string | null;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string | null;
  service_level: string;
  duration_months: number;
  installation_planned_on: string | null;
  technician_name: string | null;
  signed_name: string;
  /** ISO timestamp of the signature; the installation day is its date in Paris. */
  signed_at: string;
  company: CompanyBlock | null;
  units: InstallationReportUnit[];
}

const serviceLevels: Record<string, string> = {
  standard: 'Standard : intervention sur site sous 48 h',
  premium: 'Premium : intervention sur site sous 4 h',
};

export const TRAINING_MENTION =
  'Une formation de 2 h à l’utilisation du matériel a été dispensée sur place au personnel désigné par le client.';
export const ACCEPTANCE_MENTION =
  'Le client reconnaît que le matériel désigné ci-dessus, identifié par ses numéros de série, a été livré, installé et mis en service en bon état de fonctionnement. Le contrat de location prend effet à la date de signature du présent procès-verbal.';

const paris = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', ...options }).format(new Date(iso));
/** « 26/11/2026 » and « 14:05 », in Paris. */
export const parisDay = (iso: string) => paris(iso, { day: '2-digit', month: '2-digit', year: 'numeric' });
const parisTime = (iso: string) => paris(iso, { hour: '2-digit', minute: '2-digit' });

/** The PDF bytes of the report, with `fontBytes` (a TrueType font) embedded as a subset. */
export async function renderInstallationReport(
  report: InstallationReportData,
  fontBytes: Uint8Array,
): Promise<Uint8Array> {
  const { pdf, writer: w } = await createDocument(
    {
      title: `Procès-verbal d’installation ${report.contract_number}`,
      author: report.company?.name ?? 'VisioLease',
      issued: new Date(report.signed_at),
    },
    fontBytes,
  );
  const right = A4.width - MARGIN;
  letterhead(w, report.company, [
    'Procès-verbal d’installation',
    `Contrat ${report.contract_number}`,
    `Signé le ${parisDay(report.signed_at)}`,
  ]);

  w.gap(18);
  w.line('Client', 11, NAVY);
  if (report.customer_company) w.line(report.customer_company, 10);
  w.line(`${report.customer_first_name} ${report.customer_last_name} · ${report.customer_email}`, 10);
  if (report.customer_phone) w.line(report.customer_phone, 10);

  w.gap(12);
  w.line('Installation', 11, NAVY);
  if (report.installation_planned_on) w.line(`Date prévue : ${day(report.installation_planned_on)}`, 10);
  w.line(`Date d’installation : ${parisDay(report.signed_at)}`, 10);
  if (report.technician_name) w.line(`Technicien : ${report.technician_name}`, 10);
  w.line(`Niveau de service : ${serviceLevels[report.service_level] ?? report.service_level}`, 10);
  w.line(`Durée du contrat : ${report.duration_months} mois à compter de cette date`, 10);

  w.gap(12);
  w.line('Matériel installé', 11, NAVY);
  const header = (y: number) => {
    w.at(MARGIN, y, 'N°', 9, GREY);
    w.at(MARGIN + 28, y, 'Équipement', 9, GREY);
    w.right(right, y, 'Numéro de série', 9, GREY);
  };
  w.ensure(20);
  w.y -= 14;
  header(w.y);
  report.units.forEach((unit, index) => {
    w.ensure(16);
    w.y -= 15;
    const name = unit.product_brand ? `${unit.product_name} (${unit.product_brand})` : unit.product_name;
    w.at(MARGIN, w.y, String(index + 1), 9.5);
    w.at(MARGIN + 28, w.y, name.length > 60 ? `${name.slice(0, 59)}…` : name, 9.5);
    w.right(right, w.y, unit.serial_number, 9.5);
  });

  w.gap(14);
  w.line('Formation', 11, NAVY);
  w.paragraph(TRAINING_MENTION, 10);

  w.gap(14);
  w.ensure(80);
  w.line('Réception du matériel', 11, NAVY);
  w.paragraph(ACCEPTANCE_MENTION, 9.5);
  w.gap(6);
  w.paragraph(
    `Signé pour le client par ${report.signed_name}, le ${parisDay(report.signed_at)} à ${parisTime(report.signed_at)} (heure de Paris), sur la tablette du technicien.`,
    10,
    NAVY,
  );
  return saveDocument(pdf);
}
