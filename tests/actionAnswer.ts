/** Reading an Astro Action's answer outside Astro's client (hostile and e2e tests). */

/** Astro answers Actions in devalue's flat form: index 0 is the root, other values point into the list. */
export function devalue(text: string): unknown {
  const flat = JSON.parse(text) as unknown[];
  const resolve = (index: number): unknown => {
    if (index < 0) return undefined;
    const value = flat[index];
    if (Array.isArray(value)) return value.map((item) => resolve(item as number));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item as number)]));
    return value;
  };
  return resolve(0);
}
