import type { ClientDirective } from 'astro';

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
 * `client:interaction`: the island stays server HTML until the reader touches, types in or focuses
 * it; only then is its JavaScript loaded. A click that lands while it loads is held and replayed
 * on the hydrated element, so the first tap is never lost. Keeps React off the wire for readers
 * who only read (the JS-before-interaction budget).
 */
const interactionDirective: ClientDirective = (load, _options, el) => {
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
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    el.removeEventListener('click', holdClick, true);
    if (pendingClick) nodeAt(el, pendingClick)?.click();
  };

  for (const name of START_EVENTS) el.addEventListener(name, start, { capture: true, once: true });
};

export default interactionDirective;
