import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_HOOK_SECRET, deployHookUrl } from '../support/global-setup';
import { anon, newStaffAccount, service, type Client } from './support';

/**
 * « Publier »: the publish-site function records the publication as the caller (RLS decides who
 * may publish), calls the hosting's deploy hook — played here by a loopback server — and writes
 * what became of it. The row's author and outcome are the server's.
 */
const hookUrl = new URL(deployHookUrl(process.env.STACK_API_PORT));
let hookAnswer: { status: number; body: string } = { status: 200, body: '{"pages":42}' };
const hookCalls: { authorization: string | undefined; body: string }[] = [];
const hook = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    hookCalls.push({ authorization: request.headers.authorization, body });
    response.writeHead(hookAnswer.status, { 'Content-Type': 'application/json' }).end(hookAnswer.body);
  });
});
const created: string[] = [];
let marketing: { id: string; email: string; client: Client };

async function publish(client: Client) {
  const { data, error } = await client.functions.invoke('publish-site', { body: {} });
  const context = (error as { context?: Response } | null)?.context;
  return {
    status: context ? context.status : 200,
    message: context ? ((await context.json()) as { error: string }).error : null,
    publication: (data as { publication?: { status: string; pages: number | null } } | null)?.publication ?? null,
  };
}

async function publicationsOf(userId: string) {
  const { data } = await service()
    .from('site_publications')
    .select('requested_by, requested_by_email, status, pages, message, finished_at')
    .eq('requested_by', userId)
    .order('id');
  return data ?? [];
}

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(Number(hookUrl.port), '127.0.0.1', resolve));
  marketing = await newStaffAccount('marketing');
  created.push(marketing.id);
});

afterAll(async () => {
  hook.close();
  for (const id of created) {
    await service().from('site_publications').delete().eq('requested_by', id);
    await service().auth.admin.deleteUser(id);
  }
});

describe('publish-site', () => {
  it('rebuilds through the deploy hook and records who published and how many pages', async () => {
    hookAnswer = { status: 200, body: '{"pages":42}' };
    const before = hookCalls.length;
    const result = await publish(marketing.client);
    expect(result).toMatchObject({ status: 200, publication: { status: 'published', pages: 42 } });
    expect(hookCalls).toHaveLength(before + 1);
    expect(hookCalls.at(-1)!.authorization).toBe(`Bearer ${DEPLOY_HOOK_SECRET}`);
    expect(JSON.parse(hookCalls.at(-1)!.body)).toHaveProperty('publication_id');
    const [row] = await publicationsOf(marketing.id);
    expect(row).toMatchObject({
      requested_by_email: marketing.email,
      status: 'published',
      pages: 42,
      message: 'Pages publiques régénérées : 42 pages.',
    });
    expect(row.finished_at).not.toBeNull();
  });

  it('says the hosting is rebuilding when its hook answers without a page count', async () => {
    hookAnswer = { status: 201, body: '{"job":{"id":"abc"}}' };
    const result = await publish(marketing.client);
    expect(result).toMatchObject({ status: 200, publication: { status: 'triggered', pages: null } });
    expect((await publicationsOf(marketing.id)).at(-1)).toMatchObject({ status: 'triggered' });
  });

  it('records a refused rebuild as failed, with a French message', async () => {
    hookAnswer = { status: 500, body: '{}' };
    const result = await publish(marketing.client);
    expect(result).toMatchObject({
      status: 502,
      message: 'L’hébergeur a refusé la demande de reconstruction (HTTP 500).',
    });
    expect((await publicationsOf(marketing.id)).at(-1)).toMatchObject({
      status: 'failed',
      message: 'L’hébergeur a refusé la demande de reconstruction (HTTP 500).',
    });
  });

  it('refuses a role that may only read SEO, and records nothing', async () => {
    const viewer = await newStaffAccount('viewer');
    created.push(viewer.id);
    const before = hookCalls.length;
    expect(await publish(viewer.client)).toMatchObject({
      status: 403,
      message: 'Vous n’avez pas le droit de publier le site.',
    });
    expect(hookCalls).toHaveLength(before);
    expect(await publicationsOf(viewer.id)).toEqual([]);
  });

  it('refuses an anonymous visitor', async () => {
    const { error } = await anon().functions.invoke('publish-site', { body: {} });
    expect((error as { context?: Response } | null)?.context?.status).toBe(401);
  });

  it('keeps the author and the outcome to the server: a direct insert cannot claim a result', async () => {
    // Naming an outcome is refused outright (no column grant)…
    const claimed = await marketing.client
      .from('site_publications')
      .insert({ status: 'published', pages: 999 })
      .select('id');
    expect(claimed.error?.code).toBe('42501');
    // …and the columns a caller may name are overwritten by the trigger.
    const { data, error } = await marketing.client
      .from('site_publications')
      .insert({ requested_by: null, requested_by_email: 'autre@example.com', message: 'Publiée' })
      .select('requested_by, requested_by_email, status, pages, message')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      requested_by: marketing.id,
      requested_by_email: marketing.email,
      status: 'requested',
      pages: null,
      message: null,
    });
    const update = await marketing.client
      .from('site_publications')
      .update({ status: 'published' })
      .eq('requested_by', marketing.id);
    expect(update.error?.code).toBe('42501');
  });
});
