import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CookiesPage from '@/pages/public/cookies-page';
import { CONSENT_CHANGE_EVENT, openCookiePreferences } from '../consent-events';
import { CONSENT_STORAGE_KEY, saveConsent, type StoredConsent } from '../consent-storage';
import CookieConsent from './cookie-consent';

vi.setConfig({ testTimeout: 20_000 });

function renderConsent({ withCookiesPage = false } = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <CookieConsent />
      {withCookiesPage ? <CookiesPage /> : null}
    </MemoryRouter>,
  );
  return user;
}

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as StoredConsent | null;
const banner = () => screen.queryByRole('region', { name: 'Gestion des cookies' });
const sixMonthsAfter = (iso: string) => {
  const date = new Date(iso);
  date.setMonth(date.getMonth() + 6);
  return date.toISOString();
};

afterEach(() => localStorage.clear());

describe('cookie consent banner', () => {
  it('asks on a first visit, with « Tout refuser » as prominent as « Tout accepter »', async () => {
    renderConsent();
    const region = await screen.findByRole('region', { name: 'Gestion des cookies' });
    const accept = within(region).getByRole('button', { name: 'Tout accepter' });
    const refuse = within(region).getByRole('button', { name: 'Tout refuser' });
    expect(within(region).getByRole('button', { name: 'Personnaliser' })).toBeInTheDocument();
    expect(refuse.className).toBe(accept.className);
    expect(region.className).toContain('fixed');
    expect(stored()).toBeNull();
  });

  it('« Tout accepter » stores every category for six months and hides the banner', async () => {
    const listener = vi.fn();
    window.addEventListener(CONSENT_CHANGE_EVENT, listener);
    const user = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Tout accepter' }));
    expect(banner()).not.toBeInTheDocument();
    const consent = stored();
    expect(consent?.choices).toEqual({ analytics: true, marketing: true, functional: true });
    expect(consent?.expiresAt).toBe(sixMonthsAfter(consent?.decidedAt ?? ''));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
  });

  it('« Tout refuser » stores the refusal and hides the banner', async () => {
    const user = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Tout refuser' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored()?.choices).toEqual({ analytics: false, marketing: false, functional: false });
    expect(stored()?.expiresAt).toBe(sixMonthsAfter(stored()?.decidedAt ?? ''));
  });

  it('« Personnaliser » offers each category, essentials always on', async () => {
    const user = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Personnaliser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Préférences de cookies' });
    const essentials = within(dialog).getByRole('switch', { name: 'Essentiels' });
    expect(essentials).toBeChecked();
    expect(essentials).toBeDisabled();
    for (const name of ['Mesure d’audience', 'Marketing', 'Fonctionnalités']) {
      const control = within(dialog).getByRole('switch', { name });
      expect(control).not.toBeChecked();
      expect(control).toBeEnabled();
    }
    await user.click(within(dialog).getByRole('switch', { name: 'Mesure d’audience' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Fonctionnalités' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer mes choix' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(stored()?.choices).toEqual({ analytics: true, marketing: false, functional: true });
  });

  it('closing the preferences without choosing keeps the banner, and focus returns to it', async () => {
    const user = renderConsent();
    const customise = await screen.findByRole('button', { name: 'Personnaliser' });
    await user.click(customise);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
    expect(customise).toHaveFocus();
    expect(stored()).toBeNull();
  });

  it('is usable with the keyboard alone', async () => {
    const user = renderConsent();
    await screen.findByRole('region', { name: 'Gestion des cookies' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tout refuser' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stored()?.choices.analytics).toBe(false);
  });

  it('does not ask again while the choice is valid', async () => {
    saveConsent({ analytics: false, marketing: true, functional: false });
    renderConsent();
    // Give the mount effect its turn.
    await act(async () => {});
    expect(banner()).not.toBeInTheDocument();
  });

  it('asks again once the choice has expired', async () => {
    const sevenMonthsAgo = new Date();
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7);
    saveConsent({ analytics: true, marketing: true, functional: true }, sevenMonthsAgo);
    renderConsent();
    expect(await screen.findByRole('region', { name: 'Gestion des cookies' })).toBeInTheDocument();
    expect(stored()).toBeNull();
  });
});

describe('« Gérer mes préférences de cookies » on /cookies', () => {
  it('reopens the preferences with the stored choice', async () => {
    saveConsent({ analytics: false, marketing: true, functional: false });
    const user = renderConsent({ withCookiesPage: true });
    await act(async () => {});
    expect(banner()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gérer mes préférences de cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Préférences de cookies' });
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Mesure d’audience' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Tout refuser' }));
    expect(stored()?.choices).toEqual({ analytics: false, marketing: false, functional: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not lost when clicked before the consent UI has loaded', async () => {
    saveConsent({ analytics: true, marketing: true, functional: true });
    openCookiePreferences();
    renderConsent();
    expect(await screen.findByRole('dialog', { name: 'Préférences de cookies' })).toBeInTheDocument();
  });
});
