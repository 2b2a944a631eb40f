import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useGenerateCarouselImage } from '../api/generate-image';
import { useSaveSlide } from '../api/save-slide';
import { useUploadCarouselMedia, type UploadedMedia } from '../api/upload-media';
import type { Slide } from '../schemas';
import { SlideForm } from './slide-form';

vi.mock('../api/save-slide', () => ({ useSaveSlide: vi.fn() }));
vi.mock('../api/upload-media', () => ({ useUploadCarouselMedia: vi.fn() }));
vi.mock('../api/generate-image', () => ({ useGenerateCarouselImage: vi.fn() }));

const save = vi.fn();
let uploaded: UploadedMedia = { url: 'http://127.0.0.1:54321/storage/v1/object/public/carousel-media/1-abc.png', mediaType: 'image', width: null, variantWidths: [] };

beforeEach(() => {
  save.mockReset();
  vi.mocked(useSaveSlide).mockImplementation(
    () => ({ mutate: save, isPending: false }) as unknown as ReturnType<typeof useSaveSlide>,
  );
  vi.mocked(useUploadCarouselMedia).mockImplementation(
    (onSuccess) =>
      ({ mutate: () => onSuccess?.(uploaded), isPending: false }) as unknown as ReturnType<typeof useUploadCarouselMedia>,
  );
  vi.mocked(useGenerateCarouselImage).mockImplementation(
    (onSuccess) =>
      ({
        mutate: (prompt: string) => onSuccess?.('https://cdn.example.com/ai-1.png', prompt),
        isPending: false,
      }) as unknown as ReturnType<typeof useGenerateCarouselImage>,
  );
});

const slide: Slide = {
  id: 'slide-1',
  title: 'Promo hiver',
  subtitle: 'Écrans LED',
  image_url: 'https://cdn.example.com/promo.png',
  cta_text: 'Voir',
  cta_link: '/leasing',
  active: false,
  start_date: '2026-12-01T00:00:00+00:00',
  end_date: '2026-12-31T00:00:00',
  media_type: 'image',
  generated_by_ai: false,
  generation_prompt: null,
  order_position: 4,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  image_width: null,
  image_variant_widths: [],
};

async function uploadFile() {
  fireEvent.change(screen.getByTestId('carousel-file-input'), {
    target: { files: [new File(['png'], 'slide.png', { type: 'image/png' })] },
  });
  await screen.findByRole('img', { name: 'Aperçu du média de la slide' });
}

describe('SlideForm', () => {
  it('keeps submit disabled with "Veuillez ajouter une image" until media exists', async () => {
    render(<SlideForm editing={null} nextPosition={0} onDone={vi.fn()} />);
    const submit = screen.getByRole('button', { name: 'Créer la slide' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Veuillez ajouter une image')).toBeInTheDocument();

    await uploadFile();
    expect(submit).toBeEnabled();
    expect(screen.queryByText('Veuillez ajouter une image')).not.toBeInTheDocument();
  });

  it('sends empty dates as null, with the uploaded media', async () => {
    render(<SlideForm editing={null} nextPosition={2} onDone={vi.fn()} />);
    await uploadFile();
    await userEvent.type(screen.getByLabelText('Titre'), 'Nouveauté');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la slide' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toEqual({
      id: undefined,
      payload: {
        title: 'Nouveauté',
        subtitle: null,
        image_url: uploaded.url,
        cta_text: null,
        cta_link: null,
        active: true,
        start_date: null,
        end_date: null,
        media_type: 'image',
        generated_by_ai: false,
        generation_prompt: null,
        order_position: 2,
        image_width: null,
        image_variant_widths: [],
      },
    });
  });

  it('marks a video upload as media_type video', async () => {
    uploaded = { url: 'https://cdn.example.com/clip.mp4', mediaType: 'video', width: null, variantWidths: [] };
    render(<SlideForm editing={null} nextPosition={0} onDone={vi.fn()} />);
    fireEvent.change(screen.getByTestId('carousel-file-input'), {
      target: { files: [new File(['mp4'], 'clip.mp4', { type: 'video/mp4' })] },
    });
    await screen.findByLabelText('Aperçu du média de la slide');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la slide' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0].payload).toMatchObject({ media_type: 'video', image_url: 'https://cdn.example.com/clip.mp4' });
    uploaded = { url: 'http://127.0.0.1:54321/storage/v1/object/public/carousel-media/1-abc.png', mediaType: 'image', width: null, variantWidths: [] };
  });

  it('marks a generated image as AI with its prompt', async () => {
    render(<SlideForm editing={null} nextPosition={0} onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Générer IA' }));
    await userEvent.type(screen.getByLabelText('Prompt de génération'), 'mur LED en vitrine');
    await userEvent.click(screen.getByRole('button', { name: /Générer l’image/ }));
    expect(await screen.findByText('Générée par IA')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Créer la slide' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0].payload).toMatchObject({
      image_url: 'https://cdn.example.com/ai-1.png',
      media_type: 'image',
      generated_by_ai: true,
      generation_prompt: 'mur LED en vitrine',
    });
  });

  it('loads a slide for editing with dates trimmed to the date part, and updates it by id', async () => {
    render(<SlideForm editing={slide} nextPosition={9} onDone={vi.fn()} />);
    expect(screen.getByLabelText('Date de début')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Date de fin')).toHaveValue('2026-12-31');
    expect(screen.getByLabelText('Titre')).toHaveValue('Promo hiver');
    expect(screen.getByLabelText('Position')).toHaveValue(4);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({
      id: 'slide-1',
      payload: { start_date: '2026-12-01', end_date: '2026-12-31', active: false, order_position: 4, cta_link: '/leasing' },
    });
  });

  it('cancel leaves edit mode and empties the form', async () => {
    const onDone = vi.fn();
    const { rerender } = render(<SlideForm editing={slide} nextPosition={9} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onDone).toHaveBeenCalled();
    rerender(<SlideForm editing={null} nextPosition={9} onDone={onDone} />);
    expect(screen.getByLabelText('Titre')).toHaveValue('');
    expect(screen.getByLabelText('Date de début')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Créer la slide' })).toBeDisabled();
  });

  it('refuses unsafe links, markup and reversed dates at the fields, keeping what was typed', async () => {
    render(<SlideForm editing={slide} nextPosition={9} onDone={vi.fn()} />);
    const link = screen.getByLabelText('Lien du bouton');
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    const title = screen.getByLabelText('Titre');
    await userEvent.clear(title);
    await userEvent.type(title, '<b>Promo</b>');
    fireEvent.change(screen.getByLabelText('Date de début'), { target: { value: '2026-12-20' } });
    fireEvent.change(screen.getByLabelText('Date de fin'), { target: { value: '2026-12-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));

    expect(await screen.findByText('Le lien doit commencer par http://, https:// ou « / » (ex. /contact-pro).')).toBeInTheDocument();
    expect(screen.getByText('Le titre ne doit pas contenir de balises HTML.')).toBeInTheDocument();
    expect(screen.getByText('La date de fin doit être postérieure ou égale à la date de début.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(link).toHaveValue('javascript:alert(1)');
    expect(title).toHaveValue('<b>Promo</b>');
    expect(link).toHaveAttribute('aria-invalid', 'true');
  });
});
