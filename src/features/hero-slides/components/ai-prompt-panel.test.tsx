import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useGenerateCarouselImage } from '../api/generate-image';
import { AiPromptPanel } from './ai-prompt-panel';

vi.mock('../api/generate-image', () => ({ useGenerateCarouselImage: vi.fn() }));
const mutate = vi.fn();

function mockGenerate(isPending = false) {
  vi.mocked(useGenerateCarouselImage).mockReturnValue({ mutate, isPending } as unknown as ReturnType<
    typeof useGenerateCarouselImage
  >);
}

beforeEach(() => {
  mutate.mockReset();
  mockGenerate();
});

describe('AiPromptPanel', () => {
  it('disables generation with a French message while the prompt is blank', async () => {
    render(<AiPromptPanel onGenerated={vi.fn()} />);
    const button = screen.getByRole('button', { name: /Générer l’image/ });
    expect(button).toBeDisabled();
    expect(screen.getByText('Veuillez saisir un prompt')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Prompt de génération'), '   ');
    expect(button).toBeDisabled();
    expect(screen.getByText('Veuillez saisir un prompt')).toBeInTheDocument();
  });

  it('sends the trimmed prompt and counts characters', async () => {
    render(<AiPromptPanel onGenerated={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Prompt de génération'), '  mur LED  ');
    expect(screen.queryByText('Veuillez saisir un prompt')).not.toBeInTheDocument();
    expect(screen.getByText('11/1000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Générer l’image/ }));
    expect(mutate).toHaveBeenCalledWith('mur LED');
  });

  it('caps the prompt at 1000 characters', () => {
    render(<AiPromptPanel onGenerated={vi.fn()} />);
    expect(screen.getByLabelText('Prompt de génération')).toHaveAttribute('maxLength', '1000');
  });

  it('shows progress while generating, and the free-models note', () => {
    mockGenerate(true);
    render(<AiPromptPanel onGenerated={vi.fn()} />);
    expect(screen.getByRole('progressbar', { name: 'Progression de la génération' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Génération en cours/ })).toBeDisabled();
    expect(screen.getByText('Modèles d’IA gratuits jusqu’au 6 octobre 2025.')).toBeInTheDocument();
  });
});
