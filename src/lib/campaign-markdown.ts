// The back-office preview renders campaign content with the very module the e-mails use
// (markdown-it, raw HTML disabled), so what staff see is what recipients get.
export { markdownToHtml } from '../../supabase/functions/_shared/email/markdown.ts';
