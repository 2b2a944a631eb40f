import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffAuth } from '../../../../tests/support/auth';
import type { StaffRole } from '@/config/permissions';
import type { BillingTerm, BoardInvoice, ContractBilling } from '../api/fetch-contract-billing';
import { ContractSchedule } from './contract-schedule';

const api = vi.hoisted(() => ({
  result: { isPending: false, error: null, data: undefined } as {
    isPending: boolean;
    error: unknown;
    data: ContractBilling | undefined;
  },
  enabled: [] as boolean[],
  download: vi.fn(),
  save: vi.fn(),
}));
vi.mock('../api/fetch-contract-billing', () => ({
  useContractBilling: (_id: string, enabled: boolean) => {
    api.enabled.push(enabled);
    return api.result;
  },
}));
vi.mock('../api/download-invoice', () => ({ downloadInvoice: api.download }));
vi.mock('@/lib/csv-export', () => ({ downloadBlob: api.save }));

const CONTRACT = 'c0ffee00-0000-4000-8000-000000000001';
const term = (n: number, over: Partial<BillingTerm> = {}): BillingTerm => ({
  id: `t${n}`,
  contract_id: CONTRACT,
  term_number: n,
  period_start: `2026-${String(10 + n).padStart(2, '0')}-01`,
  period_end: `2026-${String(10 + n).padStart(2, '0')}-28`,
  due_date: `2026-${String(10 + n).padStart(2, '0')}-01`,
  issue_on: `2026-${String(9 + n).padStart(2, '0')}-18`,
  amount_ht: 200,
  vat_rate: 20,
  vat_amount: 40,
  amount_ttc: 240,
  kind: 'rent',
  cancelled_at: null,
  cancel_reason: null,
  created_at: '2026-10-01T08:00:00Z',
  ...over,
});
const invoice = (over: Partial<BoardInvoice>): BoardInvoice => ({
  id: 'i1',
  number: 'FAC-2026-000001',
  kind: 'invoice',
  term_id: 't1',
  credited_invoice_id: null,
  issue_date: '2026-10-18',
  due_date: '2026-11-01',
  total_ht: 200,
  total_ttc: 240,
  balance: 240,
  status: 'late',
  days_late: 27,
  ...over,
});

function renderAs(roles: StaffRole[]) {
  return render(<ContractSchedule contractId={CONTRACT} frequency="monthly" />, {
    wrapper: ({ children }) => <StaffAuth roles={roles}>{children}</StaffAuth>,
  });
}

beforeEach(() => {
  api.enabled = [];
  api.download.mockReset().mockResolvedValue(new Blob(['%PDF-1.7']));
  api.save.mockReset();
  api.result = {
    isPending: false,
    error: null,
    data: {
      terms: [
        term(1),
        term(2),
        term(3),
        term(4, { cancelled_at: '2026-11-20T10:00:00Z', cancel_reason: 'Rachat du matériel le 20/11/2026' }),
      ],
      invoices: [
        invoice({}),
        invoice({
          id: 'i2',
          number: 'FAC-2026-000007',
          term_id: 't2',
          status: 'issued',
          issue_date: '2026-11-18',
          due_date: '2026-12-01',
        }),
        invoice({
          id: 'a1',
          number: 'AVO-2026-000002',
          kind: 'credit_note',
          term_id: null,
          credited_invoice_id: 'i1',
          total_ttc: 60,
          status: 'issued',
        }),
      ],
      documents: { i1: `${CONTRACT}/FAC-2026-000001.pdf` },
    },
  };
});

describe('ContractSchedule', () => {
  it('lists every term with its amounts, due date, invoice and status', () => {
    renderAs(['comptabilite']);
    expect(screen.getByRole('heading', { name: 'Échéancier' })).toBeInTheDocument();
    expect(screen.getByText(/Facturation mensuelle, loyers payables d’avance/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells(rows[0]!)).toEqual([
      '1',
      '01/11/2026 → 28/11/2026',
      '200,00 €',
      '240,00 €',
      '01/11/2026',
      'FAC-2026-000001',
      'En retard',
    ]);
    expect(cells(rows[1]!).slice(-2)).toEqual(['FAC-2026-000007', 'Émise']);
    expect(cells(rows[2]!).slice(-2)).toEqual(['-', 'À venir']);
    expect(cells(rows[3]!).at(-1)).toBe('Annulée');
  });

  it('downloads an invoice whose document exists, and says when it is being prepared', async () => {
    renderAs(['commercial']);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger FAC-2026-000001' }));
    expect(api.download).toHaveBeenCalledWith(`${CONTRACT}/FAC-2026-000001.pdf`);
    expect(api.save).toHaveBeenCalledWith(expect.any(Blob), 'FAC-2026-000001.pdf');
    expect(screen.getAllByText('PDF en préparation')).toHaveLength(2);
    expect(screen.getByText('Avoir AVO-2026-000002')).toBeInTheDocument();
  });

  it('says the schedule comes with the installation report, and what a failure is', () => {
    api.result = { isPending: false, error: null, data: { terms: [], invoices: [], documents: {} } };
    const { unmount } = renderAs(['admin']);
    expect(
      screen.getByText('L’échéancier sera établi à la signature du procès-verbal d’installation.'),
    ).toBeInTheDocument();
    unmount();
    api.result = { isPending: false, error: new Error('réseau'), data: undefined };
    renderAs(['admin']);
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger l’échéancier.');
  });

  it('is neither shown nor fetched for a role that cannot read billing', () => {
    const { container } = renderAs(['technicien']);
    expect(container).toBeEmptyDOMElement();
    expect(api.enabled).toEqual([false]);
  });
});
