import type { Page } from '@playwright/test';
import { serviceClient } from './support/clients';
import { expect, signInAsAdmin, test } from './support/fixtures';

/** The five figures of /admin/marketing equal what the database gives (read with the service role). */
const db = serviceClient();
const head = { count: 'exact', head: true } as const;

const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const euroRounded = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
/** fr-FR groups thousands with a narrow no-break space: compare texts with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const statValue = (page: Page, id: string) => page.locator(`[data-stat="${id}"] [data-slot="stat-value"]`);

test('marketing: the figures match the database, with the spec links', async ({ page, consoleErrors }) => {
  const [leads, won, campaigns, active, orders, amounts] = await Promise.all([
    db.from('leads').select('*', head),
    db.from('leads').select('*', head).eq('status', 'won'),
    db.from('email_campaigns').select('*', head),
    db.from('email_campaigns').select('*', head).in('status', ['scheduled', 'sending']),
    db.from('orders').select('*', head),
    db.from('orders').select('total_amount'),
  ]);
  const totalLeads = leads.count ?? 0;
  const wonLeads = won.count ?? 0;
  const orderCount = orders.count ?? 0;
  const sum = (amounts.data ?? []).reduce((total, row) => total + Number(row.total_amount), 0);
  const expected = {
    'total-leads': integer.format(totalLeads),
    campaigns: integer.format(campaigns.count ?? 0),
    'conversion-rate': `${oneDecimal.format(totalLeads > 0 ? (wonLeads / totalLeads) * 100 : 0)} %`,
    orders: integer.format(orderCount),
    'average-basket': euroRounded.format(orderCount > 0 ? sum / orderCount : 0),
  };
  // The seeded data is not empty, so the checks below are not comparing zeros.
  expect(totalLeads).toBeGreaterThan(0);
  expect(wonLeads).toBeGreaterThan(0);
  expect(orderCount).toBeGreaterThan(0);

  await signInAsAdmin(page);
  await page.goto('/admin/marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing' })).toBeVisible();

  for (const [id, text] of Object.entries(expected)) {
    await expect.poll(async () => plain(await statValue(page, id).textContent()), { message: id }).toBe(plain(text));
  }

  // Leads created since the start of the month, in the browser's time zone, and active campaigns.
  const monthStart = await page.evaluate(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
  });
  const { count: thisMonth } = await db.from('leads').select('*', head).gte('created_at', monthStart);
  await expect(page.locator('[data-stat="total-leads"]')).toContainText(
    `+${integer.format(thisMonth ?? 0)} ce mois-ci`,
  );
  const activeCount = active.count ?? 0;
  await expect(page.locator('[data-stat="campaigns"]')).toContainText(
    `${activeCount} ${activeCount > 1 ? 'actives' : 'active'}`,
  );

  const cardLink = (id: string) => page.locator(`[data-stat="${id}"]`).getByRole('link');
  await expect(cardLink('total-leads')).toHaveAccessibleName('Total Leads');
  await expect(cardLink('total-leads')).toHaveAttribute('href', '/admin/marketing/leads');
  await expect(cardLink('campaigns')).toHaveAttribute('href', '/admin/marketing/campaigns');
  await expect(cardLink('orders')).toHaveAttribute('href', '/admin/orders');
  await expect(cardLink('conversion-rate')).toHaveCount(0);
  await expect(cardLink('average-basket')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voir les statistiques' })).toHaveAttribute('href', '/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Insights Rapides' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les leads gagnés' })).toHaveAttribute(
    'href',
    '/admin/marketing/leads?filter=won',
  );
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
  expect(consoleErrors).toEqual([]);
});
