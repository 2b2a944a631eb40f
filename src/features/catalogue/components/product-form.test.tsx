import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

// Typing whole forms through user-event is slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
import { useCategoryOptions, type CategoryOption } from '../api/fetch-category-options';
import { emptyProductValues, type ProductWrite } from '../product-schema';
import { ProductForm, type ProductFormProps } from './product-form';

vi.mock('../api/fetch-category-options', () => ({ useCategoryOptions: vi.fn() }));

const TOTEMS = '5eed0010-0000-4000-8000-000000000004';
const ARCHIVED = '5eed0010-0000-4000-8000-000000000009';
const categoryOptions: CategoryOption[] = [
  { id: '5eed0010-0000-4000-8000-000000000001', name: 'Écrans Géants', slug: 'ecrans-geants', active: true },
  { id: TOTEMS, name: 'Totems', slug: 'totems', active: true },
  { id: ARCHIVED, name: 'Anciennes gammes', slug: 'anciennes-gammes', active: false },
];
vi.mocked(useCategoryOptions).mockReturnValue({ data: categoryOptions, isPending: false } as ReturnType<
  typeof useCategoryOptions
>);

type SubmitMock = ReturnType<typeof vi.fn<(row: ProductWrite) => Promise<unknown>>>;

function setup(props: Partial<Omit<ProductFormProps, 'onSubmit'>> & { onSubmit?: SubmitMock } = {}) {
  const onSubmit: SubmitMock =
    props.onSubmit ?? vi.fn<(row: ProductWrite) => Promise<unknown>>().mockResolvedValue(undefined);
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <ProductForm mode="create" {...props} onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { user, onSubmit };
}

const field = {
  name: () => screen.getByLabelText(/^Nom/),
  brand: () => screen.getByLabelText(/^Marque/),
  description: () => screen.getByLabelText(/^Description/),
  imageUrl: () => screen.getByLabelText(/^URL de l’image/),
  price12: () => screen.getByLabelText(/^Loyer 12 mois/),
  price24: () => screen.getByLabelText(/^Loyer 24 mois/),
  price36: () => screen.getByLabelText(/^Loyer 36 mois/),
  price48: () => screen.getByLabelText(/^Loyer 48 mois/),
  purchase: () => screen.getByLabelText(/^Prix d’achat/),
  stock: () => screen.getByLabelText(/^Stock/),
  rating: () => screen.getByLabelText(/^Note/),
  badges: () => screen.getByLabelText(/^Badges/),
  slug: () => screen.getByLabelText(/^Slug/),
  category: () => screen.getByRole('combobox', { name: 'Catégorie' }),
  active: () => screen.getByRole('switch', { name: 'Actif' }),
  featured: () => screen.getByRole('switch', { name: 'Mis en avant' }),
};

/** Types a value in one go (paste): keystroke-by-keystroke typing is slow in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, control: HTMLElement, value: string) {
  await user.click(control);
  await user.paste(value);
}

const submitButton = () => screen.getByRole('button', { name: /Créer le produit|Enregistrement/ });

/** Picks a category in the Radix select. */
async function chooseCategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(field.category());
  await user.click(await screen.findByRole('option', { name }));
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, field.name(), 'Écran LED 55"');
  await fill(user, field.brand(), 'Samsung');
  await fill(user, field.imageUrl(), '/images/products/ecran-led-exterieur.svg');
  await chooseCategory(user, 'Totems');
}

/** The error shown at a field: its aria-describedby points to the message. */
function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const message = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert');
  return message?.textContent ?? null;
}

