// Signed URLs on the product's own private bucket and policies: signing runs as the caller, so
// the offers' storage policy (private.can('offers', 'read')) decides who may hand a PDF out. Run on
// the embedded stack and on the real-PostgreSQL one (each request on a fresh connection).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, anon, service, signedIn } from './support';

const BUCKET = 'offer-documents';
const path = `signed-url-test-${randomUUID()}/DEV-2026-00042.pdf`;
const pdf = Buffer.from('%PDF-1.7\n% devis de test\n%%EOF\n');

beforeAll(async () => {
  const { error } = await service().storage.from(BUCKET).upload(path, pdf, { contentType: 'application/pdf' });
  expect(error).toBeNull();
});

afterAll(async () => {
  await service().storage.from(BUCKET).remove([path]);
});

describe('signed URLs of an offer PDF', () => {
  it('an offers reader signs one; anyone holding it downloads the PDF without a key, under the name given', async () => {
    for (const reader of [await admin(), await signedIn('compta@example.com', 'demo123456')]) {
      const { data, error } = await reader.storage
        .from(BUCKET)
        .createSignedUrl(path, 300, { download: 'Devis DEV-2026-00042.pdf' });
      expect(error).toBeNull();
      const response = await fetch(data!.signedUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        "attachment; filename=Devis%20DEV-2026-00042.pdf; filename*=UTF-8''Devis%20DEV-2026-00042.pdf",
      );
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    }
  });

  it('a role that may not read offers, and a visitor, cannot sign it, one path or several', async () => {
    for (const [who, client] of [
      ['technicien', await signedIn('technique@example.com', 'demo123456')],
      ['visiteur', anon()],
    ] as const) {
      const one = await client.storage.from(BUCKET).createSignedUrl(path, 300);
      expect(one.data, who).toBeNull();
      expect(one.error, who).toMatchObject({ statusCode: '404', message: 'Object not found' });
      const many = await client.storage.from(BUCKET).createSignedUrls([path], 300);
      expect(many.data, who).toEqual([
        expect.objectContaining({
          path,
          signedUrl: null,
          error: 'Either the object does not exist or you do not have access to it',
        }),
      ]);
    }
  });
});
