import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeleteSlide } from '../api/save-slide';
import type { Slide } from '../schemas';
import { SlideList } from './slide-list';

vi.mock('../api/save-slide', () => ({ useDeleteSlide: vi.fn() }));
const remove = vi.fn();

beforeEach(() => {
  remove.mockReset();
  vi.mocked(useDeleteSlide).mockReturnValue({ mutate: remove, isPending: false } as unknown as ReturnType<typeof useDeleteSlide>);
});

function slide(overrides: Partial<Slide>): Slide {
  return {
    id: 's',
    title: null,
    subtitle: null,
    image_url: 'https://cdn.example.com/a.png',
    cta_text: null,
    cta_link: null,
    active: true,
    start_date: null,
    end_date: null,
    media_type: 'image',
    generated_by_ai: false,
    generation_prompt: null,
    order_position: 0,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    image_width: null,
    image_variant_widths: [],
    ...overrides,
  };
}

describe('SlideList', () => {
  it('shows the empty state', () => {
    render(<SlideList slides={[]} isLoading={false} editingId={null} onEdit={vi.fn()} onDeleted={vi.fn()} />);
    expect(screen.getByText('Slides existantes (0)')).toBeInTheDocument();
    expect(screen.getByText('Aucune slide créée pour le moment')).toBeInTheDocument();
  });

  it('shows each slide with its title, AI mark, date range and status', () => {
    render(
      <SlideList
        slides={[
          slide({ id: 'a', title: 'Promo', subtitle: 'Sous-titre', generated_by_ai: true, start_date: '2026-12-01', end_date: '2026-12-31' }),
          slide({ id: 'b', active: false, media_type: 'video', image_url: 'https://cdn.example.com/v.mp4', start_date: '2026-12-01' }),
          slide({ id: 'c', image_url: 'javascript:alert(1)' }),
        ]}
        isLoading={false}
        editingId={null}
        onEdit={vi.fn()}
        onDeleted={vi.fn()}
      />,
    );
    expect(screen.getByText('Slides existantes (3)')).toBeInTheDocument();
    const [first, second, third] = screen.getAllByTestId('carousel-slide');
    expect(within(first).getByText('Promo')).toBeInTheDocument();
    expect(within(first).getByText('Sous-titre')).toBeInTheDocument();
    expect(within(first).getByText('Générée par IA')).toBeInTheDocument();
    expect(within(first).getByText('Du 01/12/2026 au 31/12/2026')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(second).getByText('Sans titre')).toBeInTheDocument();
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(within(second).queryByText('Générée par IA')).not.toBeInTheDocument();
    expect(within(second).getByText(/Sans date de fin/)).toBeInTheDocument();
    expect(second.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/v.mp4');
    expect(third.querySelector('img')).toBeNull();
  });

  it('edits and deletes after confirmation', async () => {
    const onEdit = vi.fn();
    const target = slide({ id: 'a', title: 'Promo' });
    render(<SlideList slides={[target]} isLoading={false} editingId={null} onEdit={onEdit} onDeleted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Modifier la slide Promo' }));
    expect(onEdit).toHaveBeenCalledWith(target);

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la slide Promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette slide ?' });
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(remove).toHaveBeenCalledWith('a');
  });
});
