/**
 * Issue 39 finding 11, tip-offs (docs/decisions/140): a tip-off under review or rejected is its
 * author's alone, as a missing one for everyone else, and the name its sender typed is shown to the
 * author only; the contact number to no one. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { tipoffs } from '../../src/platform/db/schema.ts';
import { openSession } from '../../src/platform/identity/memberSessions.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { q } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const T = DEMO_IDS.tipoffs;
const REJECTED = 990;

describeOnEachBackend('tip-off privacy', (p) => {
  const tokens: Record<'author' | 'other', string> = { author: '', other: '' };

  beforeAll(async () => {
    const db = p.platform.context.db;
    // The seed's tip-off 2 (under review) is member 104's; tip-off 1 (passed) is 101's.
    tokens.author = (await openSession(db, 104, 'tipoff-author')).accessToken;
    tokens.other = (await openSession(db, 101, 'tipoff-other')).accessToken;
    await db
      .insert(tipoffs)
      .values({ id: REJECTED, memberId: 104, topic: '已驳回', content: '未通过审核的报料。', userName: '早起的鸟儿', contactNo: '13800000004', status: 2, createdAt: Date.now() });
  });

  const detail = (id: number, who: 'author' | 'other' | 'anonymous') => p.call(q(`tipoffDetail?id=${id}`), { headers: who === 'anonymous' ? {} : { accesstoken: tokens[who] } });

  it.each([
    ['under review, its author', T.withVideo, 'author', true, '早起的鸟儿'],
    ['under review, another member', T.withVideo, 'other', false, null],
    ['under review, anonymous', T.withVideo, 'anonymous', false, null],
    ['rejected, its author', REJECTED, 'author', true, '早起的鸟儿'],
    ['rejected, another member', REJECTED, 'other', false, null],
    ['rejected, anonymous', REJECTED, 'anonymous', false, null],
    ['passed, its author', T.withPicture, 'other', true, '溪边读报人'],
    ['passed, another member', T.withPicture, 'author', true, ''],
    ['passed, anonymous', T.withPicture, 'anonymous', true, ''],
  ] as const)('%s', async (_name, id, who, shown, userName) => {
    const answer = await detail(id, who);
    if (!shown) {
      // The same answer as an id that does not exist.
      expect(answer.body).toEqual((await detail(T.missing, who)).body);
      return;
    }
    expect(answer.body.status).toBe(0);
    expect(answer.body.data.userName).toBe(userName);
    expect(JSON.stringify(answer.body)).not.toMatch(/1380000000\d/);
  });
});
