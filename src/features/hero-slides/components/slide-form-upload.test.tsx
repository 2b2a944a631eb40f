import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { SlideForm } from './slide-form';

/**
 * The form with the real upload and save modules and supabase-js, mocked only at the network edge
 * (and at the browser's image decoder and canvas, which jsdom does not have): what the storage API
 * receives and what the insert asks the database to hold.
 */
const network = vi.hoisted(() => ({ fetch: vi.fn<typeof fetch>() }));
vi.stubGlobal('fetch', network.fetch);
// A 1200 × 800 PNG, as the browser would decode it.
const decoded = vi.hoisted(() => ({ width: 1200 }));
vi.stubGlobal(
  'createImageBitmap',
  vi.fn(async () => ({ width: decoded.width, height: (decoded.width * 2) / 3, close: () => {} })),
);
const getContext = vi
  .spyOn(HTMLCanvasElement.prototype, 'getContext')
  .mockImplementation(
    () => ({ drawImage: () => {}, imageSmoothingQuality: 'low' }) as unknown as CanvasRenderingContext2D,
  );
const toBlob = vi
  .spyOn(HTMLCanvasElement.prototype, 'toBlob')
  .mockImplementation((callback) => callback(new Blob(['webp'], { type: 'image/webp' })));
vi.setConfig({ testTimeout: 20_000 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const storageUploads = () =>
  network.fetch.mock.calls
    .filter(([input, init]) => String(input).includes('/storage/v1/object/carousel-media/') && init?.method === 'POST')
    .map(([input]) => decodeURIComponent(String(input).replace(/^.*\/storage\/v1\/object\/carousel-media\//, '')));

const slideInserts = () =>
  network.fetch.mock.calls.filter(
    ([input, init]) => String(input).includes('/rest/v1/hero_carousel_slides') && init?.method === 'POST',
  );

/** Storage accepts every upload except the names `refuse` matches; the insert echoes its row. */
function serve(refuse?: RegExp) {
  network.fetch.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/storage/v1/object/carousel-media/')) {
      return refuse?.test(url)
        ? json(400, { statusCode: '500', error: 'Internal', message: 'Stockage indisponible' })
        : json(200, { Key: url.replace(/^.*\/object\//, ''), Id: 'obj' });
    }
    if (url.includes('/storage/v1/object/carousel-media')) return json(200, []);
    if (url.includes('/rest/v1/hero_carousel_slides') && init?.method === 'POST') {
      return json(201, [
        {
          id: 'new',
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
          ...JSON.parse(String(init.body)),
        },
      ]);
    }
    return json(200, []);
  });
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SlideForm editing={null} nextPosition={0} onDone={vi.fn()} />
      <Toaster />
    </QueryClientProvider>,
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByTestId('carousel-file-input'), { target: { files: [file] } });
}

beforeEach(() => {
  network.fetch.mockReset();
  decoded.width = 1200;
  toast.dismiss();
});
afterAll(() => {
  vi.unstubAllGlobals();
  getContext.mockRestore();
  toBlob.mockRestore();
});

describe('SlideForm: a raster upload and its sizes', () => {
  it('stores the 640 and 1024 sizes of a 1200-pixel PNG beside it and saves its width and sizes with the slide', async () => {
    serve();
    renderForm();
    choose(new File(['png'], 'vitrine.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Aperçu du média de la slide' });

    const [original, ...sizes] = storageUploads();
    expect(original).toMatch(/^\d+-[a-z0-9]{10}\.png$/);
    const stem = original.replace(/\.png$/, '');
    expect(sizes).toEqual([`${stem}-640w.webp`, `${stem}-1024w.webp`]);

    await userEvent.click(screen.getByRole('button', { name: 'Créer la slide' }));
    await waitFor(() => expect(slideInserts()).toHaveLength(1));
    const body = JSON.parse(String(slideInserts()[0][1]?.body));
    expect(body).toMatchObject({ media_type: 'image', image_width: 1200, image_variant_widths: [640, 1024] });
    expect(body.image_url).toMatch(new RegExp(`/storage/v1/object/public/carousel-media/${original}$`));
  });

  it('makes no size of a GIF and saves its width as unknown', async () => {
    serve();
    renderForm();
    choose(new File(['gif'], 'anime.gif', { type: 'image/gif' }));
    await screen.findByRole('img', { name: 'Aperçu du média de la slide' });
    expect(storageUploads()).toEqual([expect.stringMatching(/\.gif$/)]);

    await userEvent.click(screen.getByRole('button', { name: 'Créer la slide' }));
    await waitFor(() => expect(slideInserts()).toHaveLength(1));
    expect(JSON.parse(String(slideInserts()[0][1]?.body))).toMatchObject({
      image_width: null,
      image_variant_widths: [],
    });
  });

  it('fails the whole upload when a size is refused: French error, files removed, nothing in the form', async () => {
    serve(/-1024w\.webp$/);
    renderForm();
    choose(new File(['png'], 'vitrine.png', { type: 'image/png' }));

    expect(await screen.findByText('Erreur')).toBeInTheDocument();
    const removal = await waitFor(() => {
      const call = network.fetch.mock.calls.find(
        ([input, init]) => String(input).endsWith('/storage/v1/object/carousel-media') && init?.method === 'DELETE',
      );
      expect(call).toBeDefined();
      return call;
    });
    const [original, small] = storageUploads();
    expect(JSON.parse(String(removal?.[1]?.body))).toEqual({ prefixes: [original, small] });
    expect(screen.queryByRole('img', { name: 'Aperçu du média de la slide' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer la slide' })).toBeDisabled();
    expect(screen.getByText('Veuillez ajouter une image')).toBeInTheDocument();
  });

  it('refuses an image the browser cannot decode before sending anything', async () => {
    serve();
    vi.mocked(createImageBitmap).mockRejectedValueOnce(new DOMException('bad', 'InvalidStateError'));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    choose(new File(['not a png'], 'casse.png', { type: 'image/png' }));
    expect(await screen.findByText('Cette image est illisible ou endommagée.')).toBeInTheDocument();
    expect(storageUploads()).toEqual([]);
    consoleError.mockRestore();
  });
});
