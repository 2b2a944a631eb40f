import pg from 'pg';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';
import { e2eStack } from './support/stack-env';

/**
 * /admin/analytics against requests seeded in May and June 2012 (periods nobody else writes to):
 * the figures on screen are those the database holds, counted here by plain SQL.
 */
const types = ['quote', 'quote', 'contact', 'partner', 'job', 'documentation'] as const;
const MAY = { from: '2012-05-01', to: '2012-05-31' };
const JUNE = { from: '2012-06-01', to: '2012-06-30' };

async function countRequests(period: { from: string; to: string }) {
  const db = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${e2eStack.dbPort}/postgres` });
  await db.connect();
  try {
    const { rows } = await db.query<{ type: string; requests: string }>(
      `select type, count(*) as requests from public.quote_requests
        where created_at >= ($1::date)::timestamp at time zone 'Europe/Paris'
          and created_at < ($2::date + 1)::timestamp at time zone 'Europe/Paris'
        group by type`,
      [period.from, period.to],
    );
    const byType = Object.fromEntries(rows.map((row) => [row.type, Number(row.requests)]));
    return { total: rows.reduce((sum, row) => sum + Number(row.requests), 0), byType };
  } finally {
    await db.end();
  }
}

test.describe('admin analytics', () => {
  const db = serviceClient();
  const ids: string[] = [];

  test.beforeAll(async () => {
    const rows = [
      // 13 in May (the last one at 23:30 Paris time on 31 May, still May), 3 in June.
      ...Array.from({ length: 12 }, (_, i) => ({ type: types[i % types.length], created_at: `2012-05-${String(2 + i * 2).padStart(2, '0')}T10:00:00Z` })),
      { type: 'quote', created_at: '2012-05-31T21:30:00Z' },
      ...Array.from({ length: 3 }, (_, i) => ({ type: types[i], created_at: `2012-06-${String(5 + i).padStart(2, '0')}T10:00:00Z` })),
    ];
    const { data, error } = await db
      .from('quote_requests')
      .insert(
        rows.map((row, i) => ({
          ...row,
          first_name: 'Analyse',
          last_name: `E2E ${i}`,
          email: `analyse.e2e.${i}@exemple.fr`,
          phone: '01 23 45 67 89',
          subject: 'Demande analysée',
          message: 'Une demande pour les statistiques.',
          utm_campaign: i % 2 === 0 ? 'printemps-2012' : null,
        })),
      )
      .select('id');
    if (error) throw error;
    ids.push(...data.map((row) => row.id));
  });

  test.afterAll(async () => {
    await db.from('quote_requests').delete().in('id', ids);
  });

  test('shows the database’s figures for the chosen period, with a chart and its table', async ({ page, consoleErrors }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Période' })).toHaveText('30 derniers jours');

    // Personnalisé: May 2012, through the picker.
    await page.getByRole('combobox', { name: 'Période' }).click();
    await page.getByRole('option', { name: 'Personnalisé' }).click();
    await page.getByLabel('Du', { exact: true }).fill(MAY.from);
    await page.getByLabel('Au', { exact: true }).fill(MAY.to);
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(/periode=perso&du=2012-05-01&au=2012-05-31/);
    await expect(page.getByTestId('analytics-period')).toContainText('Du 01/05/2012 au 31/05/2012');

    const may = await countRequests(MAY);
    expect(may.total).toBe(13);
    const requests = page.locator('[data-stat="requests"]');
    await expect(requests.locator('dd').first()).toHaveText(String(may.total));
    await expect(page.getByTestId('requests-by-type')).toHaveText(
      `${may.total} demande(s) : Devis ${may.byType.quote ?? 0} · Partenariat ${may.byType.partner ?? 0} · Candidature ${may.byType.job ?? 0} · Documentation ${may.byType.documentation ?? 0} · Contact ${may.byType.contact ?? 0}`,
    );

    // The chart is drawn, and its data table says the same numbers.
    const weekly = page.locator('[data-figure="demandes-par-semaine"]');
    await expect(weekly.getByRole('img', { name: /Demandes par semaine/ }).locator('svg.recharts-surface').first()).toBeVisible();
    await weekly.getByText('Voir les données').click();
    const table = weekly.getByRole('table', { name: 'Demandes par semaine' });
    await expect(table).toBeVisible();
    const totals = await table.locator('tbody tr td:last-child').allTextContents();
    expect(totals.reduce((sum, text) => sum + Number(text.replace(/\s/g, '')), 0)).toBe(may.total);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      weekly.getByRole('button', { name: /Télécharger en CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^demandes-par-semaine-\d{4}-\d{2}-\d{2}\.csv$/);

    // The campaign ranking counts the requests that carried one.
    const campaigns = page.locator('[data-figure="demandes-par-campagne"]');
    await campaigns.getByText('Voir les données').click();
    await expect(campaigns.getByRole('row', { name: /printemps-2012/ })).toContainText('7');

    // Another period: other figures.
    await page.getByLabel('Du', { exact: true }).fill(JUNE.from);
    await page.getByLabel('Au', { exact: true }).fill(JUNE.to);
    await page.getByRole('button', { name: 'Appliquer' }).click();
    const june = await countRequests(JUNE);
    expect(june.total).toBe(3);
    await expect(requests.locator('dd').first()).toHaveText(String(june.total));
    // Compared with the 30 days before (2 to 31 May), which hold every May row.
    await expect(requests.locator('dd').nth(1)).toContainText(`(${may.total})`);

    // A backwards period is refused at the field, in French.
    await page.getByLabel('Du', { exact: true }).fill('2012-07-10');
    await page.getByLabel('Au', { exact: true }).fill('2012-07-01');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByText('La date de fin doit suivre la date de début.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
