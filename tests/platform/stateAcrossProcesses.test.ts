/**
 * What the bundled platform keeps between requests holds across platform processes sharing one
 * PostgreSQL (docs/decisions/132): two platforms, each with its own connection pool, caches and
 * listener, on one database, fired at in parallel. Rate limits hold in total, single-use codes and
 * tokens work once whichever process they reach, a token issued by one process is good on the
 * other, and a change through one process reaches the other's caches by notification, not by
 * waiting out a time to live. Runs only with TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../src/platform/db/schema.ts';
import { latestPhoneCode } from '../../src/platform/identity/phoneCodes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { ContentCache } from '../../src/platform/shape/ContentCache.ts';
import { appAuthHeaders, nis, quickMembers, votePayload } from './activityClient.ts';
import { md5 } from './memberClient.ts';
import { ssoHeaders } from './ssoClient.ts';
import { startTestPlatformsOnOneDatabase, type TestPlatform } from './startTestPlatform.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const q = (path: string) => `/app_if/${path}${path.includes('?') ? '&' : '?'}curVersions=1&siteId=1&siteID=1`;

/** Polls `read` until `done` holds: a notification arrives in milliseconds, this bounds a failure. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.skipIf(!serverUrl)('platform state across two platform processes on one PostgreSQL', () => {
  let stopAll: () => Promise<void> = async () => {};
  let A: TestPlatform;
  let B: TestPlatform;
  const both = () => [A, B];

  beforeAll(async () => {
    const started = await startTestPlatformsOnOneDatabase(serverUrl!, 2);
    stopAll = started.stopAll;
    [A, B] = started.platforms as [TestPlatform, TestPlatform];
    // Caches that would keep an entry for ten minutes: only a notification can explain a fresh read.
    for (const p of both()) p.platform.context.cache = new ContentCache(600_000);
  }, 120_000);
  afterAll(async () => {
    await stopAll();
  });

  const sso = async (p: TestPlatform, route: string, form: Record<string, string>, ip: string, devid = 'test-device') => {
    const response = await fetch(`${p.origin}/sso-app/api/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, ...ssoHeaders(form, { devid }) },
      body: new URLSearchParams(form),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  describe('rate limits: one limit over both processes', () => {
    // Each case has phones and addresses of its own, so the cases do not share a bucket.
    const cases = [
      { name: 'code requests per phone', route: 'sendCode', requests: 20, limit: 5, form: () => ({ phone: '13911110000' }), ip: (i: number) => `10.1.0.${i + 1}` },
      { name: 'code requests per address', route: 'sendCode', requests: 40, limit: 30, form: (i: number) => ({ phone: `1391112${String(i).padStart(4, '0')}` }), ip: () => '10.2.0.1' },
      { name: 'code logins per phone', route: 'loginByPhone', requests: 12, limit: 5, form: () => ({ phone: '13911130000', code: '000000' }), ip: (i: number) => `10.3.0.${i + 1}` },
      {
        name: 'password logins per address',
        route: 'login',
        requests: 40,
        limit: 30,
        form: (i: number) => ({ phone: `1391114${String(i).padStart(4, '0')}`, password: md5('wrong') }),
        ip: () => '10.4.0.1',
      },
    ];
    it.each(cases)('$name: $requests at once, half on each process, $limit get past the limit', async ({ route, requests, limit, form, ip }) => {
      const answers = await Promise.all(Array.from({ length: requests }, (_, i) => sso(both()[i % 2]!, route, form(i), ip(i))));
      expect(answers.filter((a) => a.status !== 429)).toHaveLength(limit);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(requests - limit);
    });
  });

  describe('single use: of parallel uses on both processes exactly one succeeds', () => {
    it('an SMS code: four logins at once, two on each process', async () => {
      const phone = '13911150000';
      expect((await sso(A, 'sendCode', { phone }, '10.5.0.1')).status).toBe(200);
      const code = (await latestPhoneCode(A.platform.context.db, phone))!.code;
      const answers = await Promise.all([A, B, A, B].map((p, i) => sso(p, 'loginByPhone', { phone, code, devid: `d${i}` }, `10.5.1.${i + 1}`, `d${i}`)));
      expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
      expect(answers.filter((a) => a.body.msg === 'name_or_pwd_error')).toHaveLength(3);
    });

    it('a refresh token: four refreshes at once, two on each process', async () => {
      const phone = '13911160000';
      await sso(A, 'sendCode', { phone }, '10.6.0.1');
      const code = (await latestPhoneCode(A.platform.context.db, phone))!.code;
      const login = await sso(B, 'loginByPhone', { phone, code, devid: 'dev-r' }, '10.6.0.2', 'dev-r');
      expect(login.body.code).toBe(1);
      const form = { device: 'dev-r', refreshToken: login.body.value.refreshToken as string };
      const answers = await Promise.all([A, B, A, B].map((p, i) => sso(p, 'refreshAccessToken', form, `10.6.1.${i + 1}`, 'dev-r')));
      expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    });

    it('a WeChat emulator code: issued by one process, exchanged at once on both', async () => {
      const authorize = await fetch(
        `${A.origin}/wx-open/connect/oauth2/authorize?${new URLSearchParams({ appid: 'wx0000000000demo', redirect_uri: `${A.origin}/app/page.html`, response_type: 'code', scope: 'snsapi_userinfo', state: 'isShare' })}`,
        { redirect: 'manual' },
      );
      const code = new URL(authorize.headers.get('location')!).searchParams.get('code')!;
      const answers = await Promise.all([A, B, A, B, A, B].map((p) => p.call(`/app_if/wx/getWxUserinfoByCode?code=${code}&curVersions=1`)));
      expect(answers.filter((a) => a.body.status === 0)).toHaveLength(1);
      expect(answers.filter((a) => a.body.data?.errcode === 40029)).toHaveLength(5);
    });

    it('a vote verify code: drawn by one process, read from the other by the back office, counts one vote', async () => {
      const [member] = await quickMembers(A, 1, '1391117');
      const codeKey = 'across-key-0001';
      const image = await fetch(`${A.origin}${nis(`get/image/verify/code?codeKey=${codeKey}`)}`, { headers: { accesstoken: member!.accessToken } });
      expect(image.status).toBe(200);
      const admin = await fetch(`${B.origin}/platform-admin/verify-code/${codeKey}`, { method: 'POST', headers: { authorization: `Bearer ${B.platform.context.settings.adminToken}` } });
      expect(admin.status).toBe(200);
      const verifyCode = ((await admin.json()) as any).data.code as string;
      const vote = (p: TestPlatform, app: () => Record<string, string>) =>
        p.call(nis('recordVote/recordVoteCountAndLog'), {
          form: { data: votePayload(p, { voteId: DEMO_IDS.votes.activity, optionIds: [7214], codeKey, verifyCode }) },
          headers: { ...app(), accesstoken: member!.accessToken },
        });
      const apps = [await appAuthHeaders(A), await appAuthHeaders(B)];
      const answers = await Promise.all([vote(A, apps[0]!), vote(B, apps[1]!), vote(A, apps[0]!), vote(B, apps[1]!)]);
      expect(answers.filter((a) => a.body.status === 0)).toHaveLength(1);
      expect(answers.filter((a) => a.body.message === '验证码已失效，请重新获取')).toHaveLength(3);
      // Used up: the back office no longer knows it, on either process.
      for (const p of both())
        expect((await fetch(`${p.origin}/platform-admin/verify-code/${codeKey}`, { method: 'POST', headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}` } })).status).toBe(404);
    });
  });

  describe('tokens issued by one process are good on the other', () => {
    const cases: { name: string; issue: () => Promise<Record<string, string>>; forged: Record<string, string>; refused: (body: any) => boolean }[] = [
      {
        name: 'an access token',
        issue: async () => ({ accesstoken: (await quickMembers(A, 1, '1391118'))[0]!.accessToken }),
        forged: { accesstoken: 'f'.repeat(32) },
        refused: (body: any) => body.status === 10111,
      },
      {
        name: 'an anonymous security token',
        issue: async () => ({ securitytoken: (await A.call(q('tokenHelper/getAnonymousToken?device=dev-x'))).body.data.securityToken as string }),
        forged: { securitytoken: 'f'.repeat(32) },
        refused: (body: any) => body.status === 10111,
      },
      {
        name: "the app handshake's auth token",
        issue: async () => (await appAuthHeaders(A))(),
        forged: { authtoken: 'f'.repeat(32), time: '1', sign: 'x' },
        refused: (body: any) => body.status === 1004,
      },
    ];
    it.each(cases)('$name', async ({ issue, forged, refused }) => {
      const headers = await issue();
      const read = (h: Record<string, string>) => B.call(q('amuc/api/member/getUserInfo'), { headers: h });
      expect(refused((await read(headers)).body)).toBe(false);
      expect(refused((await read(forged)).body)).toBe(true);
    });
  });

  describe("a change through one process reaches the other's cache", () => {
    const admin = (p: TestPlatform, path: string) => fetch(`${p.origin}/platform-admin${path}`, { method: 'POST', headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}` } });
    const article = async (p: TestPlatform, id: number) => (await p.call(q(`getArticleContent?articleId=${id}`))).body;

    it('the newsroom publishes an article: the other process shows it', async () => {
      const id = DEMO_IDS.articles.preview;
      expect((await article(B, id)).data?.aStatus).not.toBe(1);
      expect((await admin(A, `/publish/${id}`)).status).toBe(200);
      const after = await eventually(
        () => article(B, id),
        (body) => body.data?.aStatus === 1,
      );
      expect(after.data?.aStatus).toBe(1);
    });

    it('the newsroom approves a comment: the other process counts it', async () => {
      const id = DEMO_IDS.articles.news;
      const before = Number((await article(B, id)).data.countDiscuss);
      const [pending] = await A.platform.context.db
        .insert(comments)
        .values({ sourceType: 0, rootId: id, parentId: 0, memberId: DEMO_IDS.members.reader, userName: '读者', content: '等待审核的评论', reviewStatus: 0, createdAt: Date.now() })
        .returning({ id: comments.id });
      expect((await admin(A, `/comment/${pending!.id}/approve`)).status).toBe(200);
      const after = await eventually(
        () => article(B, id),
        (body) => Number(body.data.countDiscuss) === before + 1,
      );
      expect(Number(after.data.countDiscuss)).toBe(before + 1);
      await A.platform.context.db.delete(comments).where(eq(comments.id, pending!.id));
    });

    it('a reader praises an article on one process: the other shows the new count', async () => {
      const id = DEMO_IDS.articles.gallery;
      const before = Number((await article(B, id)).data.countPraise);
      const [member] = await quickMembers(A, 1, '1391119');
      const praised = await A.call(q(`event?id=${id}&type=0&eventType=1`), { headers: { accesstoken: member!.accessToken } });
      expect(praised.body.data ?? praised.body).toBeTruthy();
      const after = await eventually(
        () => article(B, id),
        (body) => Number(body.data.countPraise) === before + 1,
      );
      expect(Number(after.data.countPraise)).toBe(before + 1);
    });
  });
});
