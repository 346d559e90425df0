import { expect, test, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { logIn } from './readerLogin.ts';

/**
 * axe on the activity and vote pages a logged-in reader sees (the anonymous ones are in
 * a11y.spec.ts): the sign-up form with its problems, the vouchers, the vote page with its widget
 * and verify-code dialog open, and one option; in Chinese and Tibetan, light and dark.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const cn = translator('cn');
const { activities: A, votes: V } = DEMO_IDS;

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const PAGES: [string, string][] = [
  ['sign-up form', routeUrl('activityApply', [0, A.lecture])],
  ['vouchers', routeUrl('writeOff', [A.open])],
  ['vote', routeUrl('activityVote', [A.vote, V.activity])],
  ['vote web', routeUrl('activityVoteWeb', [A.vote, V.activity])],
  ['vote search', routeUrl('activityVote', [A.vote, V.activity], { q: '不存在的选项' })],
  ['vote option', routeUrl('voteItemDetail', [A.vote, V.activity, 7211])],
];
const VARIANTS = ['lang=cn&theme=light', 'lang=bo&theme=light', 'lang=cn&theme=dark'];

test('every activity and vote page a logged-in reader sees: 0 axe violations', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto(routeUrl('login', [], { lang: 'cn' }));
  await logIn(page, request);
  for (const [name, url] of PAGES) {
    for (const variant of VARIANTS) {
      await page.goto(`${url}${url.includes('?') ? '&' : '?'}${variant}`);
      expect(await violations(page), `${name} ${variant}`).toEqual([]);
    }
  }
  // The sign-up form showing its problems, and the vote widget with its dialog open.
  await page.goto(routeUrl('activityApply', [0, A.lecture], { lang: 'cn' }));
  await page.getByRole('button', { name: cn('activity.submit') }).click();
  await expect(page.locator('[data-problem]').first()).toBeVisible();
  expect(await violations(page), 'sign-up problems').toEqual([]);
  for (const theme of ['light', 'dark']) {
    await page.goto(routeUrl('activityVote', [A.vote, V.activity], { lang: 'cn', theme }));
    await page.locator('[data-vote-option="7211"]').click();
    await page.locator('[data-vote-submit]').click();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    expect(await violations(page), `vote dialog ${theme}`).toEqual([]);
  }
});