describe('ProductForm validation', () => {
  it('requires name, brand and image URL, with a French message at each field, and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await user.click(submitButton());

    expect(await screen.findByText('Veuillez saisir le nom du produit.')).toBeInTheDocument();
    expect(errorOf(field.name())).toBe('Veuillez saisir le nom du produit.');
    expect(errorOf(field.brand())).toBe('Veuillez saisir la marque.');
    expect(errorOf(field.imageUrl())).toBe('Veuillez indiquer l’URL de l’image.');
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['//evil.example/x.png'],
    ['ftp://example.com/image.png'],
  ])('refuses the image URL %s and keeps it typed', async (url) => {
    const { user, onSubmit } = setup();
    await fill(user, field.name(), 'Totem');
    await fill(user, field.brand(), 'LG');
    await fill(user, field.imageUrl(), url);
    await user.click(submitButton());

    await waitFor(() =>
      expect(errorOf(field.imageUrl())).toBe(
        'L’URL de l’image doit commencer par https:// ou par « / » (ex. /images/products/ecran-led-exterieur.svg).',
      ),
    );
    expect(field.imageUrl()).toHaveValue(url);
    expect(onSubmit).not.toHaveBeenCalled();
    // The refused address is never used as an image source.
    expect(document.querySelector('img')).toBeNull();
  });

  it.each([
    ['a negative price', field.price12, '-5', 'Le prix ne peut pas être négatif.'],
    [
      'a price with 3 decimals',
      field.price24,
      '12.345',
      'Le prix ne peut avoir que 2 décimales au maximum (ex. 89,90).',
    ],
    ['a non-numeric price', field.price36, 'douze', 'Le prix doit être un nombre (ex. 89,90).'],
    [
      'a price over the database bound',
      field.price48,
      '100000000',
      'Le prix ne doit pas dépasser 99\u202f999\u202f999\u00a0€.',
    ],
    ['a negative purchase price', field.purchase, '-1', 'Le prix ne peut pas être négatif.'],
    ['a non-integer stock', field.stock, '1.5', 'Le stock doit être un nombre entier (ex. 12).'],
    ['a negative stock', field.stock, '-3', 'Le stock ne peut pas être négatif.'],
    ['a rating of 6', field.rating, '6', 'La note doit être comprise entre 0 et 5.'],
    ['a negative rating', field.rating, '-1', 'La note doit être comprise entre 0 et 5.'],
    ['a rating with 2 decimals', field.rating, '4.55', 'La note ne peut avoir qu’une décimale (ex. 4,5).'],
  ])('refuses %s at its field and keeps the value', async (_case, control, value, message) => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await fill(user, control(), value);
    await user.click(submitButton());

    await waitFor(() => expect(errorOf(control())).toBe(message));
    expect(control()).toHaveValue(value);
    expect(field.name()).toHaveValue('Écran LED 55"');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['name', field.name, 'Le nom ne doit pas contenir de balises HTML (« < » suivi d’une lettre).'],
    ['brand', field.brand, 'La marque ne doit pas contenir de balises HTML (« < » suivi d’une lettre).'],
    [
      'description',
      field.description,
      'La description ne doit pas contenir de balises HTML (« < » suivi d’une lettre).',
    ],
  ])('refuses HTML markup in the %s', async (_name, control, message) => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await user.clear(control());
    await fill(user, control(), 'Promo <script>alert(1)</script>');
    await user.click(submitButton());

    await waitFor(() => expect(errorOf(control())).toBe(message));
    expect(control()).toHaveValue('Promo <script>alert(1)</script>');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name over 120 characters and counts an emoji as one character, like the database', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    // A slug of its own: it no longer follows the name (emoji alone would give none).
    await user.clear(field.slug());
    await fill(user, field.slug(), 'ecran-emoji');
    await user.clear(field.name());
    field.name().focus();
    await user.paste('é'.repeat(121));
    await user.click(submitButton());
    await waitFor(() => expect(errorOf(field.name())).toBe('Le nom ne doit pas dépasser 120 caractères.'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field.name());
    field.name().focus();
    await user.paste('📺'.repeat(120));
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].name).toBe('📺'.repeat(120));
  });

  it('refuses more than 8 badges and badges over 40 characters', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await fill(user, field.badges(), 'a, b, c, d, e, f, g, h, i');
    await user.click(submitButton());
    await waitFor(() => expect(errorOf(field.badges())).toBe('8 badges au maximum (9 saisis).'));

    await user.clear(field.badges());
    await fill(user, field.badges(), `Nouveau, ${'x'.repeat(41)}`);
    await user.click(submitButton());
    await waitFor(() => expect(errorOf(field.badges())).toMatch(/^Chaque badge doit faire 40 caractères au maximum/));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ProductForm submission', () => {
  it('sends the full row with numbers, trimmed badges and defaults, once, even on a double click', async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn<(row: ProductWrite) => Promise<unknown>>(
      () =>
        new Promise<void>((done) => {
          resolve = done;
        }),
    );
    const { user } = setup({ onSubmit });
    await fillValid(user);
    await fill(user, field.price12(), '89,90');
    await fill(user, field.price36(), '1 299.5');
    await fill(user, field.stock(), '12');
    await fill(user, field.rating(), '4,5');
    await fill(user, field.badges(), ' Nouveau ,  4K,, Extérieur ');
    await user.click(field.featured());

    await user.dblClick(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /Enregistrement/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Enregistrement/ }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: 'Écran LED 55"',
      brand: 'Samsung',
      description: null,
      image_url: '/images/products/ecran-led-exterieur.svg',
      monthly_price_12: 89.9,
      monthly_price_24: null,
      monthly_price_36: 1299.5,
      monthly_price_48: null,
      purchase_price: null,
      stock: 12,
      rating: 4.5,
      badges: ['Nouveau', '4K', 'Extérieur'],
      slug: 'ecran-led-55',
      category_id: TOTEMS,
      active: true,
      featured: true,
    });
    resolve();
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('keeps every typed value when the save fails', async () => {
    const onSubmit = vi.fn<(row: ProductWrite) => Promise<unknown>>().mockRejectedValue(new Error('500'));
    const { user } = setup({ onSubmit });
    await fillValid(user);
    await fill(user, field.description(), 'Très lumineux ✨');
    await fill(user, field.price12(), '49.99');
    await user.click(field.active());
    await user.click(submitButton());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(field.name()).toHaveValue('Écran LED 55"');
    expect(field.description()).toHaveValue('Très lumineux ✨');
    expect(field.price12()).toHaveValue('49.99');
    expect(field.active()).toHaveAttribute('aria-checked', 'false');
  });

  it('starts active and not featured, and previews a safe image URL', async () => {
    const { user } = setup();
    expect(field.active()).toHaveAttribute('aria-checked', 'true');
    expect(field.featured()).toHaveAttribute('aria-checked', 'false');
    await fill(user, field.imageUrl(), '/images/products/totem-exterieur.svg');
    expect(await screen.findByRole('img', { name: 'Aperçu de l’image du produit' })).toHaveAttribute(
      'src',
      '/images/products/totem-exterieur.svg',
    );
  });
});

