/**
 * Puts a JSON-LD block about data loaded at runtime (e.g. the catalogue) into <head>, or removes it
 * with `null`. Kept apart from the page's own head tags, which PageMeta rewrites on navigation.
 */
export function setRuntimeJsonLd(id: string, data: Record<string, unknown> | null) {
  const existing = document.head.querySelector(`script[data-runtime-jsonld="${CSS.escape(id)}"]`);
  if (!data) {
    existing?.remove();
    return;
  }
  const script = existing ?? document.createElement('script');
  script.setAttribute('type', 'application/ld+json');
  script.setAttribute('data-runtime-jsonld', id);
  script.textContent = JSON.stringify(data);
  if (!existing) document.head.appendChild(script);
}
