import type { Page } from '@playwright/test';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { accessLines, clusterInfo, cn, control, expect, logIn, memberIdOf, query, readerAgent, siteIndexOf, siteRequestCounts, test, url } from './clusterTest.ts';

/**
 * A reader's walk through nginx over two site processes with no sticky sessions (docs/decisions/131):
 * log in, comment, like, keep, vote and sign up — spread over both processes, through one of them
 * dying, and logged in still after both restart. What the platform wrote is counted in PostgreSQL.
 */
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;
const OPTION = 7213;

interface Written {
  praises: number;
  comments: number;
  favourites: number;
  votes: number;
  signups: number;
}

async function written(memberId: number, articleId: number, text: string): Promise<Written> {
  const [row] = await query<{ [K in keyof Written]: string }>(
    `select (select count(*) from praises where object_id = $2) as praises,
            (select count(*) from comments where member_id = $1 and content = $3) as comments,
            (select count(*) from favourites where member_id = $1 and article_id = $2) as favourites,
            (select count(*) from vote_records where member_id = $1) as votes,
            (select count(*) from activity_signups where member_id = $1 and activity_id = $4) as signups`,
    [memberId, articleId, text, DEMO_IDS.activities.open],
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)])) as unknown as Written;
}

async function verifyCode(page: Page, key: string): Promise<string> {
  for (const platform of clusterInfo().platformUrls) {
    const response = await page.request.post(`${platform}/platform-admin/verify-code/${key}`, { headers: { authorization: `Bearer ${clusterInfo().adminToken}` } });
    if (response.ok()) return String(((await response.json()) as { data: { code: string } }).data.code);
  }
  throw new Error(`no platform process drew the verify code ${key}`);
}

/** The walk; `between` runs after each step (e.g. to kill a process while the reader is between two taps). */
async function walk(page: Page, articleId: number, text: string, between: (step: string) => Promise<void> = async () => {}): Promise<void> {
  await page.goto(url('newsDetail', [C.headline, articleId]));
  const like = page.locator('.article-actions [data-action="like"]');
  // Tap until the island has hydrated and answered once.
  await expect(async () => {
    await like.click();
    await expect(page.locator('.action-toast')).not.toBeEmpty({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.action-toast')).toContainText(cn('msg.likeSuccess'));
  await between('like');

  await page.locator('.article-actions [data-action="favourite"]').click();
  await expect(page.locator('.article-actions [data-action="favourite"]')).toHaveAttribute('aria-pressed', 'true');
  await between('favourite');

  await page.getByLabel(cn('comment.textLabel')).focus();
  await expect(page.locator('astro-island:has(form.comment-box)')).not.toHaveAttribute('ssr', /.*/);
  await page.getByLabel(cn('comment.textLabel')).fill(text);
  await page
    .locator('form.comment-box')
    .getByRole('button', { name: cn('comment.send') })
    .click();
  await expect(page.locator('.comment-box-message')).toHaveText(cn('msg.commentUnderReview'));
  await between('comment');

  await page.goto(url('activityVote', [DEMO_IDS.activities.vote, DEMO_IDS.votes.activity]));
  await page.locator(`[data-vote-option="${OPTION}"]`).click();
  await expect(page.locator(`[data-vote-option="${OPTION}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.locator('[data-vote-submit]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  const key = await dialog.getAttribute('data-code-key');
  // The plain code is kept only by the platform process that drew the image (docs/decisions/100): ask each.
  const code = await verifyCode(page, String(key));
  await dialog.getByLabel(cn('vote.codeLabel')).fill(code);
  await dialog.getByRole('button', { name: cn('vote.confirm') }).click();
  await expect(page.locator('.vote-status')).toHaveText('投票成功');
  await between('vote');

  await page.goto(url('activityDetail', [DEMO_IDS.activities.open]));
  await page.getByRole('link', { name: cn('activity.button.open') }).click();
  await page.getByLabel('姓名').fill('溪集群');
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByRole('button', { name: cn('activity.submit') }).click();
  await expect(page).toHaveURL(/activityDetail/);
  await expect(page.locator('[data-signup-state]')).toHaveText(cn('activity.button.signedUp'));
}

test('a reader walks over both site processes: every action lands once, wherever it was served', async ({ browser, cluster }) => {
  const marker = `walk-${Date.now()}`;
  const context = await browser.newContext({ userAgent: readerAgent(marker), baseURL: cluster.front });
  const page = await context.newPage();
  const fromByte = accessLines().end;
  const countsBefore = await siteRequestCounts();
  const phone = await logIn(page);
  const memberId = await memberIdOf(phone);
  const text = `集群评论 ${marker}`;
  const before = await written(memberId, A.news, text);
  await walk(page, A.news, text);

  expect(await written(memberId, A.news, text)).toEqual({ ...before, praises: before.praises + 1, comments: 1, favourites: 1, votes: 1, signups: 1 });
  // nginx's log names the process that answered each of this reader's requests: both did.
  const served = new Set(
    accessLines(fromByte)
      .lines.filter((line) => line.userAgent.includes(marker) && line.upstreams.length > 0)
      .map((line) => siteIndexOf(line.upstreams.at(-1)!))
      .filter((index) => index >= 0),
  );
  expect([...served].sort()).toEqual([0, 1]);
  // Each process's own count says the same, once the processes have /metrics.
  const countsAfter = await siteRequestCounts();
  if (countsBefore && countsAfter) for (const [i, count] of countsAfter.entries()) expect(count, `site ${i + 1}`).toBeGreaterThan(countsBefore[i]!);
  else test.info().annotations.push({ type: 'metrics', description: 'the site processes have no /metrics yet: counted from nginx’s log only' });
  await context.close();
});

test('a site process killed in the middle of the walk: the walk goes on, nothing lost or counted twice', async ({ browser, cluster }) => {
  const marker = `kill-${Date.now()}`;
  const context = await browser.newContext({ userAgent: readerAgent(marker), baseURL: cluster.front });
  const page = await context.newPage();
  const fromByte = accessLines().end;
  const phone = await logIn(page);
  const memberId = await memberIdOf(phone);
  const text = `断电评论 ${marker}`;
  const before = await written(memberId, A.audio, text);
  try {
    await walk(page, A.audio, text, async (step) => {
      if (step === 'like') await control('killSite', 0);
    });
    expect(await written(memberId, A.audio, text)).toEqual({ ...before, praises: before.praises + 1, comments: 1, favourites: 1, votes: 1, signups: 1 });
    // After the kill every answer came from the second process; nginx moved on from the dead one.
    const lines = accessLines(fromByte).lines.filter((line) => line.userAgent.includes(marker) && line.upstreams.length > 0);
    expect(lines.every((line) => line.status < 500)).toBe(true);
    test.info().annotations.push({ type: 'retried', description: `${lines.filter((line) => line.upstreams.length > 1).length} requests moved to the live process` });
  } finally {
    await control('startSite', 0);
    await context.close();
  }
});

test('both site processes restarted one after the other: the reader is still logged in', async ({ page }) => {
  const phone = await logIn(page);
  await page.goto(url('getUserInfo'));
  await expect(page.locator('.member-meta').first()).toContainText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  await control('restartSites');
  // Twice: round robin sends one of the two loads to each new process.
  for (let i = 0; i < 2; i++) {
    await page.goto(url('getUserInfo'));
    await expect(page.locator('.member-form')).toBeVisible();
    await expect(page.locator('.member-meta').first()).toContainText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  }
});
