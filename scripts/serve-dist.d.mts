import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function createServer(options: {
  root: string;
  extraOrigins?: string[];
  intercept?: (request: IncomingMessage, response: ServerResponse) => boolean;
}): Server;
