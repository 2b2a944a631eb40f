// DNS rebinding: a page on another site can point its own name at 127.0.0.1 and then read the
// local API and inbox as same-origin. Its requests still carry that name in Host, so only
// loopback names and the configured host are answered.
import net from 'node:net';

export function isAllowedHost(hostHeader: string | undefined, configuredHost: string): boolean {
  // Not a browser (browsers always send Host): nothing to rebind.
  if (hostHeader === undefined) return true;
  const m = /^(\[[^\]]+\]|[^:]+)(?::\d+)?$/.exec(hostHeader.trim().toLowerCase());
  if (!m) return false;
  const host = (m[1] as string).replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === configuredHost.toLowerCase()) return true;
  if (net.isIPv4(host)) return host.startsWith('127.');
  return net.isIPv6(host) && (host === '::1' || host === '0:0:0:0:0:0:0:1');
}

export const HOST_REFUSED = JSON.stringify({
  message: 'Host not allowed: the local stack answers loopback names and STACK_HOST only',
});
