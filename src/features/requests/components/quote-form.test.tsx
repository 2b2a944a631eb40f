import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { marketingConsentWording } from '@/config/marketing-consent';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChosenProduct } from '../api/fetch-chosen-product';
import { insertQuoteRequest } from '../api/insert-quote-request';
import { QuoteForm, sendFailureText, type QuoteFormProps } from './quote-form';

vi.mock('../api/insert-quote-request', () => ({ insertQuoteRequest: vi.fn() }));
const chosen = vi.hoisted(() => ({ fetch: vi.fn<(slug: string) => Promise<ChosenProduct | null>>() }));
vi.mock('../api/fetch-chosen-product', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useChosenProduct: (slug: string) =>
      useQuery({ queryKey: ['quote-choice', slug], queryFn: () => chosen.fetch(slug) }),
  };
});
// Full user journeys through a real form: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
const insertMock = vi.mocked(insertQuoteRequest);

function renderForm(props: Partial<QuoteFormProps> = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <QuoteForm variant="pro" {...props} />
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

/** The control labelled `name` (the label reads « Prénom * » when required). */
const labelled = (name: string) => new RegExp(`^${name}(\\s*\\*)?$`);
const field = (name: string) => screen.getByLabelText(labelled(name));
const submitButton = () => screen.getByRole('button', { name: /Envoyer|Envoi en cours/ });

/** Types a value in one go (paste), replacing what the field held. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const control = field(label);
  await user.clear(control);
  await user.click(control);
  await user.paste(value);
}

async function fillPro(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Prénom'), 'Camille');
  await fill(user, 'Nom', 'Martin');
  await fill(user, 'E-mail', 'camille.martin@boulangerie-martin.fr');
  await fill(user, 'Téléphone', '06 12 34 56 78');
  await fill(user, 'Entreprise', 'Boulangerie Martin');
  await fill(user, 'SIRET', '123 456 789 00012');
  await fill(user, 'Sujet', 'Écran vitrine');
  await fill(user, 'Message', 'Nous cherchons un écran LED pour notre vitrine.');
}

/** A promise the test settles by hand, to observe the submitting state. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  insertMock.mockReset();
  // Sonner keeps its toasts in a module-level store that a new <Toaster> replays.
  toast.dismiss();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('QuoteForm, pro variant', () => {
  it('shows the required fields, the SIRET placeholder and the footnote', () => {
    renderForm();
    for (const label of ['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Entreprise', 'Sujet', 'Message']) {
      expect(field(label)).toBeRequired();
    }
    expect(field('SIRET')).not.toBeRequired();
    expect(field('SIRET')).toHaveAttribute('placeholder', '123 456 789 00012');
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(field('Téléphone')).toHaveAttribute('type', 'tel');
    expect(screen.getByText('Les champs marqués d’un astérisque (*) sont obligatoires.')).toBeInTheDocument();
  });

  it('shows a French message at each required field and sends nothing', async () => {
    const user = renderForm();
    await user.click(submitButton());
    expect(await screen.findByText('Veuillez saisir votre prénom.')).toBeInTheDocument();
    for (const message of [
      'Veuillez saisir votre nom.',
      'Veuillez saisir votre adresse e-mail.',
      'Veuillez saisir votre numéro de téléphone.',
      'Veuillez indiquer le nom de votre entreprise.',
      'Veuillez indiquer le sujet de votre demande.',
      'Veuillez saisir votre message.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    const firstName = field('Prénom');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Veuillez saisir votre prénom.');
    expect(firstName).toHaveFocus();
    expect(insertMock).not.toHaveBeenCalled();
  });

  it('refuses a bad e-mail, a 13-digit SIRET and HTML in the message', async () => {
    const user = renderForm();
    await fillPro(user);
    await fill(user, 'E-mail', 'camille.martin@boulangerie');
    await fill(user, 'SIRET', '123 456 789 0001');
    await fill(user, 'Message', 'Bonjour <script>alert(1)</script>');
    await user.click(submitButton());

    expect(
      await screen.findByText('Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Le SIRET doit comporter exactement 14 chiffres (ex. 123 456 789 00012).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Le message ne doit pas contenir de balises HTML.')).toBeInTheDocument();
    expect(field('SIRET')).toHaveAttribute('aria-invalid', 'true');
    expect(insertMock).not.toHaveBeenCalled();
  });

  it('disables the button while sending, sends once despite a double click, then clears the form', async () => {
    const pending = deferred();
    insertMock.mockReturnValue(pending.promise);
    const user = renderForm();
    await fillPro(user);
    const consent = screen.getByRole('checkbox', { name: /J’accepte de recevoir par e-mail/ });
    expect(consent).not.toBeChecked();
    await user.click(consent);

    await user.dblClick(submitButton());
    const button = await screen.findByRole('button', { name: 'Envoi en cours...' });
    expect(button).toBeDisabled();
    await user.click(button);

    pending.resolve();
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(screen.getByText('Notre équipe vous recontacte sous 24h.')).toBeInTheDocument();
    expect(insertMock).toHaveBeenCalledTimes(1);
    expect(insertMock).toHaveBeenCalledWith({
      type: 'quote',
      product_id: null,
      first_name: 'Camille',
      last_name: 'Martin',
      email: 'camille.martin@boulangerie-martin.fr',
      phone: '06 12 34 56 78',
      company: 'Boulangerie Martin',
      siret: '12345678900012',
      subject: 'Écran vitrine',
      message: 'Nous cherchons un écran LED pour notre vitrine.',
      marketing_consent: true,
      // The evidence of the ticked box: where, and what it said.
      marketing_consent_page: '/',
      marketing_consent_wording: marketingConsentWording,
    });
    await waitFor(() => expect(field('Prénom')).toHaveValue(''));
    for (const label of ['Nom', 'E-mail', 'Téléphone', 'Entreprise', 'SIRET', 'Sujet', 'Message']) {
      expect(field(label)).toHaveValue('');
    }
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Envoyer ma demande');
  });

  it('keeps every field and says so when the insert fails', async () => {
    insertMock.mockRejectedValue({ code: '23514', message: 'new row violates check constraint', status: 400 });
    const user = renderForm();
    await fillPro(user);
    await user.click(submitButton());

    const toast = (await screen.findByText('Une erreur est survenue. Veuillez réessayer.')).closest('li');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText('Erreur')).toBeInTheDocument();
    expect(screen.queryByText('Message envoyé !')).not.toBeInTheDocument();
    expect(field('Prénom')).toHaveValue('Camille');
    expect(field('Entreprise')).toHaveValue('Boulangerie Martin');
    expect(field('SIRET')).toHaveValue('123 456 789 00012');
    expect(field('Message')).toHaveValue('Nous cherchons un écran LED pour notre vitrine.');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('alert').textContent).toContain(sendFailureText.server);
  });

  it('explains the rate limit (PT429) in French', async () => {
    insertMock.mockRejectedValue({ code: 'PT429', message: 'rate limited', status: 429 });
    const user = renderForm();
    await fillPro(user);
    await user.click(submitButton());
    expect(
      await screen.findByText('Trop de demandes ont été envoyées. Veuillez réessayer dans quelques minutes.'),
    ).toBeInTheDocument();
    expect(field('Nom')).toHaveValue('Martin');
    expect(screen.getByRole('alert').textContent).toContain(sendFailureText['rate-limited']);
  });

  it('pretends success without inserting when the honeypot is filled', async () => {
    const user = renderForm();
    await fillPro(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(honeypot as HTMLInputElement, 'https://spam.example');
    await user.click(submitButton());

    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(insertMock).not.toHaveBeenCalled();
    await waitFor(() => expect(field('Prénom')).toHaveValue(''));
    expect(honeypot).toHaveValue('');
  });

  it('prefills the subject and keeps it after a successful send', async () => {
    insertMock.mockResolvedValue();
    const user = renderForm({ defaultSubject: 'Candidature partenaire' });
    expect(field('Sujet')).toHaveValue('Candidature partenaire');
    await fillPro(user);
    await fill(user, 'Sujet', 'Candidature partenaire intégrateur');
    await user.click(submitButton());
    await screen.findByText('Message envoyé !');
    expect(insertMock.mock.calls[0][0].subject).toBe('Candidature partenaire intégrateur');
    await waitFor(() => expect(field('Sujet')).toHaveValue('Candidature partenaire'));
  });
});

describe('QuoteForm, general variant', () => {
  it('does not ask for the company nor the SIRET and sends them as null', async () => {
    insertMock.mockResolvedValue();
    const user = renderForm({ variant: 'general', defaultSubject: 'Candidature spontanée' });
    expect(screen.queryByLabelText(labelled('Entreprise'))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(labelled('SIRET'))).not.toBeInTheDocument();
    expect(field('Sujet')).toHaveValue('Candidature spontanée');

    await fill(user, 'Prénom', 'Inès');
    await fill(user, 'Nom', 'Benali');
    await fill(user, 'E-mail', 'ines.benali@exemple.fr');
    await fill(user, 'Téléphone', '+33 6 98 76 54 32');
    await fill(user, 'Message', 'Je souhaite rejoindre votre équipe technique.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));

    await screen.findByText('Message envoyé !');
    expect(insertMock).toHaveBeenCalledWith({
      type: 'contact',
      product_id: null,
      first_name: 'Inès',
      last_name: 'Benali',
      email: 'ines.benali@exemple.fr',
      phone: '+33 6 98 76 54 32',
      company: null,
      siret: null,
      subject: 'Candidature spontanée',
      message: 'Je souhaite rejoindre votre équipe technique.',
      marketing_consent: false,
      marketing_consent_page: null,
      marketing_consent_wording: null,
    });
  });
});

describe('QuoteForm, prerendered then hydrated', () => {
  it('cannot be submitted before hydration and keeps what was typed meanwhile', async () => {
    const ui = (
      <MemoryRouter>
        <QuoteForm variant="pro" defaultSubject="Candidature partenaire" />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const serverButton = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(serverButton).toBeDisabled();

    // The visitor starts typing while the JavaScript is still loading.
    const typeBeforeHydration = (name: string, value: string) => {
      const control = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
      if (!control) throw new Error(name);
      control.value = value;
    };
    typeBeforeHydration('first_name', 'Camille');
    typeBeforeHydration('company', 'Boulangerie Martin');
    typeBeforeHydration('message', 'Un écran pour la vitrine.');

    render(ui, { container, hydrate: true });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(field('Prénom')).toHaveValue('Camille');
    expect(field('Entreprise')).toHaveValue('Boulangerie Martin');
    expect(field('Message')).toHaveValue('Un écran pour la vitrine.');
    expect(field('Sujet')).toHaveValue('Candidature partenaire');
    expect(field('Nom')).toHaveValue('');
    container.remove();
  });
});

describe('QuoteForm, opened from a product’s page', () => {
  const totem: ChosenProduct = {
    id: '5eed0020-0000-4000-8000-000000000011',
    name: 'Totem extérieur Samsung OH55A-S 55" IP56',
    brand: 'Samsung',
    slug: 'totem-exterieur-samsung-oh55a-s',
    category: { slug: 'totems' },
  };

  function renderAt(url: string, props: Partial<QuoteFormProps> = {}) {
    const user = userEvent.setup({ delay: null });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <QuoteForm variant="pro" {...props} />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return user;
  }

  async function fillContact(user: ReturnType<typeof userEvent.setup>) {
    await fill(user, 'Prénom', 'Camille');
    await fill(user, 'Nom', 'Martin');
    await fill(user, 'E-mail', 'camille.martin@boulangerie-martin.fr');
    await fill(user, 'Téléphone', '06 12 34 56 78');
    await fill(user, 'Entreprise', 'Boulangerie Martin');
    await fill(user, 'Message', 'Nous voudrions ce totem devant la boutique.');
  }

  beforeEach(() => chosen.fetch.mockReset());

  it('shows the chosen product, says so in the subject and sends its id with the request', async () => {
    chosen.fetch.mockResolvedValue(totem);
    insertMock.mockResolvedValue();
    const user = renderAt('/contact-pro?produit=totem-exterieur-samsung-oh55a-s');
    const group = await screen.findByRole('group', { name: 'Produit concerné' });
    expect(group).toHaveTextContent(totem.name);
    expect(within(group).getByRole('link', { name: 'Voir la fiche' })).toHaveAttribute(
      'href',
      '/catalogue/totems/totem-exterieur-samsung-oh55a-s',
    );
    expect(chosen.fetch).toHaveBeenCalledWith('totem-exterieur-samsung-oh55a-s');
    await waitFor(() => expect(field('Sujet')).toHaveValue(`Devis : ${totem.name}`));

    await fillContact(user);
    await user.click(submitButton());
    await screen.findByText('Message envoyé !');
    expect(insertMock.mock.calls[0][0]).toMatchObject({
      type: 'quote',
      product_id: totem.id,
      subject: `Devis : ${totem.name}`,
    });
  });

  it('lets the visitor remove the product: the request then names none', async () => {
    chosen.fetch.mockResolvedValue(totem);
    insertMock.mockResolvedValue();
    const user = renderAt('/contact-pro?produit=totem-exterieur-samsung-oh55a-s');
    await screen.findByRole('group', { name: 'Produit concerné' });
    await user.click(screen.getByRole('button', { name: `Retirer ${totem.name} de la demande` }));
    expect(screen.queryByRole('group', { name: 'Produit concerné' })).not.toBeInTheDocument();
    expect(field('Sujet')).toHaveValue('');

    await fillContact(user);
    await fill(user, 'Sujet', 'Totem pour notre boutique');
    await user.click(submitButton());
    await screen.findByText('Message envoyé !');
    expect(insertMock.mock.calls[0][0]).toMatchObject({ product_id: null });
  });

  it('says when the product is no longer offered, and keeps a subject the visitor wrote', async () => {
    chosen.fetch.mockResolvedValue(null);
    renderAt('/contact-pro?produit=ancien-modele');
    expect(
      await screen.findByText(
        'Le produit demandé n’est plus proposé : décrivez-nous votre besoin, nous vous conseillerons.',
      ),
    ).toBeInTheDocument();
    expect(field('Sujet')).toHaveValue('');
  });

  it('ignores a malformed parameter, and the parameter on forms that are not quotes', async () => {
    renderAt('/contact-pro?produit=%3Cscript%3E');
    renderAt('/devenir-partenaire?produit=totem-exterieur-samsung-oh55a-s', { requestType: 'partner' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chosen.fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Produit concerné' })).not.toBeInTheDocument();
  });
});
