// Campaign content: CommonMark through markdown-it with raw HTML disabled, so a tag typed in the
// content is shown as text, never rendered; link targets markdown-it does not trust (javascript:,
// vbscript:, file:, data: outside images) stay text too. The back-office preview imports this very
// module (src/lib/campaign-markdown.ts), so what staff see is what recipients get.
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

export function markdownToHtml(source: string): string {
  return markdown.render(source);
}

/**
 * The plain-text part: Markdown already reads as text; links show their address and emphasis
 * marks go, so a text-only client shows what the HTML part says.
 */
export function markdownToText(source: string): string {
  return source
    .replace(/!?\[([^\]]*)\]\(\s*<?([^)\s>]+)>?[^)]*\)/g, (_, label: string, url: string) => (label ? `${label} (${url})` : url))
    .replace(/<(https?:\/\/[^>\s]+|mailto:[^>\s]+)>/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/^#{1,6}\s+/gm, '')
    .trim();
}
