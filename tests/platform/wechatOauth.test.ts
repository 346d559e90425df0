/**
 * The WeChat web-authorisation emulator (PLATFORM.md §6.1, docs/decisions/070): the authorize page
 * redirects with a one-time code, wx/getWxUserinfoByCode exchanges it once, and the `noopenid<N>`
 * demo switches answer the first N codes without an openid (SPEC §4 retry rule): globally by appid
 * or state, or per `wxdemo` marker in the redirect_uri.
 */
import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { wxCodes } from '../../src/platform/db/schema.ts';
import { DEMO_WECHAT_USER } from '../../src/platform/identity/wechatOauth.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

describeOnEachBackend('WeChat OAuth emulator', (p) => {
  const authorize = async (query: Record<string, string>) => {
    const response = await fetch(`${p.origin}/wx-open/connect/oauth2/authorize?${new URLSearchParams(query)}`, { redirect: 'manual' });
    await response.text();
    return { status: response.status, location: response.headers.get('location') ?? '' };
  };
  const codeFor = async (state = 'isShare', appid = 'wx0000000000demo', scope = 'snsapi_userinfo') => {
    const answer = await authorize({ appid, redirect_uri: `${p.origin}/app/page.html?a=1#x`, response_type: 'code', scope, state });
    expect(answer.status).toBe(302);
    const target = new URL(answer.location);
    expect([target.origin, target.pathname, target.searchParams.get('a'), target.searchParams.get('state'), target.hash]).toEqual([p.origin, '/app/page.html', '1', state, '']);
    return target.searchParams.get('code')!;
  };
  const exchange = (code: string) => p.call(`/app_if/wx/getWxUserinfoByCode?code=${encodeURIComponent(code)}&curVersions=1`);

  it('the code gives the demo user once; a reused code is refused like WeChat (40029)', async () => {
    const code = await codeFor();
    const first = await exchange(code);
    expect(first.body).toMatchObject({ status: 0, message: 'success', data: { openid: DEMO_WECHAT_USER.openid, unionid: DEMO_WECHAT_USER.unionid, nickname: DEMO_WECHAT_USER.nickname } });
    expect(first.body.data.headimgurl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/platform-media\//);
    const again = await exchange(code);
    expect(again.body).toEqual({ status: -1, message: 'invalid code', data: { errcode: 40029, errmsg: 'invalid code' } });
  });

  it('fired 10 times at once, a code is exchanged exactly once', async () => {
    const code = await codeFor();
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(code)));
    expect(answers.filter((a) => a.body.status === 0)).toHaveLength(1);
  });

  it('an expired, unknown or malformed code is refused', async () => {
    const code = await codeFor();
    await p.platform.context.db
      .update(wxCodes)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(wxCodes.code, code));
    expect((await exchange(code)).body.data.errcode).toBe(40029);
    expect((await exchange('0'.repeat(32))).body.data.errcode).toBe(40029);
    expect((await exchange("x' or 1=1--")).body.data.errcode).toBe(40029);
    expect((await exchange('')).body.data.errcode).toBe(40029);
  });

  it('snsapi_base gives the openid without a profile', async () => {
    const answer = await exchange(await codeFor('base1', 'wx0000000000demo', 'snsapi_base'));
    expect(answer.body.data).toMatchObject({ openid: DEMO_WECHAT_USER.openid, nickname: '' });
  });

  it('demo switch: state noopenid2 answers the first 2 codes without an openid, the third with one', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await exchange(await codeFor('retrynoopenid2'))).body);
    expect(answers.map((a) => a.status)).toEqual([0, 0, 0]);
    expect(answers.map((a) => a.data.openid ?? '')).toEqual(['', '', DEMO_WECHAT_USER.openid]);
    // The appid form, for a site whose state is fixed (isShare).
    const viaAppid = await exchange(await codeFor('isShare', 'wxdemonoopenid1'));
    expect(viaAppid.body.data.openid).toBeUndefined();
    expect((await exchange(await codeFor('isShare', 'wxdemonoopenid1'))).body.data.openid).toBe(DEMO_WECHAT_USER.openid);
  });

  const codeBack = async (redirectUri: string, state = 'isShare') => {
    const answer = await authorize({ appid: 'wx0000000000demo', redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state });
    expect(answer.status).toBe(302);
    const target = new URL(answer.location);
    // The marker stays in the page's URL; the state comes back as sent.
    expect(target.searchParams.get('state')).toBe(state);
    return target.searchParams.get('code')!;
  };
  const openidOf = async (code: string) => ((await exchange(code)).body.data.openid as string | undefined) ?? '';

  it('demo marker: wxdemo=noopenid<N><suffix> in the redirect_uri blanks the first N codes of that marker only', async () => {
    const page = (marker: string) => `${p.origin}/app/template/displayTemplate/news/newsDetail/1/2.html?isShare=true&wxdemo=${marker}`;
    const openids: Record<string, string[]> = { noopenid1alpha: [], noopenid2beta: [] };
    // Interleaved, as parallel tests would be: each marker keeps its own count.
    for (let i = 0; i < 3; i++) for (const marker of Object.keys(openids)) openids[marker]!.push(await openidOf(await codeBack(page(marker))));
    expect(openids).toEqual({
      noopenid1alpha: ['', DEMO_WECHAT_USER.openid, DEMO_WECHAT_USER.openid],
      noopenid2beta: ['', '', DEMO_WECHAT_USER.openid],
    });
    const rows = await p.platform.context.db.select({ state: wxCodes.state }).from(wxCodes).where(like(wxCodes.state, 'wxdemo.noopenid1alpha'));
    expect(rows).toHaveLength(3);
  });

  it('demo marker: the count holds while the state changes on every trip (the site binds each trip with a new nonce)', async () => {
    const page = `${p.origin}/app/template/displayTemplate/news/newsDetail/1/2.html?isShare=true&wxdemo=noopenid2delta`;
    const openids: string[] = [];
    for (const nonce of ['a1b2c3d4e5f6a7b8', 'b1b2c3d4e5f6a7b8', 'c1b2c3d4e5f6a7b8']) openids.push(await openidOf(await codeBack(page, `isShare${nonce}`)));
    expect(openids).toEqual(['', '', DEMO_WECHAT_USER.openid]);
  });

  it('demo marker: wxdemo=reader<suffix> answers a WeChat reader of its own, so a test may change its member (docs/decisions/166)', async () => {
    const page = (marker: string) => `${p.origin}/app/template/displayTemplate/news/newsDetail/1/2.html?isShare=true&wxdemo=${marker}`;
    expect(await openidOf(await codeBack(page('readerabc123')))).toBe('oDemo_abc123');
    expect(await openidOf(await codeBack(page('readerabc123')))).toBe('oDemo_abc123');
    expect(await openidOf(await codeBack(page('readerdef456')))).toBe('oDemo_def456');
    // Too short a suffix, or upper case, is no marker: the demo reader.
    expect(await openidOf(await codeBack(page('readerab')))).toBe(DEMO_WECHAT_USER.openid);
    expect(await openidOf(await codeBack(page('readerABCDEF')))).toBe(DEMO_WECHAT_USER.openid);
  });

  it.each([
    ['an upper-case suffix', 'noopenid1ABC'],
    ['a suffix over 32 characters', `noopenid1${'a'.repeat(33)}`],
    ['no count', 'noopenidx'],
    ['the marker outside the redirect_uri', ''],
  ])('demo marker: %s is no marker (the demo user answers at once)', async (_name, marker) => {
    const code = await codeBack(`${p.origin}/app/page.html${marker ? `?wxdemo=${marker}` : ''}`);
    expect(await openidOf(code)).toBe(DEMO_WECHAT_USER.openid);
  });

  it('a marker and the global state switch do not add up: the marker decides', async () => {
    const code = await codeBack(`${p.origin}/app/page.html?wxdemo=noopenid0gamma`, 'retrynoopenid2');
    expect(await openidOf(code)).toBe(DEMO_WECHAT_USER.openid);
  });

  it('locally, localhost and 127.0.0.1 at one port are one site; another port is not', async () => {
    const { port } = new URL(p.origin);
    const viaLocalhost = async (redirectUri: string) => {
      const query = new URLSearchParams({ appid: 'wx0000000000demo', redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state: 'isShare' });
      const response = await fetch(`http://localhost:${port}/wx-open/connect/oauth2/authorize?${query}`, { redirect: 'manual' });
      await response.text();
      return response.status;
    };
    expect(await viaLocalhost(`${p.origin}/app/page.html`)).toBe(302);
    expect(await viaLocalhost(`http://127.0.0.1:${Number(port) + 1}/app/page.html`)).toBe(400);
    expect(await viaLocalhost('http://example.com/app/page.html')).toBe(400);
  });

  it('bad authorize requests get 400, never a redirect elsewhere', async () => {
    const good = { appid: 'wx0000000000demo', redirect_uri: `${p.origin}/`, response_type: 'code', scope: 'snsapi_userinfo', state: 's' };
    for (const bad of [{ redirect_uri: 'javascript:alert(1)' }, { redirect_uri: 'not a url' }, { response_type: 'token' }, { scope: 'snsapi_admin' }, { state: 'a b<' }, { appid: '' }]) {
      const answer = await authorize({ ...good, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.location).toBe('');
    }
  });
});
