import { expect, test } from './fixtures.ts';
import { PAGES } from './demoPages.ts';

/**
 * Each page's CSP lists only the hashes of its own inline scripts and styles (docs/decisions/126),
 * so the browser is the judge: on every implemented route, every island hydrates and nothing is
 * blocked. A hash cut too far would show here as a violation, or as an island left unhydrated.
 */
declare global {
  interface Window {
    cspViolations: string[];
  }
}

const HASH = /'sha256-[^']+'/g;

for (const [name, url] of PAGES) {
  test(`${name}: nothing is blocked, every island hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`));
    });
    const response = await page.goto(url);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    // Forms post to this site only: an injected form cannot send a reader's input elsewhere.
    expect(policy).toContain("form-action 'self'");
    // The islands that wait for a touch get one each.
    // (In the page at once: an island hydrating by itself meanwhile must not be waited for.)
    await page.evaluate(() => document.querySelectorAll('astro-island[ssr]').forEach((island) => island.dispatchEvent(new FocusEvent('focusin'))));
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    // Astro's header lists 13 script hashes for every page; no page runs more than a handful.
    expect((policy.match(HASH) ?? []).length, policy).toBeLessThanOrEqual(6);
  });
}
