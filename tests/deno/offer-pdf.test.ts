import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, messages } from '../../supabase/functions/offer-pdf/handler';
import { renderOfferPdf, sha256Hex, type OfferPdfData } from '../../supabase/functions/_shared/pdf/offer-pdf';
import { ANON_KEY } from '../../supabase/local/config';
import { apiUrl, service, signedIn, type Client } from '../integration/support';
import { offerPdfText } from '../support/offer-pdf-text';
import { draftOffer, offerToken, removeOffers } from './support/offers';
import { bearer, expectSameAnswer } from './support/runtimes';

/**
 * offer-pdf under Deno: it renders a draft's PDF, stores it and records its SHA-256, which is the
 * one Node computes for the same offer (the bytes are deterministic); the client's link serves
 * those bytes; bad requests get Node's answers.
 */
const FONT = new URL('../../supabase/functions/_shared/fonts/DejaVuSans.ttf', import.meta.url);
let commercial: Client;
let viewer: Client;

async function tokenOf(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

beforeAll(async () => {
  [commercial, viewer] = await Promise.all([
    signedIn('commercial@example.com', 'demo123456'),
    signedIn('lecteur@example.com', 'demo123456'),
  ]);
});

afterAll(removeOffers);

describe('offer-pdf under Deno', () => {
  it('renders the PDF Node renders, byte for byte, stores it, and serves it on the client’s link', async () => {
    const id = await draftOffer(commercial);
    const { data, error } = await commercial.functions.invoke('offer-pdf', { body: { offer_id: id } });
    expect(error).toBeNull();
    const { pdf_path, pdf_sha256 } = data as { pdf_path: string; pdf_sha256: string };
    const { data: offer } = await service()
      .from('offers')
      .select('reference, pdf_path, pdf_sha256, pdf_error')
      .eq('id', id)
      .single();
    expect(offer).toMatchObject({ pdf_path, pdf_sha256, pdf_error: null });

    // Node renders the same offer from the same source: the same bytes.
    const { data: source } = await service().rpc('offer_pdf_source', { offer_id: id });
    const nodeBytes = await renderOfferPdf(source as unknown as OfferPdfData, new Uint8Array(await readFile(FONT)));
    expect(await sha256Hex(nodeBytes)).toBe(pdf_sha256);

    const stored = await viewer.storage.from('offer-documents').download(pdf_path);
    expect(stored.error).toBeNull();
    const bytes = new Uint8Array(await stored.data!.arrayBuffer());
    expect(await sha256Hex(bytes)).toBe(pdf_sha256);
    expect(await offerPdfText(bytes)).toContain(`Devis ${offer!.reference}`);

    expect((await commercial.rpc('send_offer', { offer_id: id })).error).toBeNull();
    const link = await fetch(`${apiUrl}/functions/v1/offer-pdf?token=${await offerToken(id)}&offer_id=${id}`);
    expect(link.status).toBe(200);
    expect(link.headers.get('content-type')).toBe('application/pdf');
    expect(link.headers.get('content-disposition')).toBe(`attachment; filename="${offer!.reference}.pdf"`);
    expect(await sha256Hex(new Uint8Array(await link.arrayBuffer()))).toBe(pdf_sha256);
  });

  it('answers bad requests as Node does, in French', async () => {
    const draft = await draftOffer(commercial);
    const asCommercial = bearer(await tokenOf(commercial), ANON_KEY);
    const cases = [
      { call: { headers: asCommercial, body: '{"offer_id":"pas-un-uuid"}' }, status: 400, error: messages.badRequest },
      { call: { headers: asCommercial, body: 'pas du JSON' }, status: 400, error: messages.badRequest },
      {
        call: { headers: bearer(await tokenOf(viewer), ANON_KEY), body: JSON.stringify({ offer_id: draft }) },
        status: 403,
        error: messages.forbidden,
      },
      { call: { headers: { apikey: ANON_KEY }, body: '{}' }, status: 401, error: messages.unauthenticated },
      { call: { method: 'GET', search: `?token=court&offer_id=${draft}` }, status: 400, error: messages.badRequest },
      {
        call: { method: 'GET', search: `?token=${'b'.repeat(64)}&offer_id=${draft}` },
        status: 404,
        error: messages.notFound,
      },
      { call: { method: 'PUT', headers: asCommercial, body: '{}' }, status: 405, error: messages.method },
    ];
    for (const { call, status, error } of cases) {
      const answer = await expectSameAnswer(createHandler, 'offer-pdf', call);
      expect({ status: answer.status, error: JSON.parse(answer.body).error }).toEqual({ status, error });
    }
    // Nothing was rendered for the refused draft.
    const { data } = await service().from('offers').select('pdf_path').eq('id', draft).single();
    expect(data!.pdf_path).toBeNull();
  });
});