describe('ProductForm category and slug', () => {
  it('suggests the slug from the name, and stops following it once the slug is edited', async () => {
    const { user } = setup();
    await fill(user, field.name(), 'Totem extérieur 55" — IP56');
    expect(field.slug()).toHaveValue('totem-exterieur-55-ip56');
    expect(
      screen.getByText('Adresse de la fiche : /catalogue/{catégorie}/totem-exterieur-55-ip56'),
    ).toBeInTheDocument();
    await chooseCategory(user, 'Totems');
    expect(screen.getByText('Adresse de la fiche : /catalogue/totems/totem-exterieur-55-ip56')).toBeInTheDocument();

    await user.clear(field.slug());
    await fill(user, field.slug(), 'totem-ip56');
    await fill(user, field.name(), ' XL');
    expect(field.slug()).toHaveValue('totem-ip56');
  });

  it('leaves the slug of an existing product alone when its name is edited', async () => {
    const { user } = setup({
      mode: 'edit',
      defaultValues: { ...emptyProductValues, name: 'Totem', slug: 'totem-historique', category_id: TOTEMS },
    });
    await fill(user, field.name(), ' XL');
    expect(field.slug()).toHaveValue('totem-historique');
    expect(field.category()).toHaveTextContent('Totems');
  });

  it('requires a category for an active product, in French, and not for an inactive one', async () => {
    const { user, onSubmit } = setup();
    await fill(user, field.name(), 'Écran LED 55"');
    await fill(user, field.brand(), 'Samsung');
    await fill(user, field.imageUrl(), '/images/products/ecran-led-exterieur.svg');
    await user.click(submitButton());
    expect(
      await screen.findByText('Choisissez la catégorie du produit : un produit actif doit en avoir une.'),
    ).toBeInTheDocument();
    expect(field.category()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(field.active());
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ category_id: null, active: false, slug: 'ecran-led-55' });
  });

  it('offers the active categories, and a product’s own category even once switched off', async () => {
    const { user } = setup();
    await user.click(field.category());
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Écrans Géants', 'Totems']);
    await user.keyboard('{Escape}');
  });

  it('shows the inactive category a product is filed in', () => {
    setup({
      mode: 'edit',
      defaultValues: { ...emptyProductValues, name: 'Ancien', slug: 'ancien', category_id: ARCHIVED },
    });
    expect(field.category()).toHaveTextContent('Anciennes gammes (inactive)');
  });

  it('refuses a slug with capitals, accents, spaces or double hyphens, in French', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    for (const slug of ['Ecran-LED', 'écran', 'ecran led', 'ecran--led']) {
      await user.clear(field.slug());
      await fill(user, field.slug(), slug);
      await user.click(submitButton());
      await waitFor(() =>
        expect(errorOf(field.slug())).toBe(
          'Le slug ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets (ex. totem-exterieur-55).',
        ),
      );
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('image URL once images are uploaded', () => {
  it('follows the main image, read-only, and is sent as such', async () => {
    const url = 'https://projet.supabase.co/storage/v1/object/public/product-images/p/i.png';
    const { user, onSubmit } = setup({ imageUrlFromMedia: url });
    expect(field.imageUrl()).toHaveValue(url);
    expect(field.imageUrl()).toHaveAttribute('readonly');
    expect(screen.getByText('Définie par l’image principale (section « Images » ci-dessous).')).toBeInTheDocument();
    await fill(user, field.name(), 'Écran LED 55"');
    await fill(user, field.brand(), 'Samsung');
    await chooseCategory(user, 'Totems');
    await user.click(submitButton());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ image_url: url })));
  });
});
