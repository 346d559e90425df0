import { expect, test } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { LOCALES } from '../../src/i18n/locales.ts';
import { THEMES } from '../../src/lib/theme.ts';
import { PAGES } from './demoPages.ts';

/**
 * axe (WCAG 2.0–2.2 A/AA) over every implemented route: each in all five languages (light theme)
 * and in all three themes (Chinese). Language and theme act on different things (text and script
 * versus colour), so the two sweeps cover both without the full product of the two.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
async function violations(page: import('@playwright/test').Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [name, url] of PAGES) {
  test.describe(name, () => {
    for (const locale of LOCALES) {
      test(`${locale}: 0 axe violations`, async ({ page }) => {
        await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${locale}&theme=light`);
        expect(await violations(page)).toEqual([]);
      });
    }
    for (const theme of THEMES.filter((t) => t !== 'light')) {
      test(`${theme}: 0 axe violations`, async ({ page }) => {
        await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=cn&theme=${theme}`);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
