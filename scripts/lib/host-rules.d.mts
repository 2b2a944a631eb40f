export interface HeadersRule {
  pattern: string;
  headers: Record<string, string>;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301 | 302;
  source: RegExp;
  line: number;
}

export interface RedirectMatch {
  to: string;
  status: 200 | 301 | 302;
  line: number;
}

export type StaticPathAnswer = { file: string; redirect?: undefined } | { redirect: string; file?: undefined };

export const CANONICAL_REDIRECT: 308;
export function resolveStaticPath(urlPath: string, isFile: (relativePath: string) => boolean): StaticPathAnswer | undefined;
export function parseHeadersFile(text: string): HeadersRule[];
export function headersPatternMatches(pattern: string, urlPath: string): boolean;
export function parseRedirectsFile(text: string): RedirectRule[];
export function matchRedirect(rules: RedirectRule[], urlPath: string): RedirectMatch | undefined;
