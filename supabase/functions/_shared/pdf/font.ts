/**
 * The font every PDF of the functions embeds (DejaVu Sans: French accents, « », €), read from
 * _shared/fonts. A function that renders a PDF declares that file in its static_files
 * (supabase/config.toml): only declared files are on the hosted disk. Deno and Node both
 * resolve node:fs.
 */
export async function readPdfFont(): Promise<Uint8Array> {
  const { readFile } = await import('node:fs/promises');
  return new Uint8Array(await readFile(new URL('../fonts/DejaVuSans.ttf', import.meta.url)));
}
