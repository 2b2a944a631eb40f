// Between the prerendered page's first paint and hydration, its buttons have no handlers yet: a
// tap on the menu or on a FAQ question would do nothing. The entry remembers the last such tap and
// the app repeats it once React listens, which then hydrates that part at once to answer it.
// Links and forms need no help: the browser follows and submits them on its own.

let lastTapped: HTMLButtonElement | null = null;

function remember(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button?.type === 'button') lastTapped = button;
}

/** Called by the entry (boot.ts) before the app is fetched. */
export function captureEarlyClicks() {
  document.addEventListener('click', remember, true);
}

/** Called by the app right after hydrateRoot, when React's listeners are on the root. */
export function replayEarlyClick() {
  document.removeEventListener('click', remember, true);
  const button = lastTapped;
  lastTapped = null;
  if (button?.isConnected) button.click();
}
