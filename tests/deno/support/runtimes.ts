// One request, two runtimes: the function under Deno behind the stack's gateway, and its
// handler.ts in this process (as the Node layers run it) with the environment the stack gives
// its Deno process. Bad input must get the same answer from both.
import { expect } from 'vitest';
import { loadConfig } from '../../../supabase/local/config';
import { createFunctionEnv, type GetEnv } from '../../../supabase/local/functions/function-env';
import { apiUrl } from '../../integration/support';

export type CreateHandler = (getEnv: GetEnv) => (req: Request) => Promise<Response>;

export interface FunctionCall {
  method?: string;
  /** Query string, with its `?`. */
  search?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  contentType: string | null;
  location: string | null;
  body: string;
}

const getEnv = createFunctionEnv(loadConfig());

async function answerOf(response: Response): Promise<Answer> {
  const header = (name: string) => response.headers.get(name);
  return {
    status: response.status,
    contentType: header('content-type'),
    location: header('location'),
    body: await response.text(),
  };
}

function init(call: FunctionCall): RequestInit {
  return { method: call.method ?? 'POST', headers: call.headers, body: call.body, redirect: 'manual' };
}

/** Through the stack's /functions/v1, where Deno serves the function. */
export async function callDeno(name: string, call: FunctionCall): Promise<Answer> {
  return answerOf(await fetch(`${apiUrl}/functions/v1/${name}${call.search ?? ''}`, init(call)));
}

/** The same function's handler.ts, in this process. */
export async function callNode(createHandler: CreateHandler, name: string, call: FunctionCall): Promise<Answer> {
  const request = new Request(new URL(`/${name}${call.search ?? ''}`, apiUrl), init(call));
  return answerOf(await createHandler(getEnv)(request));
}

/** Asserts both runtimes answer `call` alike; resolves to Deno's answer. */
export async function expectSameAnswer(
  createHandler: CreateHandler,
  name: string,
  call: FunctionCall,
): Promise<Answer> {
  const deno = await callDeno(name, call);
  const node = await callNode(createHandler, name, call);
  expect(deno).toEqual(node);
  return deno;
}

/** The bearer and apikey headers of a signed-in client (or of a key). */
export function bearer(token: string, apikey = token): Record<string, string> {
  return { Authorization: `Bearer ${token}`, apikey, 'Content-Type': 'application/json' };
}
