import { server } from './index.ts';

/**
 * Whether `name` (`reader.login`, from `/_actions/{name}` or a form's `?_action=`) names an Action.
 * Astro answers a group name (`article`) or an inherited key (`toString`) with a 500; the
 * middleware answers anything this refuses with a 404 before Astro looks.
 */
export function isActionName(name: string): boolean {
  let node: unknown = server;
  for (const part of name.split('.')) {
    if (!node || (typeof node !== 'object' && typeof node !== 'function') || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'function';
}
