import { expect, test } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { admin, logIn } from './readerLogin.ts';

/** Issue 16 "Done when", votes: a vote with a verify code; a second vote refused with the platform's message. */
const cn = translator('cn');
const V = DEMO_IDS.votes;
const url = (name: string, params: (string | number)[]) => routeUrl(name, params, { lang: 'cn' });

test('the vote page needs a login and has the title 投票活动详情', async ({ page, request }) => {
  await page.goto(url('activityVote', [DEMO_IDS.activities.vote, V.activity]));
  await expect(page).toHaveURL(/\/login\.html\?redirect=.*activityVote/);
  await logIn(page, request);
  await expect(page).toHaveURL(/activityVote/);
  await expect(page).toHaveTitle(/投票活动详情/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('我心中的云溪美食');
  // SPEC §9: the time left to vote, beside the end date.
  await expect(page.locator('.vote-meta [data-time-left]')).toHaveText(/^(剩余\d+天|剩余\d+小时|剩余不足1小时|已截止)$/);
});

test('a vote with a verify code: choose, type the code the image shows, counted once', async ({ page, request }) => {
  await page.goto(url('login', []));
  await logIn(page, request);
  await page.goto(url('activityVote', [DEMO_IDS.activities.vote, V.activity]));
  const count = page.locator('[data-vote-count="7213"]');
  await expect(count).toHaveText(/^\d+ 票$/);
  const before = Number(/\d+/.exec(await count.innerText())?.[0]);
  expect(before).toBeGreaterThan(0);
  await page.locator('[data-vote-option="7213"]').click();
  await expect(page.locator('[data-vote-option="7213"]')).toHaveAttribute('aria-pressed', 'true');
  // The chosen option says so in words, not only by its colour.
  await expect(page.locator('[data-vote-option="7213"]')).toContainText(cn('vote.chosen'));
  await page.locator('[data-vote-submit]').click();
  const dialog = page.getByRole('dialog', { name: cn('vote.codeTitle') });
  await expect(dialog.getByRole('img', { name: cn('vote.codeImage') })).toBeVisible();
  const codeKey = await dialog.getAttribute('data-code-key');
  expect(codeKey).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  // A wrong code is refused with the platform's message; the image is spent.
  await dialog.getByLabel(cn('vote.codeLabel')).fill('0000');
  await dialog.getByRole('button', { name: cn('vote.confirm') }).click();
  await expect(page.locator('.vote-status')).toHaveText('验证码错误');
  await expect(count).toHaveText(cn('vote.votes', { count: before }));
  // Again, with the code the image shows (read as the SMS emulator gives phone codes).
  await page.locator('[data-vote-submit]').click();
  // The key is the dialog's once its image has come.
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  const key = await page.getByRole('dialog').getAttribute('data-code-key');
  const code = String((await admin(request, `/verify-code/${key}`)).data.code);
  await page.getByRole('dialog').getByLabel(cn('vote.codeLabel')).fill(code);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: cn('vote.confirm') })
    .click();
  await expect(page.locator('[data-vote-result]')).toBeVisible();
  await expect(count).toHaveText(cn('vote.votes', { count: before + 1 }));
  await expect(page.locator('.vote-status')).toHaveText('投票成功');
});

test('two taps while the widget loads both count, in order: the choice, then the send', async ({ page, request }) => {
  await page.goto(url('login', []));
  await logIn(page, request);
  // A slow phone: the widget's code arrives a second and a half after the first tap.
  await page.route('**/_astro/VoteWidget.island.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(url('activityVote', [DEMO_IDS.activities.vote, V.activity]));
  await page.locator('[data-vote-option="7211"]').click();
  await page.locator('[data-vote-submit]').click();
  await expect(page.locator('astro-island:has([data-vote-submit])')).not.toHaveAttribute('ssr');
  await expect(page.locator('[data-vote-option="7211"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('dialog', { name: cn('vote.codeTitle') }).getByRole('img')).toBeVisible();
});

test('a second vote beyond the limit is refused with the platform message', async ({ page, request }) => {
  await page.goto(url('login', []));
  await logIn(page, request);
  // Vote 701 (in an article): one vote per reader, no verify code.
  await page.goto(url('activityVote', [DEMO_IDS.articles.news, V.inArticle]));
  await page.locator('[data-vote-option="7112"]').click();
  await page.locator('[data-vote-submit]').click();
  await expect(page.locator('[data-vote-result]')).toBeVisible();
  await page.getByRole('button', { name: cn('vote.submit') }).click();
  await page.locator('[data-vote-option="7113"]').click();
  await page.locator('[data-vote-submit]').click();
  await expect(page.locator('.vote-status')).toHaveText('您的投票次数已用完');
});

test('one option of the vote, and an option of another vote is not found', async ({ page, request }) => {
  await page.goto(url('login', []));
  await logIn(page, request);
  await page.goto(url('voteItemDetail', [DEMO_IDS.activities.vote, V.activity, 7211]));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('鱼丸');
  const foreign = await page.goto(url('voteItemDetail', [DEMO_IDS.activities.vote, V.activity, 7111]));
  expect(foreign?.status()).toBe(404);
  await page.goto(`${url('activityVote', [DEMO_IDS.activities.vote, V.activity])}&q=${encodeURIComponent('沙茶')}`);
  await expect(page.locator('.vote-option')).toHaveCount(1);
  await expect(page.locator('.vote-option-name')).toHaveText('沙茶面');
});
