import { describe, expect, it } from 'vitest';
import { nameKey, UNREADABLE } from './record-names';
import {
  changeRefs,
  changeSentence,
  formatAuditDateTime,
  formatChanges,
  formatValue,
  formatValueText,
  MAX_VALUE_LENGTH,
  NAME_PENDING,
} from './record-values';
import { PEOPLE } from '@/domain/shared/table-words';

// fr-FR groups thousands with a narrow no-break space; formatEuro (lib/format.ts) puts a no-break space before €.
const nnbsp = '\u202f';
const nbsp = '\u00a0';

describe('formatValueText', () => {
  it('shows null and missing values as a dash', () => {
    expect(formatValueText(null)).toBe('—');
    expect(formatValueText(undefined)).toBe('—');
  });

  it('writes booleans as Oui / Non', () => {
    expect(formatValueText(true)).toBe('Oui');
    expect(formatValueText(false)).toBe('Non');
  });

  it('writes numbers the French way, keeping their decimals', () => {
    expect(formatValueText(1234.5)).toBe(`1${nnbsp}234,5`);
    expect(formatValueText(129.99)).toBe('129,99');
    expect(formatValueText(0)).toBe('0');
    expect(formatValueText(-12)).toBe('-12');
    expect(formatValueText(2500000)).toBe(`2${nnbsp}500${nnbsp}000`);
  });

  it('keeps text as written, and shows an empty text as such', () => {
    expect(formatValueText('in_progress')).toBe('in_progress');
    expect(formatValueText('')).toBe('(vide)');
    // Numbers stored as text are text: a SIRET keeps its digits together.
    expect(formatValueText('73282932000074')).toBe('73282932000074');
  });

  it('never shows an id that no column describes (inside an e-mail’s content, say)', () => {
    expect(formatValueText({ token: '5eed0001-0000-4000-8000-000000000001', city: 'Lyon' })).toBe(
      `Lyon, ${UNREADABLE}`,
    );
  });

  it('writes dates and timestamps in French, timestamps in Paris time', () => {
    expect(formatValueText('2026-11-30')).toBe('30/11/2026');
    expect(formatValueText('2026-07-01T08:05:00+00:00')).toBe('01/07/2026 10:05:00');
    expect(formatValueText('2026-01-15T08:05:00.123456+00:00')).toBe('15/01/2026 09:05:00');
    // Not a real day: left alone.
    expect(formatValueText('2026-02-30')).toBe('2026-02-30');
  });

  it('joins lists and the values of an object (an address)', () => {
    expect(formatValueText(['Nouveau', 'Promo'])).toBe('Nouveau, Promo');
    expect(formatValueText(['admin', 'commercial'])).toBe('admin, commercial');
    expect(formatValueText([])).toBe('—');
    // As jsonb stores an order's address (shortest key first), read as on an envelope.
    expect(formatValueText({ city: 'Tours', street: '4 rue Nationale', country: 'France', postal_code: '37000' })).toBe(
      '4 rue Nationale, 37000 Tours, France',
    );
    expect(formatValueText({ city: 'Paris', street: '', note: 'Quai 3' })).toBe('Paris, Quai 3');
    expect(formatValueText({})).toBe('—');
  });
});

