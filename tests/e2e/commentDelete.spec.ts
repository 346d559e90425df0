import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { admin, logIn } from './readerLogin.ts';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM } from '../../playwright.config.ts';

/**
 * The question before a reader deletes their own comment (commentBox.spec.ts deletes one): one
 * question open per list, and how it looks on a narrow phone in Chinese, English and Tibetan,
 * light and dark, without axe violations.
 */
const cn = translator('cn');
const A = DEMO_IDS.articles;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.use({ viewport: { width: 390, height: 844 } });

/** Two comments of a new member, posted through the box and approved by the newsroom. */
async function twoOwnComments(page: Page, request: APIRequestContext): Promise<number[]> {
  await logIn(page, request);
  await page.goto(routeUrl('newsDetail', [DEMO_IDS.columns.headline, A.news], { lang: 'cn' }));
  // The box hydrates on its first touch (client:interaction).
  await page.getByLabel(cn('comment.textLabel')).focus();
  await expect(page.locator('astro-island:has(form.comment-box)')).not.toHaveAttribute('ssr', /.*/);
  const texts = [1, 2].map((n) => `e2e 删除确认 ${n} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`);
  for (const text of texts) {
    await page.getByLabel(cn('comment.textLabel')).fill(text);
    await page
      .locator('form.comment-box')
      .getByRole('button', { name: cn('comment.send') })
      .click();
    await expect(page.locator('.comment-box-message')).toHaveText(cn('msg.commentUnderReview'));
    await expect(page.getByLabel(cn('comment.textLabel'))).toHaveValue('');
  }
  const queue = await request.get(`${E2E_PLATFORM}/platform-admin/comments/pending?rootId=${A.news}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  const pending = ((await queue.json()) as { data: { list: { id: number; content: string }[] } }).data.list.filter((c) => texts.includes(c.content));
  expect(pending).toHaveLength(2);
  for (const comment of pending) await admin(request, `/comment/${comment.id}/approve`);
  return pending.map((comment) => comment.id);
}

test('one question per list; in cn, en and bo, light and dark, it fits a 390 px phone', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const [first, second] = await twoOwnComments(page, request);
  await page.goto(routeUrl('commentAll', [A.news, 0], { lang: 'cn' }));
  const item = (id: number | undefined) => page.locator(`#comment-${id}`);
  const question = page.getByRole('group', { name: cn('comment.deleteQuestion') });
  await item(first).locator('.comment-text').click();
  await item(first).locator('[data-act="remove"]').click();
  await expect(item(first).getByRole('group')).toBeVisible();
  // Another comment's delete: the first question closes, its delete button is back.
  await item(second).locator('[data-act="remove"]').click();
  await expect(question).toHaveCount(1);
  await expect(item(second).getByRole('group')).toBeVisible();
  await expect(item(first).locator('[data-act="remove"]')).toBeVisible();

  for (const lang of ['cn', 'en', 'bo'] as const) {
    const t = translator(lang);
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(routeUrl('commentAll', [A.news, 0], { lang, ...(theme === 'dark' ? { dark: 'true' } : { theme }) }));
      const mine = item(first);
      await mine.locator('.comment-text').click();
      await mine.locator('[data-act="remove"]').click();
      const group = mine.getByRole('group', { name: t('comment.deleteQuestion') });
      await expect(group).toBeVisible();
      await expect(group.getByRole('button', { name: t('common.cancel'), exact: true })).toBeFocused();
      await expect(group.getByRole('button', { name: t('comment.delete'), exact: true })).toBeVisible();
      const results = await new AxeBuilder({ page }).include(`#comment-${first}`).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      // Nothing sticks out of the phone's width, and no button breaks inside.
      for (const part of await group.locator('> *').all()) {
        const box = await part.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      for (const button of await group.getByRole('button').all()) expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const name = `comment-delete-${lang}-${theme}`;
      await testInfo.attach(name, { body: await mine.screenshot({ path: testInfo.outputPath(`${name}.png`) }), contentType: 'image/png' });
    }
  }
});
