/**
 * Resolves once every stylesheet the page links has loaded or failed, or after `boundMs`: the page's
 * stylesheets arrive after its largest paint (docs/decisions/167), and a scroll position restored
 * before they apply would land elsewhere once they do. A link that failed before this was asked
 * fires nothing more, hence the bound.
 */
export function stylesheetsLoaded(boundMs = 3000): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  if (pending.length === 0) return Promise.resolve();
  const settled = pending.map(
    (link) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.race([Promise.all(settled).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, boundMs))]);
}
