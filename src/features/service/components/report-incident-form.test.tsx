import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { neutralReportAnswer, theftReminder } from '../report-schema';
import { ReportIncidentForm } from './report-incident-form';

/** The form against its real send module, mocked only at the network edge (the function's answers). */
const network = vi.hoisted(() => ({ fetch: vi.fn<typeof fetch>() }));
vi.stubGlobal('fetch', network.fetch);
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
vi.setConfig({ testTimeout: 20_000 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}(\\s*\\*)?$`));
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'ecran.png', {
    type: 'image/png',
  });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Numéro de contrat'), 'ctr-2026-00042');
  await user.type(field('E-mail du contrat'), 'camille.martin@boulangerie-martin.fr');
  await user.selectOptions(field('Type d’incident'), 'Panne');
  await user.type(field('Équipement concerné'), 'SN-4521-A');
  await user.type(field('Description'), 'L’écran reste noir depuis ce matin.');
}

function setup() {
  const user = userEvent.setup({ delay: null });
  render(<ReportIncidentForm />);
  return user;
}

beforeEach(() => {
  network.fetch.mockReset();
  consoleError.mockClear();
});

describe('ReportIncidentForm', () => {
  it('says at each field what is missing or malformed, and sends nothing', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText('Veuillez saisir le numéro de votre contrat.')).toBeInTheDocument();
    expect(field('E-mail du contrat')).toHaveAccessibleDescription(/Veuillez saisir l’adresse e-mail du contrat\./);
    expect(field('Type d’incident')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Équipement concerné')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Description')).toHaveAccessibleDescription(/10 caractères au moins/);

    await user.type(field('Numéro de contrat'), 'CTR-42');
    await user.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText(/Le numéro de contrat s’écrit CTR-AAAA-NNNNN/)).toBeInTheDocument();
    expect(network.fetch).not.toHaveBeenCalled();
  });

  it('reminds the 48-hour rule when the incident is a theft', async () => {
    const user = setup();
    expect(screen.queryByText(theftReminder)).not.toBeInTheDocument();
    await user.selectOptions(field('Type d’incident'), 'Vol');
    expect(screen.getByText(theftReminder)).toBeInTheDocument();
  });

  it('sends the fields and the photo, then shows the neutral answer and clears the form', async () => {
    network.fetch.mockResolvedValue(json(200, { message: neutralReportAnswer }));
    const user = setup();
    await fill(user);
    await user.upload(screen.getByLabelText('Choisir des photos de l’incident'), png());
    expect(await screen.findByRole('button', { name: 'Retirer la photo ecran.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));

    expect(await screen.findByRole('status')).toHaveTextContent(neutralReportAnswer);
    const [url, init] = network.fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/functions\/v1\/report-incident$/);
    const body = init!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'photos'))).toEqual({
      contract_number: 'CTR-2026-00042',
      email: 'camille.martin@boulangerie-martin.fr',
      type: 'panne',
      equipment: 'SN-4521-A',
      description: 'L’écran reste noir depuis ce matin.',
    });
    expect((body.getAll('photos') as File[]).map((file) => file.name)).toEqual(['ecran.png']);

    await user.click(screen.getByRole('button', { name: 'Signaler un autre incident' }));
    expect(field('Numéro de contrat')).toHaveValue('');
    expect(screen.queryByRole('button', { name: /Retirer la photo/ })).not.toBeInTheDocument();
  });

  it('keeps every field and photo when the service fails, and says so at the form', async () => {
    network.fetch.mockResolvedValue(json(503, { error: 'Le service d’assistance ne répond pas pour le moment.' }));
    const user = setup();
    await fill(user);
    await user.upload(screen.getByLabelText('Choisir des photos de l’incident'), png());
    await screen.findByRole('button', { name: 'Retirer la photo ecran.png' });
    await user.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/ne répond pas.*Ce que vous avez saisi est conservé/);
    expect(field('Numéro de contrat')).toHaveValue('ctr-2026-00042');
    expect(field('Description')).toHaveValue('L’écran reste noir depuis ce matin.');
    expect(field('Type d’incident')).toHaveValue('panne');
    expect(screen.getByRole('button', { name: 'Retirer la photo ecran.png' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[report-incident] send failed'),
      expect.anything(),
    );
  });

  it('refuses a file that is not an image at the photos field', async () => {
    const user = setup();
    const fake = new File(['pas une image'], 'faux.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choisir des photos de l’incident'), fake);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Déposer ou choisir des photos de l’incident' }),
      ).toHaveAccessibleDescription(/faux\.png : Ce fichier n’est pas une image/),
    );
    expect(screen.queryByRole('button', { name: /Retirer la photo/ })).not.toBeInTheDocument();
  });
});
