// Which resolved addresses an image download may reach: public unicast only. Loopback,
// private, link-local (cloud metadata at 169.254.169.254), CGNAT, documentation, multicast and
// reserved ranges are refused, including IPv4 written inside IPv6 (mapped, NAT64).

/** [first address as a 32-bit number, prefix length] */
const BLOCKED_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function v4Number(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

function isPublicV4(value: number): boolean {
  return !BLOCKED_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4Number(base) as number;
    return value >= start && value < start + size;
  });
}

/** Eight 16-bit groups, or null when the text is no IPv6 address. */
function v6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const v4 = v4Number(tail[1] as string);
    if (v4 === null) return null;
    text = `${text.slice(0, -tail[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':'));
  const head = parse(halves[0] as string);
  const rest = halves.length === 2 ? parse(halves[1] as string) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

function isPublicV6(g: number[]): boolean {
  const [a = 0, b = 0] = g;
  const embeddedV4 = ((g[6]! << 16) + g[7]!) >>> 0;
  const zeroPrefix = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroPrefix(6)) return false; // ::, ::1 and IPv4-compatible
  if (zeroPrefix(5) && g[5] === 0xffff) return isPublicV4(embeddedV4); // IPv4-mapped
  if (a === 0x64 && b === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicV4(embeddedV4); // NAT64
  if ((a & 0xfe00) === 0xfc00) return false; // unique local
  if ((a & 0xffc0) === 0xfe80) return false; // link-local
  if ((a & 0xff00) === 0xff00) return false; // multicast
  if (a === 0x2001 && b === 0x0db8) return false; // documentation
  return true;
}

/** True only for a well-formed public unicast IPv4 or IPv6 address. */
export function isPublicAddress(ip: string): boolean {
  const v4 = v4Number(ip);
  if (v4 !== null) return isPublicV4(v4);
  const v6 = v6Groups(ip.replace(/^\[|\]$/g, ''));
  return v6 !== null && isPublicV6(v6);
}

/** The address itself when a URL names its host by IP, else null. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return v4Number(bare) !== null || v6Groups(bare) !== null ? bare : null;
}
