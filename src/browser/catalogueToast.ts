/**
 * The page's one toast (SPEC §8, docs/decisions/162): what `$catalogueToast` holds, shown to the
 * reader. src/browser/actionAnswer.ts mounts it when the first island or element that can call an
 * Action loads, so it comes with the islands and costs the page's first response nothing. It is a single live region at the end
 * of the body; a newer toast replaces the one shown. Its texts come in the islands' message bundles
 * (TOAST_MESSAGES), so they are there when the network has failed.
 */
import { $catalogueToast, toastStylesheetFailure, type CatalogueToast } from '../stores/platformErrors.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';

/** How long a toast stays; a reader reads 20 characters in well under this. */
export const TOAST_SHOWN_MS = 4_000;

/** The toast's texts: the first island bundle handed over, which carries TOAST_MESSAGES. */
let texts: MessageBundle = {};

/**
 * An island hands over its message bundle (with TOAST_MESSAGES) on hydration; the first one stays,
 * and the late stylesheets are looked at then, when the toast can word what it finds.
 */
export function provideToastTexts(bundle: MessageBundle): void {
  if (Object.keys(texts).length) return;
  texts = bundle;
  if (typeof document !== 'undefined') watchStylesheets();
}

/**
 * What the toast says: the words that came with the error (the platform's, or the server's own in
 * the reader's language), else its key's text; null when there is none (the Action's place says it).
 */
export function toastText(toast: CatalogueToast, bundle: MessageBundle = texts): string | null {
  return toast.message ?? bundle[toast.messageKey as keyof MessageBundle] ?? null;
}

/**
 * SPEC §8's CSS chunk error for the late stylesheets (docs/decisions/145 links them at the end of
 * the body). One that has finished loading (the browser has its timing entry) failed when it got no
 * sheet (a network failure) or an error status (Chromium then gives an empty sheet); one still on
 * its way is watched. The first screen's rules are inline, so the page still reads.
 */
function watchStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const entry = performance.getEntriesByName(link.href)[0] as PerformanceResourceTiming | undefined;
    if (!entry) link.onerror = () => toastStylesheetFailure();
    else if (!link.sheet || entry.responseStatus >= 400) return toastStylesheetFailure();
  }
}

let mounted = false;

/** Puts the toast on the page once (later calls do nothing) and shows every toast set after it. */
export function mountCatalogueToast(): void {
  if (mounted) return;
  mounted = true;
  // The live region is there, empty, before its first text, so screen readers announce that text.
  const region = document.body.appendChild(document.createElement('div'));
  region.className = 'catalogue-toast';
  // role="status" is a polite live region by itself.
  region.role = 'status';
  let timer: ReturnType<typeof setTimeout> | undefined;
  $catalogueToast.subscribe((toast) => {
    clearTimeout(timer);
    region.textContent = '';
    const words = toast && toastText(toast);
    if (!words) return;
    region.appendChild(document.createElement('p')).textContent = words;
    timer = setTimeout(() => $catalogueToast.set(null), TOAST_SHOWN_MS);
  });
}
