/**
 * Anonymous writes are bounded (docs/decisions/142): a praise without a member token counts for the
 * device of its own anonymous token, never for a client-chosen id; anonymous events are rate-limited
 * per address and device; anonymous tokens expire and expired ones are deleted a batch at a time.
 * On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { and, count, eq, lt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ANONYMOUS_VOTE_RATE, DEVICES_PER_ADDRESS, VOTE_MESSAGES } from '../../src/platform/activity/voteRecording.ts';
import { memberTokens, praises, voteOptions } from '../../src/platform/db/schema.ts';
import { ANONYMOUS_TOKEN_LIFETIME_MS, EXPIRED_SWEEP_BATCH, openSession } from '../../src/platform/identity/memberSessions.ts';
import { ANONYMOUS_LIMITS, TOO_FREQUENT } from '../../src/platform/identity/rateLimit.ts';
import { PRAISE_NEEDS_READER } from '../../src/platform/routes/base/praiseRoutes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { anonymousToken, fromAddress } from './anonymousClient.ts';
import { q, TOKEN_EXPIRED } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

describeOnEachBackend('anonymous writes', (p) => {
  const event = (form: Record<string, string>, headers: Record<string, string>) => p.call(q('event'), { form: { type: '0', channel: '1', ...form }, headers });
  const praiseCount = async (id: number) => Number((await p.call(q(`getArticleCounts?articleId=${id}`))).body.data.countPraise);
  const clickCount = async (id: number) => Number((await p.call(q(`getArticleCounts?articleId=${id}`))).body.data.countClick);

  it('likes without a token naming 20 readers count for no one; one anonymous device counts once whatever id it names', async () => {
    const id = DEMO_IDS.articles.gallery;
    const before = await praiseCount(id);
    const headers = fromAddress('203.0.113.1');
    const unnamed = await Promise.all(Array.from({ length: 20 }, (_, i) => event({ id: String(id), eventType: '1', userOtherID: String(101 + i) }, headers)));
    expect(unnamed.map((a) => a.body.message)).toEqual(Array(20).fill(PRAISE_NEEDS_READER));
    const securitytoken = await anonymousToken(p, 'device-one');
    const named = await Promise.all(Array.from({ length: 20 }, (_, i) => event({ id: String(id), eventType: '1', userOtherID: String(101 + i) }, { ...headers, securitytoken })));
    expect(named.filter((a) => a.body.data?.value === 'true')).toHaveLength(1);
    expect(await praiseCount(id)).toBe(before + 1);
    const rows = await p.platform.context.db.select({ reader: praises.reader }).from(praises).where(eq(praises.objectId, id));
    expect(rows.map((r) => r.reader)).toEqual(['a:device-one']);
  });

  it("a member's own like still counts after anonymous likes that named the member", async () => {
    const id = DEMO_IDS.articles.video;
    const headers = fromAddress('203.0.113.2');
    await event({ id: String(id), eventType: '1', userOtherID: '103' }, headers);
    await event({ id: String(id), eventType: '1', userOtherID: '103' }, { ...headers, securitytoken: await anonymousToken(p, '103') });
    const member = await openSession(p.platform.context.db, 103, 'dev-103');
    expect((await event({ id: String(id), eventType: '1', userOtherID: '103' }, { accesstoken: member.accessToken })).body.data).toEqual({ value: 'true' });
    const rows = await p.platform.context.db.select({ reader: praises.reader }).from(praises).where(eq(praises.objectId, id));
    expect(rows.map((r) => r.reader).sort()).toEqual(['103', 'a:103']);
  });

  it('anonymous events are limited per device and per address a minute; members are not', async () => {
    const id = DEMO_IDS.articles.special;
    const before = await clickCount(id);
    const click = (headers: Record<string, string>) => event({ id: String(id), eventType: '0' }, headers);
    const device = { ...fromAddress('203.0.113.3'), securitytoken: await anonymousToken(p, 'clicker') };
    const byDevice = [];
    for (let i = 0; i < ANONYMOUS_LIMITS.perDevice + 1; i += 1) byDevice.push(await click(device));
    expect(byDevice.slice(0, -1).every((a) => a.body.data?.value === 'true')).toBe(true);
    expect(byDevice.at(-1)!.body).toMatchObject({ status: -1, message: TOO_FREQUENT });
    // Another device behind the same address still counts.
    expect((await click({ ...fromAddress('203.0.113.3'), securitytoken: await anonymousToken(p, 'other') })).body.data).toEqual({ value: 'true' });
    const byAddress = [];
    for (let i = 0; i < ANONYMOUS_LIMITS.perAddress + 1; i += 1) byAddress.push(await click(fromAddress('203.0.113.4')));
    expect(byAddress.filter((a) => a.body.message === TOO_FREQUENT)).toHaveLength(1);
    expect(byAddress.at(-1)!.body.message).toBe(TOO_FREQUENT);
    const member = await openSession(p.platform.context.db, 104, 'dev-104');
    expect((await click({ ...fromAddress('203.0.113.4'), accesstoken: member.accessToken })).body.data).toEqual({ value: 'true' });
    expect(await clickCount(id)).toBe(before + ANONYMOUS_LIMITS.perDevice + 1 + ANONYMOUS_LIMITS.perAddress + 1);
  });

  it('a local caller that names no reader (the site relaying a view) is not one shared address', async () => {
    const id = DEMO_IDS.articles.link;
    const before = await clickCount(id);
    const answers = [];
    for (let i = 0; i < ANONYMOUS_LIMITS.perAddress + 5; i += 1) answers.push((await event({ id: String(id), eventType: '0' }, {})).body.data?.value);
    expect(answers.every((value) => value === 'true')).toBe(true);
    expect(await clickCount(id)).toBe(before + ANONYMOUS_LIMITS.perAddress + 5);
  });

  it('anonymous vote stuffing: devices a client names on a vote without login are bounded per address; another address still votes', async () => {
    const id = DEMO_IDS.votes.inArticle;
    const option = 7113;
    const countOf = async () => (await p.platform.context.db.select({ n: voteOptions.count }).from(voteOptions).where(eq(voteOptions.id, option)))[0]!.n;
    const before = await countOf();
    const vote = (device: string, address: string) => p.call(q('vote'), { form: { voteID: String(id), voteResult: `711:${option}`, device }, headers: fromAddress(address) });
    const answers = [];
    for (let i = 0; i < DEVICES_PER_ADDRESS + 5; i += 1) answers.push((await vote(`stuffed-${i}`, '203.0.113.5')).body);
    expect(answers.filter((a) => a.status === 0)).toHaveLength(DEVICES_PER_ADDRESS);
    expect(answers.slice(DEVICES_PER_ADDRESS)).toEqual(Array(5).fill({ status: -1, message: VOTE_MESSAGES.limit, data: {} }));
    expect((await vote('stuffed-0', '203.0.113.6')).body.message).toBe(VOTE_MESSAGES.limit);
    expect((await vote('elsewhere', '203.0.113.6')).body.status).toBe(0);
    expect(await countOf()).toBe(before + DEVICES_PER_ADDRESS + 1);
  });

  it('anonymous votes are limited a minute per address over all votes', async () => {
    const vote = (device: string) => p.call(q('vote'), { form: { voteID: String(DEMO_IDS.votes.inArticle), voteResult: '711:7114', device }, headers: fromAddress('203.0.113.7') });
    const answers = [];
    for (let i = 0; i < ANONYMOUS_VOTE_RATE.perAddress + 1; i += 1) answers.push((await vote(`rate-${i}`)).body.message);
    expect(answers.at(-1)).toBe(TOO_FREQUENT);
    expect(answers.filter((m) => m === TOO_FREQUENT)).toHaveLength(1);
  });

  it('anonymous invite records (a client-chosen imei) are limited a minute per address', async () => {
    const owner = await openSession(p.platform.context.db, 108, 'dev-108');
    const code = (await p.call(q('amuc/api/invitecode/getInviteCode'), { headers: { accesstoken: owner.accessToken } })).body.data.code as string;
    const record = (imei: string) => p.call(q(`amuc/api/invitecode/codeImeiRecord?code=${code}&imei=${imei}`), { headers: fromAddress('203.0.113.8') });
    const answers = [];
    for (let i = 0; i < ANONYMOUS_LIMITS.perAddress + 1; i += 1) answers.push((await record(`imei-${i}`)).body);
    expect(answers.slice(0, -1).every((a) => a.status === 0)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: -1, message: TOO_FREQUENT });
  });

  it('anonymous tokens last 2 hours; each new one deletes a bounded batch of expired ones; an expired one answers 10111', async () => {
    const { db } = p.platform.context;
    const now = Date.now();
    const stale = Array.from({ length: EXPIRED_SWEEP_BATCH + 50 }, (_, i) => ({
      token: i.toString(16).padStart(32, '0'),
      memberId: 0,
      device: `old-${i}`,
      kind: 'anonymous',
      expiresAt: now - 1_000 - i,
    }));
    await db.insert(memberTokens).values(stale);
    const expired = async () =>
      (
        await db
          .select({ n: count() })
          .from(memberTokens)
          .where(and(eq(memberTokens.kind, 'anonymous'), lt(memberTokens.expiresAt, Date.now())))
      )[0]!.n;
    const answer = await p.call(q('tokenHelper/getAnonymousToken?device=fresh'));
    expect(answer.body.data.expiresIn).toBe(ANONYMOUS_TOKEN_LIFETIME_MS / 1000);
    expect(answer.body.data.expireTime - now).toBeGreaterThanOrEqual(ANONYMOUS_TOKEN_LIFETIME_MS);
    expect(await expired()).toBe(50);
    await anonymousToken(p, 'fresh');
    expect(await expired()).toBe(0);
    const token = await anonymousToken(p, 'soon-stale');
    await db
      .update(memberTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(memberTokens.token, token));
    expect((await event({ id: String(DEMO_IDS.articles.news), eventType: '0' }, { securitytoken: token })).body).toEqual(TOKEN_EXPIRED);
  });
});
