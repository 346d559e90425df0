/**
 * The page's one toast (SPEC §8, docs/decisions/162): what `$catalogueToast` holds, shown to the
 * reader. The first Action call of a page mounts it (src/browser/actionAnswer.ts), so it comes with
 * the islands and costs the page's first response nothing. It is a single live region at the end
 * of the body; a newer toast replaces the one shown. Its texts are the five small `*Toast.ts`
 * message files, imported here directly, so the toast needs no island's message bundle: a reader
 * whose network has just failed still reads 网络错误 in their language.
 */
import { $catalogueToast, toastLoadFailure, type CatalogueToast } from '../stores/platformErrors.ts';
import { loadFailureKind } from '../lib/chunkLoad.ts';
import { localeFromTag, DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { cnToast } from '../i18n/messages/cnToast.ts';
import { enToast } from '../i18n/messages/enToast.ts';
import { deToast } from '../i18n/messages/deToast.ts';
import { frToast } from '../i18n/messages/frToast.ts';
import { boToast } from '../i18n/messages/boToast.ts';

export type ToastKey = keyof typeof cnToast;

const TEXTS: Record<Locale, Record<ToastKey, string>> = { cn: cnToast, en: enToast, de: deToast, fr: frToast, bo: boToast };

/** How long a toast stays; a reader reads 20 characters in well under this. */
export const TOAST_SHOWN_MS = 4_000;

function isToastKey(key: string): key is ToastKey {
  return Object.hasOwn(cnToast, key);
}

/** What the toast says: the platform's own words when it gave some, else its key's text in the page's language, else the generic error. */
export function toastText(toast: CatalogueToast, locale: Locale): string {
  if (toast.message) return toast.message;
  const texts = TEXTS[locale];
  return isToastKey(toast.messageKey) ? texts[toast.messageKey] : texts['error.generic'];
}

/**
 * SPEC §8's CSS chunk error for the late stylesheets (docs/decisions/145 links them at the end of
 * the body): one that has finished loading (the browser has its timing entry) without a sheet failed;
 * one still on its way is watched. The first screen's rules are inline, so the page still reads.
 */
function watchStylesheets(doc: Document): void {
  const view = doc.defaultView;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.sheet || link.media === 'print') continue;
    const finished = (view?.performance.getEntriesByName(link.href, 'resource').length ?? 0) > 0;
    if (finished) {
      toastLoadFailure('css');
      return;
    }
    link.addEventListener('error', () => toastLoadFailure('css'), { once: true });
  }
}

let mounted = false;

/** Puts the toast on the page once (later calls do nothing) and shows every toast set after it. */
export function mountCatalogueToast(doc: Document = document): void {
  if (mounted) return;
  mounted = true;
  const locale = localeFromTag(doc.documentElement.lang) ?? DEFAULT_LOCALE;
  // The live region is there, empty, before its first text, so screen readers announce that text.
  const region = doc.createElement('div');
  region.className = 'catalogue-toast';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  doc.body.append(region);
  let timer: ReturnType<typeof setTimeout> | undefined;
  $catalogueToast.subscribe((toast) => {
    clearTimeout(timer);
    region.replaceChildren();
    if (!toast) return;
    const text = doc.createElement('p');
    text.textContent = toastText(toast, locale);
    region.append(text);
    timer = setTimeout(() => $catalogueToast.set(null), TOAST_SHOWN_MS);
  });
  watchStylesheets(doc);
  // Vite's event for a dynamic import whose code or stylesheet could not be preloaded.
  doc.defaultView?.addEventListener('vite:preloadError', (event) => toastLoadFailure(loadFailureKind((event as Event & { payload?: unknown }).payload)));
}
