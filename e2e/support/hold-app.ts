import type { Page } from '@playwright/test';

/**
 * Holds back the app's script (main.tsx's chunk) until the returned release is called: what the
 * page shows and does meanwhile comes from the prerendered HTML and src/boot.ts alone.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
