import type { ClientDirective } from 'astro';
import { loadChunk } from '../lib/chunkLoad.ts';

const START_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** The element's position under the island as child indexes, so the same node is found after hydration. */
function pathFrom(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  let current: Element | null = node;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root ? path : null;
}

function nodeAt(root: Element, path: number[]): HTMLElement | null {
  let current: Element | undefined = root;
  for (const index of path) current = current?.children[index];
  return current instanceof HTMLElement ? current : null;
}

/**
 * SPEC §8: a widget whose code is missing (a deploy replaced it), fails, or has not come after
 * 120 s offers the reader a reload instead of staying dead. The texts come with the page
 * (BaseLayout's `data-chunk-*` attributes), so this costs no messages bundle.
 */
function offerReload(el: HTMLElement): void {
  if (el.nextElementSibling?.classList.contains('chunk-failed')) return;
  const root = document.documentElement.dataset;
  const notice = document.createElement('p');
  notice.className = 'chunk-failed';
  notice.setAttribute('role', 'alert');
  notice.textContent = `${root.chunkFailed ?? ''} `;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = root.chunkRetry ?? '↻';
  retry.addEventListener('click', () => location.reload(), { once: true });
  notice.append(retry);
  el.after(notice);
}

/** Astro retries a failed island import once, then dispatches `astro:hydration-error` on the island. */
let listening = false;
function offerReloadOnHydrationErrors(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('astro:hydration-error', (event) => {
    if (event.target instanceof HTMLElement) offerReload(event.target);
  });
}

/**
 * `client:interaction`: the island stays server HTML until the reader touches, types in or focuses
 * it; only then is its JavaScript loaded. A click that lands while it loads is held and replayed
 * on the hydrated element, so the first tap is never lost. Keeps React off the wire for readers
 * who only read (the JS-before-interaction budget).
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
  offerReloadOnHydrationErrors();
  let hydrated = false;
  let pendingClick: number[] | null = null;

  const holdClick = (event: Event) => {
    if (hydrated || !(event.target instanceof Element)) return;
    event.preventDefault();
    event.stopPropagation();
    pendingClick = pathFrom(el, event.target);
  };

  const start = async () => {
    for (const name of START_EVENTS) el.removeEventListener(name, start, true);
    el.addEventListener('click', holdClick, true);
    let hydrate: Awaited<ReturnType<typeof load>>;
    try {
      hydrate = await loadChunk(load);
    } catch {
      el.removeEventListener('click', holdClick, true);
      return offerReload(el);
    }
    await hydrate();
    hydrated = true;
    el.removeEventListener('click', holdClick, true);
    if (pendingClick) nodeAt(el, pendingClick)?.click();
  };

  for (const name of START_EVENTS) el.addEventListener(name, start, { capture: true, once: true });
};

export default interactionDirective;
