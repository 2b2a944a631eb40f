/** Only http(s) URLs and site-relative paths may become a link or an image source. */
export function safeUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const value = url.trim();
  if (/^https?:\/\/[^\s<>"]+$/i.test(value)) return value;
  if (/^\/(?!\/)[^\s<>"]*$/.test(value)) return value;
  return undefined;
}
