import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { sendFailureText, QuoteForm } from './quote-form';

/**
 * The form against the real insert module and supabase-js, mocked only at the network edge:
 * the REST API answers as hosted PostgREST does when the anon role lacks a privilege a policy
 * needs (issue 24: a 42501 was shown as a generic error and logged nowhere).
 */
const network = vi.hoisted(() => ({ fetch: vi.fn<typeof fetch>() }));
vi.stubGlobal('fetch', network.fetch);
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
vi.setConfig({ testTimeout: 20_000 });

const permissionDenied = { code: '42501', details: null, hint: null, message: 'permission denied for schema private' };
const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}(\\s*\\*)?$`));
const typed = {
  Prénom: 'Camille',
  Nom: 'Martin',
  'E-mail': 'camille.martin@boulangerie-martin.fr',
  Téléphone: '06 12 34 56 78',
  Entreprise: 'Boulangerie Martin',
  SIRET: '123 456 789 00012',
  Sujet: 'Écran vitrine',
  Message: 'Nous cherchons un écran LED pour notre vitrine.',
};

/** The requests the form sent to the quote_requests table. */
const quoteInserts = () =>
  network.fetch.mock.calls.filter(([input]) => String(input).includes('/rest/v1/quote_requests'));

async function fillAndSend() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <QuoteForm variant="pro" />
      <Toaster />
    </MemoryRouter>,
  );
  for (const [label, value] of Object.entries(typed)) {
    await user.click(field(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
  return user;
}

beforeEach(() => {
  network.fetch.mockReset();
  consoleError.mockClear();
  toast.dismiss();
});
afterAll(() => {
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

describe('QuoteForm when the server refuses the insert (42501)', () => {
  it('keeps every value, says so in French at the form, and logs the code for developers', async () => {
    network.fetch.mockResolvedValue(json(401, permissionDenied));
    await fillAndSend();

    const alert = (await screen.findByText(/Votre demande n’a pas été envoyée, à la suite d’un incident/)).closest(
      '[role="alert"]',
    );
    expect(alert).not.toBeNull();
    expect(alert?.textContent).toBe(`${sendFailureText.server} 01 84 60 32 10.`);
    expect(screen.getByRole('link', { name: '01 84 60 32 10' })).toHaveAttribute('href', 'tel:+33184603210');
    // The spec's toast is still there (§8: 'Erreur' / 'Une erreur est survenue. Veuillez réessayer.').
    expect(await screen.findByText('Une erreur est survenue. Veuillez réessayer.')).toBeInTheDocument();
    expect(screen.queryByText('Message envoyé !')).not.toBeInTheDocument();

    for (const [label, value] of Object.entries(typed)) expect(field(label), label).toHaveValue(value);
    expect(screen.getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled();

    // One request really went out, as the visitor typed it.
    expect(quoteInserts()).toHaveLength(1);
    const [url, init] = quoteInserts()[0];
    expect(String(url)).toMatch(/\/rest\/v1\/quote_requests$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: typed['E-mail'], company: typed.Entreprise });

    expect(consoleError).toHaveBeenCalledWith(
      '[quote_requests] insert failed 42501: permission denied for schema private',
      expect.objectContaining({ code: '42501' }),
    );
  });

  it('sends the same values again once the server accepts them, and the message goes', async () => {
    network.fetch.mockResolvedValueOnce(json(401, permissionDenied)).mockResolvedValueOnce(json(201, undefined));
    const user = await fillAndSend();
    await screen.findByText(/Votre demande n’a pas été envoyée/);

    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Votre demande n’a pas été envoyée/)).not.toBeInTheDocument());
    const [first, second] = quoteInserts();
    expect(second[1]?.body).toBe(first[1]?.body);
    await waitFor(() => expect(field('Prénom')).toHaveValue(''));
  });

  it('tells a visitor whose request never reached the server to check the connection', async () => {
    network.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await fillAndSend();
    expect((await screen.findByRole('alert')).textContent).toBe(`${sendFailureText.unreachable} 01 84 60 32 10.`);
    expect(field('Message')).toHaveValue(typed.Message);
    expect(
      consoleError.mock.calls.some(([line]) => /^\[quote_requests\] insert failed \(sans code\): /.test(line)),
    ).toBe(true);
  });
});
