import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryWrite } from '../category-schema';
import { categoryToFormValues } from '../category-schema';
import { CategoryForm, type CategoryFormProps } from './category-form';

vi.setConfig({ testTimeout: 30_000 });

type SubmitMock = ReturnType<typeof vi.fn<(row: CategoryWrite) => Promise<unknown>>>;

function setup(props: Partial<Omit<CategoryFormProps, 'onSubmit'>> & { onSubmit?: SubmitMock } = {}) {
  const onSubmit: SubmitMock =
    props.onSubmit ?? vi.fn<(row: CategoryWrite) => Promise<unknown>>().mockResolvedValue(undefined);
  const onCancel = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<CategoryForm mode="create" onCancel={onCancel} {...props} onSubmit={onSubmit} />);
  return { user, onSubmit, onCancel };
}

const nameInput = () => screen.getByLabelText(/^Nom/);
const slugInput = () => screen.getByLabelText(/^Slug/);
const iconInput = () => screen.getByLabelText(/^Icône/);
const positionInput = () => screen.getByLabelText(/^Position/);

function errorOf(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const message = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert');
  return message?.textContent ?? null;
}

describe('CategoryForm slug suggestion', () => {
  it('suggests the slug from the name as it is typed: lowercase, accents stripped, hyphens', async () => {
    const { user } = setup();
    await user.type(nameInput(), 'Écrans Géants & Vidéo');
    expect(slugInput()).toHaveValue('ecrans-geants-video');
  });

  it('stops following the name once the slug is edited, and resumes if the slug is emptied', async () => {
    const { user } = setup();
    await user.type(nameInput(), 'Totems');
    expect(slugInput()).toHaveValue('totems');

    await user.clear(slugInput());
    await user.type(slugInput(), 'totems-interieurs');
    await user.type(nameInput(), ' extérieurs');
    expect(slugInput()).toHaveValue('totems-interieurs');

    await user.clear(slugInput());
    await user.type(nameInput(), ' XL');
    expect(slugInput()).toHaveValue('totems-exterieurs-xl');
  });

  it('leaves the slug of an existing category alone when its name is edited', async () => {
    const { user } = setup({
      mode: 'edit',
      defaultValues: categoryToFormValues({
        id: '6f1c1a7e-3b1e-4e55-9a43-0f4f3c6c7b11',
        name: 'Bornes',
        slug: 'bornes',
        description: null,
        icon: 'TabletSmartphone',
        order_position: 4,
        active: true,
        created_at: '2026-11-22T10:00:00Z',
        updated_at: '2026-11-22T10:00:00Z',
      }),
    });
    await user.type(nameInput(), ' interactives');
    expect(slugInput()).toHaveValue('bornes');
    expect(screen.getByRole('button', { name: /Mettre à jour/ })).toBeInTheDocument();
  });
});

describe('CategoryForm validation and submission', () => {
  it('requires name and slug, in French, and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: /Créer la catégorie/ }));
    await waitFor(() => expect(errorOf(nameInput())).toBe('Veuillez saisir le nom de la catégorie.'));
    expect(errorOf(slugInput())).toBe('Veuillez saisir le slug de la catégorie.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a slug with accents and capitals',
      slugInput,
      'Écrans-Géants',
      'Le slug ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets (ex. ecrans-geants).',
    ],
    [
      'a slug with a double hyphen',
      slugInput,
      'ecrans--geants',
      'Le slug ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets (ex. ecrans-geants).',
    ],
    [
      'an icon name with a space',
      iconInput,
      'mon icone',
      'Le nom d’icône doit être un nom Lucide : une lettre puis lettres ou chiffres, sans espace (ex. Monitor).',
    ],
    ['a negative position', positionInput, '-1', 'La position ne peut pas être négative.'],
    ['a decimal position', positionInput, '1.5', 'La position doit être un nombre entier (ex. 3).'],
  ])('refuses %s at its field and keeps it', async (_case, control, value, message) => {
    const { user, onSubmit } = setup();
    await user.type(nameInput(), 'Totems');
    await user.clear(control());
    await user.type(control(), value);
    await user.click(screen.getByRole('button', { name: /Créer la catégorie/ }));
    await waitFor(() => expect(errorOf(control())).toBe(message));
    expect(control()).toHaveValue(value);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses HTML in the name', async () => {
    const { user, onSubmit } = setup();
    await user.type(nameInput(), '<img src=x onerror=alert(1)>');
    await user.clear(slugInput());
    await user.type(slugInput(), 'img');
    await user.click(screen.getByRole('button', { name: /Créer la catégorie/ }));
    await waitFor(() =>
      expect(errorOf(nameInput())).toBe('Le nom ne doit pas contenir de balises HTML (« < » suivi d’une lettre).'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews a known lucide icon and sends name, slug, description, icon and position', async () => {
    const { user, onSubmit } = setup({ suggestedPosition: 3 });
    await user.type(nameInput(), 'Écrans Géants 🎉');
    await user.type(iconInput(), 'Monitor');
    expect(screen.getByText('Aperçu de l’icône Monitor.')).toBeInTheDocument();
    expect(screen.getByTestId('category-icon-preview').querySelector('svg')).not.toBeNull();
    expect(positionInput()).toHaveValue('3');

    await user.click(screen.getByRole('button', { name: /Créer la catégorie/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: 'Écrans Géants 🎉',
      slug: 'ecrans-geants',
      description: null,
      icon: 'Monitor',
      order_position: 3,
      active: true,
    });
  });

  it('says when an icon name is valid but has no preview', async () => {
    const { user } = setup();
    await user.type(iconInput(), 'Rocket');
    expect(screen.getByText(/Nom accepté, mais sans aperçu ici/)).toBeInTheDocument();
    expect(screen.getByTestId('category-icon-preview').querySelector('svg')).toBeNull();
  });

  it('keeps every value when the save fails, shows a duplicate slug at the slug field, and cancels on demand', async () => {
    const onSubmit = vi.fn<(row: CategoryWrite) => Promise<unknown>>().mockRejectedValue({
      code: '23505',
      details: null,
      hint: null,
      message: 'duplicate key value violates unique constraint "categories_slug_key"',
    });
    const { user, onCancel } = setup({ onSubmit });
    await user.type(nameInput(), 'Vitrines');
    await user.type(screen.getByLabelText(/^Description/), 'Écrans haute luminosité');
    await user.click(screen.getByRole('button', { name: /Créer la catégorie/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /Créer la catégorie/ })).toBeEnabled());
    expect(nameInput()).toHaveValue('Vitrines');
    expect(slugInput()).toHaveValue('vitrines');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Écrans haute luminosité');
    expect(errorOf(slugInput())).toBe('Ce slug est déjà utilisé par une autre catégorie.');
    expect(slugInput()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Annuler/ }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('CategoryForm active flag', () => {
  it('starts active, and sends active: false once switched off', async () => {
    const { user, onSubmit } = setup();
    const active = screen.getByRole('switch', { name: 'Active' });
    expect(active).toHaveAttribute('aria-checked', 'true');
    expect(active).toHaveAccessibleDescription(
      'Une catégorie inactive disparaît du site public, avec sa page et ses produits.',
    );
    await user.type(nameInput(), 'Bornes');
    await user.click(active);
    await user.click(screen.getByRole('button', { name: /Créer la catégorie/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Bornes', slug: 'bornes', active: false });
  });
});
