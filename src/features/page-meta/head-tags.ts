import type { PageMeta } from './build-page-meta';

/** One tag of the document head that the page owns; `key` identifies it for updates. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  key: string;
  attributes: Record<string, string>;
  text?: string;
}

export function headTags(meta: PageMeta, imageUrl: string): HeadTag[] {
  const named = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    key: `name:${name}`,
    attributes: { name, content },
  });
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    key: `property:${name}`,
    attributes: { property: name, content },
  });
  const tags: HeadTag[] = [
    named('description', meta.description),
    { tag: 'link', key: 'canonical', attributes: { rel: 'canonical', href: meta.canonical } },
    property('og:type', 'website'),
    property('og:locale', 'fr_FR'),
    property('og:site_name', 'VisioLease'),
    property('og:title', meta.ogTitle),
    property('og:description', meta.ogDescription),
    property('og:url', meta.canonical),
    property('og:image', imageUrl),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.ogTitle),
    named('twitter:description', meta.ogDescription),
    named('twitter:image', imageUrl),
  ];
  if (meta.keywords.length > 0) tags.push(named('keywords', meta.keywords.join(', ')));
  if (meta.robots) tags.push(named('robots', meta.robots));
  meta.jsonLd.forEach((data, index) =>
    tags.push({
      tag: 'script',
      key: `jsonld:${index}`,
      attributes: { type: 'application/ld+json' },
      text: JSON.stringify(data),
    }),
  );
  (meta.staticJsonLd ?? []).forEach((data, index) =>
    tags.push({
      tag: 'script',
      key: `static:${index}`,
      attributes: { type: 'application/ld+json' },
      text: JSON.stringify(data),
    }),
  );
  return tags;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Serialises head tags for the prerendered HTML (JSON-LD `<` escaped so it cannot close the script). */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map(({ tag, key, attributes, text }) => {
      const attrs = Object.entries({ ...attributes, 'data-head': key })
        .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
        .join(' ');
      if (tag === 'script') return `<script ${attrs}>${(text ?? '').replace(/</g, '\\u003c')}</script>`;
      return `<${tag} ${attrs}>`;
    })
    .join('\n    ');
}

/** Updates the live document head in place: prerendered tags are reused, never duplicated. */
export function applyHeadTags(doc: Document, title: string, tags: HeadTag[]) {
  doc.title = title;
  const wanted = new Set(tags.map((tag) => tag.key));
  doc.head.querySelectorAll('[data-head]').forEach((element) => {
    const key = element.getAttribute('data-head') ?? '';
    if (!key.startsWith('static:') && !wanted.has(key)) element.remove();
  });
  for (const { tag, key, attributes, text } of tags) {
    let element = doc.head.querySelector(`[data-head="${CSS.escape(key)}"]`);
    if (!element) {
      element = doc.createElement(tag);
      element.setAttribute('data-head', key);
      doc.head.appendChild(element);
    }
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined && element.textContent !== text) element.textContent = text;
  }
}
