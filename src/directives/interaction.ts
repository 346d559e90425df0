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

/** Taps held while the island loads, at most: a reader does not tap more than this in a second or two. */
const MAX_HELD_CLICKS = 8;

/** Replays held taps in order, letting the island render between them (a choice enables a button). */
async function replay(el: Element, paths: number[][]): Promise<void> {
  for (const [index, path] of paths.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    nodeAt(el, path)?.click();
  }
}

/**
 * `client:interaction`: the island stays server HTML until the reader touches, types in or focuses
 * it; only then is its JavaScript loaded. Clicks that land while it loads are held and replayed on
 * the hydrated elements, in order, so no tap is lost (choose an option, then send: both count).
 * Keeps React off the wire for readers who only read (the JS-before-interaction budget).
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
  offerReloadOnHydrationErrors();
  let hydrated = false;
  const pendingClicks: number[][] = [];

  const holdClick = (event: Event) => {
    if (hydrated || !(event.target instanceof Element)) return;
    event.preventDefault();
    event.stopPropagation();
    const path = pathFrom(el, event.target);
    if (path && pendingClicks.length < MAX_HELD_CLICKS) pendingClicks.push(path);
    // The tap shows at once, while the code is still on its way (base.css: [data-pending] pulses).
    event.target.closest('button, a')?.setAttribute('data-pending', '');
  };
  /** Off again before React takes the markup over, so it hydrates exactly what the server sent. */
  const clearPending = () => {
    for (const node of el.querySelectorAll('[data-pending]')) node.removeAttribute('data-pending');
  };

  const start = async () => {
    for (const name of START_EVENTS) el.removeEventListener(name, start, true);
    el.addEventListener('click', holdClick, true);
    let hydrate: Awaited<ReturnType<typeof load>>;
    try {
      hydrate = await loadChunk(load);
    } catch {
      el.removeEventListener('click', holdClick, true);
      clearPending();
      return offerReload(el);
    }
    clearPending();
    await hydrate();
    hydrated = true;
    el.removeEventListener('click', holdClick, true);
    await replay(el, pendingClicks);
  };

  for (const name of START_EVENTS) el.addEventListener(name, start, { capture: true, once: true });
};

export default interactionDirective;
