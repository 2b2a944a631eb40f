import type { Locator, Page } from '@playwright/test';
import { serviceClient } from './support/clients';
import { expect, test } from './support/fixtures';

/** How the focused element shows its focus, or a description of it when nothing shows. */
function focusIndicator() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return { visible: false, element: 'body' };
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const ring = style.boxShadow !== 'none';
  const element = `<${el.tagName.toLowerCase()}> « ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)} »`;
  return { visible: outline || ring, element };
}

/** Tab until `target` has the focus, asserting a visible focus indicator at every step. */
async function tabTo(page: Page, target: Locator, maxSteps = 80) {
  for (let step = 0; step < maxSteps; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(focusIndicator);
    expect(focus.visible, `visible focus on ${focus.element}, Tab n°${step + 1} towards ${target}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('élément jamais atteint au clavier');
}

test('keyboard only: from the home page to a submitted pro quote', async ({ page }) => {
  const email = `clavier.${Date.now()}@example.fr`;
  await page.goto('/');
  // The banner comes first in the tab order once it has appeared.
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Tout refuser' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Demander un devis' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact-pro$/);
  // The address changes before the new page is drawn: a Tab before that would act on the old one.
  await expect(page.getByRole('heading', { level: 1, name: 'Demandez votre devis de location' })).toBeVisible();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: /Envoyer/ }) });
  const fields: Array<[RegExp, string]> = [
    [/^Prénom/, 'Nadia'],
    [/^Nom/, 'Benali'],
    [/^E-mail/, email],
    [/^Téléphone/, '06 11 22 33 44'],
    [/^(Entreprise|Société)/, 'Pharmacie Benali'],
    [/^Sujet/, 'Écran vitrine'],
    [/^Message/, 'Un écran haute luminosité pour notre vitrine.'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, form.getByRole('textbox', { name: label }));
    await page.keyboard.type(value);
  }
  await tabTo(page, form.getByRole('button', { name: /Envoyer/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message envoyé !')).toBeVisible();
  const db = serviceClient();
  const { data } = await db.from('quote_requests').select('company').eq('email', email).single();
  // Deleted, so it no longer counts against the one client address all specs share (docs/testing.md).
  await db.from('quote_requests').delete().eq('email', email);
  expect(data?.company).toBe('Pharmacie Benali');
});

test('keyboard only: from the admin login to a lead status change', async ({ page }) => {
  const db = serviceClient();
  const email = `clavier.lead.${Date.now()}@example.fr`;
  const { data: lead } = await db.from('leads').insert({ email, first_name: 'Yanis', status: 'new' }).select().single();
  try {
    await page.goto('/admin/login');
    await tabTo(page, page.getByRole('textbox', { name: /^E-mail/ }));
    await page.keyboard.type('admin@example.com');
    await tabTo(page, page.getByLabel(/^Mot de passe/));
    await page.keyboard.type('admin123456');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Leads & CRM' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/marketing\/leads$/);
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
    // The list streams its rows in pages; wait for the last one so no re-render takes the focus away.
    await expect(page.getByText('Chargement de tous les leads...')).toHaveCount(0);
    const statusSelect = page.getByRole('row').filter({ hasText: email }).getByRole('combobox');
    await tabTo(page, statusSelect, 200);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('Qualif');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Statut mis à jour')).toBeVisible();
    const { data } = await db.from('leads').select('status, last_contact_date').eq('id', lead!.id).single();
    expect(data?.status).toBe('qualified');
    expect(data?.last_contact_date).not.toBeNull();
  } finally {
    await db.from('leads').delete().eq('id', lead!.id);
  }
});
