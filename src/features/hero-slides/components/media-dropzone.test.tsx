import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { useUploadCarouselMedia } from '../api/upload-media';
import { MediaDropzone } from './media-dropzone';

vi.mock('../api/upload-media', () => ({ useUploadCarouselMedia: vi.fn() }));
const mutate = vi.fn();

beforeEach(() => {
  mutate.mockReset();
  vi.mocked(useUploadCarouselMedia).mockReturnValue({ mutate, isPending: false } as unknown as ReturnType<
    typeof useUploadCarouselMedia
  >);
});

function sized(file: File, size: number): File {
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function drop(...files: File[]) {
  render(
    <>
      <MediaDropzone onUploaded={vi.fn()} />
      <Toaster />
    </>,
  );
  fireEvent.change(screen.getByTestId('carousel-file-input'), { target: { files } });
}

async function expectRejected(message: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  // Also reported as a toast.
  await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2));
  expect(mutate).not.toHaveBeenCalled();
}

describe('MediaDropzone', () => {
  it('uploads one accepted image', async () => {
    const file = new File(['png'], 'slide.png', { type: 'image/png' });
    drop(file);
    await waitFor(() => expect(mutate).toHaveBeenCalledWith(file));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts an mp4 video', async () => {
    const file = new File(['mp4'], 'clip.mp4', { type: 'video/mp4' });
    drop(file);
    await waitFor(() => expect(mutate).toHaveBeenCalledWith(file));
  });

  it('rejects a wrong type', async () => {
    drop(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expectRejected('Format non accepté : PNG, JPG, WEBP, GIF ou MP4 uniquement.');
  });

  it('rejects an SVG (not in the list)', async () => {
    drop(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await expectRejected('Format non accepté : PNG, JPG, WEBP, GIF ou MP4 uniquement.');
  });

  it('rejects a file above 10 MB', async () => {
    drop(sized(new File(['x'], 'big.png', { type: 'image/png' }), 10_485_761));
    await expectRejected('Fichier trop volumineux : 10 Mo maximum.');
  });

  it('accepts exactly 10 MB', async () => {
    const file = sized(new File(['x'], 'limit.png', { type: 'image/png' }), 10_485_760);
    drop(file);
    await waitFor(() => expect(mutate).toHaveBeenCalledWith(file));
  });

  it('rejects an empty file', async () => {
    drop(new File([], 'empty.png', { type: 'image/png' }));
    await expectRejected('Fichier vide ou trop petit.');
  });

  it('rejects more than one file', async () => {
    drop(new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' }));
    await expectRejected('Un seul fichier à la fois.');
  });

  it('shows progress while uploading', () => {
    vi.mocked(useUploadCarouselMedia).mockReturnValue({ mutate, isPending: true } as unknown as ReturnType<
      typeof useUploadCarouselMedia
    >);
    render(<MediaDropzone onUploaded={vi.fn()} />);
    expect(screen.getByRole('progressbar', { name: 'Progression de l’upload' })).toBeInTheDocument();
  });
});
