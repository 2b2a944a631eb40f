import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '@/lib/csv-export';
import { FigureCard, type FigureColumn } from './figure-card';
import { funnelSteps } from './funnel-figure';

vi.mock('@/lib/csv-export', () => ({ downloadBlob: vi.fn() }));

interface Row {
  name: string;
  rent: number;
}
const columns: FigureColumn<Row>[] = [
  { header: 'Mois', text: (row) => row.name, csv: (row) => row.name },
  { header: 'Loyer', text: (row) => `${row.rent} €`, csv: (row) => String(row.rent).replace('.', ','), numeric: true },
];

function renderCard(over: Partial<Parameters<typeof FigureCard<Row>>[0]> = {}) {
  return render(
    <FigureCard<Row>
      title="Loyer signé"
      status="success"
      rows={[{ name: 'nov. 2026', rent: 1234.5 }]}
      columns={columns}
      empty={false}
      emptyText="Aucune commande signée sur cette période."
      fileName="loyer"
      chart={<svg data-testid="chart" />}
      {...over}
    />,
  );
}

describe('FigureCard', () => {
  it('draws the chart with a table behind « Voir les données » and downloads the same rows as CSV', async () => {
    renderCard();
    expect(screen.getByRole('img', { name: /Loyer signé : graphique/ })).toContainElement(screen.getByTestId('chart'));
    await userEvent.click(screen.getByText('Voir les données'));
    const table = screen.getByRole('table', { name: 'Loyer signé' });
    expect(table).toHaveTextContent('nov. 2026');
    expect(table).toHaveTextContent('1234.5 €');

    await userEvent.click(screen.getByRole('button', { name: 'Télécharger en CSV : Loyer signé' }));
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0];
    expect(name).toMatch(/^loyer-\d{4}-\d{2}-\d{2}\.csv$/);
    // UTF-8 with its byte order mark (which text() decodes away), for French Excel.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blob.text()).toBe('Mois;Loyer\r\nnov. 2026;1234,5\r\n');
  });

  it('says in French when it loads, fails or has nothing to show', () => {
    const { rerender } = renderCard({ status: 'pending' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des statistiques...');
    rerender(
      <FigureCard<Row> title="Loyer signé" status="error" rows={[]} columns={columns} empty emptyText="Rien." fileName="loyer" chart={null} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ces chiffres n’ont pas pu être chargés. Veuillez réessayer.');
    rerender(
      <FigureCard<Row>
        title="Loyer signé"
        status="success"
        rows={[]}
        columns={columns}
        empty
        emptyText="Aucune commande signée sur cette période."
        fileName="loyer"
        chart={null}
      />,
    );
    expect(screen.getByText('Aucune commande signée sur cette période.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Télécharger/ })).toBeNull();
  });
});

describe('funnelSteps', () => {
  it('gives each step its rate from the step before and from the requests', () => {
    const steps = funnelSteps({ requests: 200, leads: 50, won: 10, orders: 5, signedOrders: 0, signedRent: 0 });
    expect(steps.map((step) => [step.label, step.count, step.fromPrevious, step.fromRequests])).toEqual([
      ['Demandes', 200, 100, 100],
      ['Leads', 50, 25, 25],
      ['Gagnées', 10, 20, 5],
      ['Commandes', 5, 50, 2.5],
    ]);
  });
});