describe('formatValue', () => {
  it('leaves a short value whole', () => {
    expect(formatValue('Écran LED 55 pouces')).toEqual({ text: 'Écran LED 55 pouces', full: null });
    expect(formatValue('x'.repeat(MAX_VALUE_LENGTH))).toEqual({ text: 'x'.repeat(MAX_VALUE_LENGTH), full: null });
  });

  it('cuts a long value to the limit with an ellipsis and keeps the full text', () => {
    const message = 'Bonjour, nous souhaitons équiper nos trois agences de murs d’images pour la rentrée. '.repeat(3);
    const { text, full } = formatValue(message);
    expect(full).toBe(message);
    expect(text.endsWith('…')).toBe(true);
    expect(Array.from(text).length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
    expect(message.startsWith(text.slice(0, -1))).toBe(true);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const { text } = formatValue('🎉'.repeat(10), 5);
    expect(text).toBe('🎉🎉🎉🎉…');
  });
});

describe('formatChanges', () => {
  it('gives one « Champ : avant → après » line per changed column, with French labels and euros', () => {
    const lines = formatChanges('orders', {
      status: { before: 'pending', after: 'shipped' },
      total_amount: { before: 1200, after: 1450.5 },
      tracking_code: { before: null, after: 'COL-123' },
    });
    expect(lines.map(changeSentence)).toEqual([
      'Statut : En attente → Expédiée',
      `Montant total : 1${nnbsp}200,00${nbsp}€ → 1${nnbsp}450,50${nbsp}€`,
      // A column the app has no name for yet: never its raw name (tests/integration/domain-words.test.ts keeps this rare).
      'Autre champ : — → COL-123',
    ]);
    expect(formatChanges('offer_items', { discount_percent: { before: 0, after: 12.5 } }).map(changeSentence)).toEqual([
      'Remise : 0 % → 12,5 %',
    ]);
  });

  it('names the records and people a change points at, never by their id', () => {
    const contract = '0000000c-0000-4000-8000-000000000001';
    const technician = '5eed0001-0000-4000-8000-000000000001';
    const hidden = '0000000d-0000-4000-8000-000000000009';
    const changes = {
      contract_id: { before: null, after: contract },
      technician_id: { before: null, after: technician },
      incident_id: { before: null, after: hidden },
      kind: { before: null, after: 'maintenance' },
    };
    const names = new Map([
      [nameKey('contracts', contract), 'CT-2026-00001'],
      [nameKey(PEOPLE, technician), 'Théo Technicien'],
    ]);
    expect(formatChanges('service_visits', changes, names).map(changeSentence)).toEqual([
      'Type : — → Maintenance préventive',
      'Technicien : — → Théo Technicien',
      `Incident : — → ${UNREADABLE}`,
      'Contrat : — → CT-2026-00001',
    ]);
    // While the names load.
    expect(
      formatChanges('service_visits', { contract_id: { before: null, after: contract } }).map(changeSentence),
    ).toEqual([`Contrat : — → ${NAME_PENDING}`]);
    expect(changeRefs('service_visits', changes)).toEqual([
      { target: 'contracts', id: contract },
      { target: PEOPLE, id: technician },
      { target: 'incidents', id: hidden },
    ]);
  });

  it('reads a contract’s installation in words, without its storage path or its hash', () => {
    const lines = formatChanges('contracts', {
      installation_window_ok: { before: null, after: false },
      installation_planned_on: { before: null, after: '2026-12-14' },
      installation_report_path: { before: null, after: 'contracts/0000000c-0000-4000-8000-000000000001/pv.pdf' },
      installation_report_sha256: { before: null, after: 'ab'.repeat(32) },
      service_level: { before: 'standard', after: 'premium' },
    });
    expect(lines.map(changeSentence)).toEqual([
      'Niveau de service : Standard → Premium',
      'Date d’installation : — → 14/12/2026',
      'Installation dans le délai promis : — → Non',
    ]);
  });

  it('reads the columns in a reader’s order, not jsonb’s (shortest key first), unknown ones last', () => {
    // As the database stores a deleted request note.
    const deletedNote = {
      id: { after: null, before: 'b4e4c512-3355-4f16-9dd0-ac9c68c8c6f4' },
      body: { after: null, before: 'À effacer' },
      author_id: { after: null, before: '5eed0001-0000-4000-8000-000000000001' },
      author_email: { after: null, before: 'admin@example.com' },
      quote_request_id: { after: null, before: '4b310cfa-0423-4a29-9742-77f9e495b540' },
    };
    expect(formatChanges('quote_request_notes', deletedNote, new Map()).map((line) => line.label)).toEqual([
      'Texte',
      'E-mail de l’auteur',
      'Auteur',
      'Demande',
    ]);
    const product = { zeta: {}, stock: {}, name: {}, alpha: {}, brand: {}, active: {} };
    expect(formatChanges('products', product).map((line) => line.column)).toEqual([
      'name',
      'brand',
      'active',
      'stock',
      'alpha',
      'zeta',
    ]);
  });

  it('reads a creation (before null) and a deletion (after null), without the row id', () => {
    const lead = '0000000e-0000-4000-8000-000000000001';
    expect(
      formatChanges(
        'lead_notes',
        {
          id: { before: null, after: '9d0b…' },
          body: { before: null, after: 'Rappeler mardi' },
          lead_id: { before: null, after: lead },
        },
        new Map([[nameKey('leads', lead), 'Léa Martin']]),
      ).map(changeSentence),
    ).toEqual(['Texte : — → Rappeler mardi', 'Lead : — → Léa Martin']);
    expect(formatChanges('products', { featured: { before: true, after: null } }).map(changeSentence)).toEqual([
      'Mis en avant : Oui → —',
    ]);
  });

  it('names coded values as their screens do, for the column they belong to', () => {
    expect(
      formatChanges('quote_requests', {
        status: { before: 'pending', after: 'in_progress' },
        type: { before: null, after: 'documentation' },
        subject: { before: 'pending', after: 'won' },
      }).map(changeSentence),
    ).toEqual(['Type : — → Documentation', 'Objet : pending → won', 'Statut : Nouveau → En cours']);
    expect(formatChanges('user_roles', { role: { before: 'viewer', after: 'marketing' } }).map(changeSentence)).toEqual(
      ['Rôle : Lecteur → Marketing'],
    );
    // A value the app does not know yet stays as stored.
    expect(formatChanges('orders', { status: { before: 'pending', after: 'on_hold' } }).map(changeSentence)).toEqual([
      'Statut : En attente → on_hold',
    ]);
  });

  it('reads the account events of the admin-users function', () => {
    expect(formatChanges('users', { active: { before: true, after: false } }).map(changeSentence)).toEqual([
      'Actif : Oui → Non',
    ]);
    expect(
      formatChanges('users', {
        email: { before: null, after: 'claire@visiolease.fr' },
        roles: { before: null, after: ['commercial', 'marketing'] },
      }).map(changeSentence),
    ).toEqual(['E-mail : — → claire@visiolease.fr', 'Rôles : — → Commercial, Marketing']);
  });

  it('keeps the full text of a long value in the sentence, the cut one on screen', () => {
    const long = 'a'.repeat(200);
    const [line] = formatChanges('leads', { notes: { before: null, after: long } });
    expect(line.after.text.length).toBeLessThan(long.length);
    expect(line.after.full).toBe(long);
    expect(changeSentence(line)).toBe(`Notes : — → ${long}`);
  });

  it('gives nothing for an empty or malformed cell instead of failing', () => {
    expect(formatChanges('users', {})).toEqual([]);
    expect(formatChanges('users', null)).toEqual([]);
    expect(formatChanges('users', ['status'])).toEqual([]);
    expect(formatChanges('orders', { status: 'shipped' }).map(changeSentence)).toEqual(['Statut : — → Expédiée']);
  });
});

describe('formatAuditDateTime', () => {
  it('shows the instant in Paris time, summer and winter', () => {
    expect(formatAuditDateTime('2026-11-24T09:00:00.000Z')).toBe('24/11/2026 10:00:00');
    expect(formatAuditDateTime('2026-06-30T22:30:00.000Z')).toBe('01/07/2026 00:30:00');
  });
});
