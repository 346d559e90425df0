import { test as base, type Page } from '@playwright/test';
import { LATE_LOADER } from '../../src/lib/lateResources.ts';

/**
 * The suite's `test`: Playwright's, with navigations that wait for a page's late stylesheets and
 * scripts (docs/decisions/167).
 *
 * A page's own stylesheets and module scripts load in the frame after its `load` event, where
 * Playwright's navigations return. A test acts at once, faster than any reader, and would meet a
 * page whose elements are not defined yet and whose lower rules have not applied. So `goto`,
 * `reload`, `goBack`, `goForward` and `waitForURL` return once the loader has run, every stylesheet
 * has loaded or failed, and every module script has run. A navigation that asks for less than
 * `load` (`waitUntil: 'domcontentloaded'` or `'commit'`) returns as Playwright's does: such a test
 * looks at the page before its late files on purpose.
 *
 * Playwright's evaluations count as a user gesture in Chromium (`navigator.userActivation`), which is
 * one reason the page's own scripts ask the loader, not the browser, whether the reader has touched
 * the page (src/lib/lateResources.ts).
 */
export * from '@playwright/test';

/**
 * In the page: resolves once the loader has run, every stylesheet has loaded or failed, and every
 * module script has run; at once without JavaScript, where the `<noscript>` before the loader is
 * markup (its links apply as they are) and nothing would ever run.
 */
async function lateFilesIn(loader: string): Promise<void> {
  const held = () => [...document.scripts].find((script) => script.textContent === loader)?.previousElementSibling;
  if (held()?.localName === 'noscript' && held()!.firstElementChild !== null) return;
  while (held()?.localName === 'noscript') await new Promise((next) => setTimeout(next, 10));
  const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].filter((link) => !link.sheet);
  await Promise.all([
    // A sheet that failed before this look has no event left to fire: two seconds bound that case.
    ...sheets.map((link) => new Promise((settle) => (link.addEventListener('load', settle), link.addEventListener('error', settle), setTimeout(settle, 2000)))),
    // Importing a module the page has asked for waits for that one evaluation; it never runs it twice.
    ...[...document.querySelectorAll<HTMLScriptElement>('script[type=module][src]')].map((script) => import(script.src).catch(() => undefined)),
  ]);
}

/** Resolves once the page's late stylesheets and scripts are in and have run. */
export async function lateResourcesIn(page: Page): Promise<void> {
  await page.evaluate(lateFilesIn, LATE_LOADER);
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const;
const PATCHED = Symbol('late resources');

/** Every page of this worker waits for its late files after a navigation that waited for `load`. */
function patch(prototype: Record<PropertyKey, unknown>): void {
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  for (const name of NAVIGATIONS) {
    const navigate = prototype[name] as (this: Page, ...args: unknown[]) => Promise<unknown>;
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const result = await navigate.apply(this, args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null && !(arg instanceof RegExp));
      if (options?.waitUntil === 'domcontentloaded' || options?.waitUntil === 'commit') return result;
      // A page that navigates again meanwhile, or closes, has nothing left to wait for.
      await lateResourcesIn(this).catch(() => undefined);
      return result;
    };
  }
}

export const test = base.extend<object, { lateResources: void }>({
  lateResources: [
    async ({ browser }, use) => {
      // Every page of the worker shares one prototype, the pages of contexts a test opens itself too.
      const page = await browser.newPage();
      patch(Object.getPrototypeOf(page) as Record<PropertyKey, unknown>);
      await page.context().close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
