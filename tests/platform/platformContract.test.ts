/**
 * Contract tests of the bundled platform over real HTTP: envelopes, field names and quirks of
 * PLATFORM.md, checked against the recorded real responses in ../shared/corpus where present.
 * The same suite runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../src/catalogue/siteConfig.ts';
import { decryptField, encryptField, key1, key2 } from '../../src/platform/http/tripleDes.ts';
import { wxSignature } from '../../src/platform/routes/base/wxRoutes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { anonymousToken } from './anonymousClient.ts';
import { TINY_PNG } from './imageSamples.ts';
import { corpus, corpusAvailable, describeOnEachBackend } from './startTestPlatform.ts';

const NOT_FOUND = { status: -1, message: 'Your server has down or target user not exist !', data: {} };
const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.0$/;
const A = DEMO_IDS.articles;
const q = (path: string) => `/app_if/${path}${path.includes('?') ? '&' : '?'}curVersions=1&siteId=1&siteID=1`;

/** Keys of `recorded` missing from `ours` (the real field names we must send). */
function missingKeys(ours: object, recorded: object, ignore: string[] = []): string[] {
  return Object.keys(recorded).filter((key) => !(key in ours) && !ignore.includes(key));
}

if (!corpusAvailable) console.warn('platform contract: ../shared/corpus is absent; the checks against recorded responses are skipped');
if (!process.env.TEST_DATABASE_URL) console.warn('platform contract: TEST_DATABASE_URL is not set; the PostgreSQL half of the suite is skipped');

describeOnEachBackend('bundled platform', (p) => {
  describe('reading calls', () => {
    it('getConfig: the site config with the recorded and the newer keys; an unknown appID is not found', async () => {
      const { body } = await p.call(q('getConfig?appID=1'));
      expect(body.status).toBe(0);
      expect(body.message).toBe('success');
      const data = body.data;
      expect(data.siteConfig.discuss.auditType).toBe('1');
      expect(data.siteConfig.globalCount).toMatchObject({ showPubTime: 1 });
      expect(typeof data.padListType).toBe('number');
      expect(data.detailPageGrey).toBe(0);
      expect(data._p_wap.paperUrl).toMatch(/^http:\/\/[^/]+\/app\/template\/displayTemplate\/news\/paperSharePage\.html$/);
      expect(data._rd_WeChat).toMatchObject({ wxAppid: expect.any(String), authLogin: expect.any(Number), openLaunchApp: expect.any(Number) });
      expect(data._rd_bigDataParams).toHaveProperty('enabled');
      expect(Object.keys(data.xyApi).sort()).toEqual(['appId', 'curVersions', 'imageSuffixPath', 'siteId', 'websocketToken', 'xyAuth']);
      expect(data.socketServer).toHaveProperty('url');
      expect(data).toHaveProperty('tokenEnable');
      expect(data.afsCheck).toHaveProperty('enable');
      const recorded = corpus('getConfig')?.[0]?.response.data;
      if (recorded) expect(missingKeys(data, recorded)).toEqual([]);
      expect((await p.call(q('getConfig?appID=nope'))).body).toEqual(NOT_FOUND);
    });

    it("getConfig: the share titles' maximum counts reach the site under the keys it reads (SPEC §5)", async () => {
      const { body } = await p.call(q('getConfig?appID=1'));
      const config = v.parse(siteConfigSchema, body.data);
      expect({ other: config.shareTitleMaxCount, wechat: config.wechatShareTitleMaxCount }).toEqual({ other: 16, wechat: 14 });
    });

    it('getColumns: home tabs (styles 205/215/410 included), recorded column fields; unknown parent is empty', async () => {
      const { body } = await p.call(q(`getColumns?parentColumnId=${DEMO_IDS.homeColumnId}`));
      expect(body.status).toBe(0);
      const columns = body.data.columns as Record<string, unknown>[];
      expect(columns.map((c) => c.columnStyle)).toEqual(expect.arrayContaining(['101', '205', '215', '410']));
      const headline = columns.find((c) => c.columnId === DEMO_IDS.columns.headline)!;
      expect(headline).toMatchObject({ columnID: DEMO_IDS.columns.headline, casNames: '首页~头条', columnName: '头条', topCount: 3 });
      expect(body.data.version).toBeGreaterThan(0);
      const recorded = corpus('getColumns')?.[1]?.response.data.columns[0];
      if (recorded) expect(missingKeys(headline, recorded)).toEqual([]);
      expect((await p.call(q('getColumns?parentColumnId=424242'))).body).toEqual({ status: 0, message: 'success', data: { version: 0, columns: [], topColumns: [] } });
      expect((await p.call(q(`getColumn?columnId=${DEMO_IDS.columns.local}`))).body.data.columnName).toBe('本地');
      expect((await p.call(q('getColumn?columnId=424242'))).body).toEqual(NOT_FOUND);
    });

    it('getArticles: carousel, list of 20, modules with type, real item fields; pages do not overlap; lastFileId drops up to and including it', async () => {
      const first = (await p.call(q(`getArticles?columnId=${DEMO_IDS.columns.headline}&page=0`))).body;
      expect(first.status).toBe(0);
      expect(Object.keys(first.data).sort()).toEqual(['adv', 'carousel', 'list', 'modules']);
      expect(first.data.carousel.map((i: any) => i.fileId)).toEqual([A.news, A.gallery, A.special]);
      expect(first.data.list).toHaveLength(20);
      const item = first.data.list[0];
      expect(typeof item.fileId).toBe('number');
      expect(item.realPubTime).toMatch(TIME);
      expect(item.publishtime).toMatch(TIME);
      expect(item.discussClosed).toBe('0');
      expect(typeof item.countDiscuss).toBe('number');
      const recorded = corpus('getArticles')?.[1]?.response.data.list.find((i: any) => i.articleType === 0);
      if (recorded) {
        for (const ours of first.data.list.filter((i: any) => i.articleType === 0)) expect(missingKeys(ours, recorded, ['pic0', 'pic1', 'pic2'])).toEqual([]);
      }
      expect(first.data.modules.map((m: any) => m.type)).toEqual(expect.arrayContaining([0, 4, 5, 7, 8, 10]));
      const people = first.data.modules.find((m: any) => m.type === 7);
      expect(people.charactor[0]).toMatchObject({ cmiName: expect.any(String), id: 1 });
      const recordedModule = corpus('getArticles')?.[1]?.response.data.modules[0];
      if (recordedModule) expect(missingKeys(first.data.modules[0], recordedModule)).toEqual([]);

      const second = (await p.call(q(`getArticles?columnId=${DEMO_IDS.columns.headline}&page=1`))).body.data;
      expect(second.carousel).toEqual([]);
      expect(second.modules).toEqual([]);
      const firstIds = new Set(first.data.list.map((i: any) => i.fileId));
      expect(second.list.some((i: any) => firstIds.has(i.fileId))).toBe(false);

      const pivot = first.data.list[4].fileId;
      const after = (await p.call(q(`getArticles?columnId=${DEMO_IDS.columns.headline}&page=1&lastFileId=${pivot}`))).body.data.list;
      expect(after[0].fileId).toBe(first.data.list[5].fileId);

      expect((await p.call(q('getArticles?columnId=424242'))).body).toEqual({ status: 0, message: 'success', data: { carousel: [], list: [], modules: [], adv: [] } });
    });

    it('getArticlesNew adds topModule (cmDisplayStyle) and the running lives', async () => {
      const { data } = (await p.call(q(`getArticlesNew?columnId=${DEMO_IDS.columns.headline}`))).body;
      expect(data.topModule.cmDisplayStyle).toBe(2);
      expect(data.topModule.list.length).toBeGreaterThan(0);
      expect(data.liveArticles.map((i: any) => i.articleType)).toEqual(expect.arrayContaining([6]));
      expect(data.liveArticles.every((i: any) => i.liveStatus !== 2)).toBe(true);
      expect(data.modules.some((m: any) => m.moduleID === data.topModule.moduleID)).toBe(false);
    });

    it('items of every type carry their type fields', async () => {
      const items = new Map<number, any>();
      for (const column of [DEMO_IDS.columns.headline, DEMO_IDS.columns.video, DEMO_IDS.columns.gallery, DEMO_IDS.columns.live, DEMO_IDS.columns.specials]) {
        for (const item of (await p.call(q(`getArticles?columnId=${column}`))).body.data.list) items.set(item.fileId, item);
      }
      expect(items.get(A.video)).toMatchObject({ articleType: 2, videoUrl: expect.stringMatching(/\/platform-media\/video\/demo\.m3u8$/), duration: 4 });
      expect(items.get(A.special + 1)).toMatchObject({ articleType: 3, linkID: DEMO_IDS.specials.coast.columnId, subColumnID: DEMO_IDS.specials.coast.subColumnIds[0] });
      expect(items.get(A.live)).toMatchObject({ articleType: 6, linkID: DEMO_IDS.live.live, liveStatus: 1, liveStartTime: expect.stringMatching(TIME) });
      expect(items.get(A.live).config.videos[0].appLiveUrl).toMatch(/demo\.m3u8$/);
      expect(items.get(A.gallery + 1)).toMatchObject({ articleType: 1, picCount: expect.stringMatching(/^\d+$/) });
    });

    it('getArticleContent: content placeholders, images, widgets, credits, reporters, related with the recorded odd keys', async () => {
      const { body } = await p.call(q(`getArticleContent?articleId=${A.news}`));
      expect(body.status).toBe(0);
      const d = body.data;
      expect(d.fileId).toBe(String(A.news));
      expect(d.aStatus).toBe(1);
      expect(typeof d.countPraise).toBe('string');
      expect(typeof d.countDiscuss).toBe('number');
      expect(d.content).toContain('<!--IMAGEARRAY#0-->');
      expect(d.content).toContain('<table');
      expect(d.images[0].ref).toBe('<!--IMAGES#1-->');
      expect(d.images[0].imagearray.map((i: any) => i.ref)).toEqual(['<!--IMAGEARRAY#0-->', '<!--IMAGEARRAY#1-->', '<!--IMAGEARRAY#2-->']);
      expect(d.images[0].imagearray.map((i: any) => i.imageUrl.split('.').pop())).toEqual(['jpg', 'png', 'gif']);
      expect(Object.keys(d.widgets)).toEqual(expect.arrayContaining(['pic', 'video', 'vote', 'file']));
      for (const role of ['author', 'liability', 'collaborator', 'editor', 'cameraman', 'drawer', 'overallPlanning', 'correspondent', 'intern', 'director', 'planner', 'checker']) {
        expect(typeof d[role]).toBe('string');
      }
      expect(d.editor).not.toBe('');
      expect(d.reporters[0]).toEqual({ id: DEMO_IDS.reporters.first, name: expect.any(String), url: expect.any(String), duty: expect.any(String), description: expect.any(String) });
      expect(d.related.length).toBeGreaterThan(0);
      expect(d.related[0]).toHaveProperty('columnIcon ');
      expect(d.related[0]).toHaveProperty('columnRssCount ');
      expect(typeof d.related[0].countClick).toBe('string');
      const recorded = corpus('getArticleContent')?.[2]?.response.data;
      if (recorded) {
        expect(missingKeys(d, recorded, ['pic0', 'pic1', 'pic2'])).toEqual([]);
        expect(missingKeys(d.related[0], recorded.related[0])).toEqual([]);
      }
      const vote = (await p.call(q(`getArticleContent?articleId=${A.newsWithVote}`))).body.data.widgets.vote;
      expect(vote).toMatchObject({ id: DEMO_IDS.votes.inArticle, questions: [{ qid: expect.any(Number), options: expect.any(Array) }] });
      const gallery = (await p.call(q(`getArticleContent?articleId=${A.gallery}`))).body.data;
      expect(gallery.widgets.pic.length).toBeGreaterThan(3);
      const audio = (await p.call(q(`getArticleContent?articleId=${A.audio}`))).body.data;
      expect(audio.widgets.audio[0].url).toMatch(/demo\.mp3$/);
    });

    it('missing and unpublished articles: data "empty"; preview and poster variants show drafts', async () => {
      expect((await p.call(q(`getArticleContent?articleId=${A.missing}`))).body).toEqual({ status: 0, message: 'success', data: 'empty' });
      expect((await p.call(q(`getArticleContent?articleId=${A.preview}`))).body.data).toBe('empty');
      const preview = (await p.call(q(`getArticleContentUnrelease?articleId=${A.preview}`))).body.data;
      expect(preview.aStatus).toBe(0);
      expect((await p.call(q(`getArticleContentUnrelease?articleId=${A.preview}&showStatusType=1`))).body.data).toBe('empty');
      expect((await p.call(q(`getArticleContentUnrelease?articleId=${A.news}&showStatusType=2`))).body.data).toBe('empty');
      const poster = (await p.call(q(`myArticleContent?articleId=${A.news}&isPoster=1&innerEditor=1`))).body.data;
      expect(poster).toMatchObject({ isPoster: 1, innerEditor: 1, posterUrl: expect.any(String) });
    });

    it('getArticleCounts and event: numbers; praise/share/click counted; unknown id gives the recorded inner failure', async () => {
      const before = (await p.call(q(`getArticleCounts?articleId=${A.news}`))).body.data;
      expect(Object.keys(before).sort()).toEqual(['countClick', 'countDiscuss', 'countPraise', 'countShare', 'fileId']);
      const guest = { securitytoken: await anonymousToken(p, 'contract-reader') };
      expect((await p.call(q('event'), { form: { id: String(A.news), type: '0', eventType: '1', channel: '1' }, headers: guest })).body).toEqual({
        status: 0,
        message: 'success',
        data: { value: 'true' },
      });
      await p.call(q(`event?id=${A.news}&type=0&eventType=0&channel=1`));
      await p.call(q(`event?id=${A.news}&type=0&eventType=2&channel=1`));
      const after = (await p.call(q(`getArticleCounts?articleId=${A.news}`))).body.data;
      expect(after).toEqual({ ...before, countPraise: before.countPraise + 1, countClick: before.countClick + 1, countShare: before.countShare + 1 });
      expect((await p.call(q(`getArticleCounts?articleId=${A.missing}`))).body.data).toEqual({ success: false, errorInfo: '找不到相关稿件', results: [] });
      expect((await p.call(q(`event?id=${A.missing}&type=0&eventType=1`), { headers: guest })).body.data).toEqual({ value: 'false' });
    });

    it('moduleView: people (type 7) and articles; unknown module is not found', async () => {
      const people = (await p.call(q(`moduleView?id=${DEMO_IDS.modules.people}`))).body.data;
      expect(people.type).toBe(7);
      expect(Object.keys(people.list[0]).sort()).toEqual(['cmiName', 'columnID', 'description', 'duty', 'groupID', 'id', 'url']);
      const specials = (await p.call(q(`moduleView.do?id=${DEMO_IDS.modules.specials}`))).body.data;
      expect(specials).toMatchObject({ type: 10, list: [{ articleType: 3 }, { articleType: 3 }] });
      expect((await p.call(q(`moduleView?id=${DEMO_IDS.modules.missing}`))).body).toEqual(NOT_FOUND);
    });

    it('live: getLiveArticles, liveView in each status with paging, liveComing; unknown live is not found', async () => {
      const lives = (await p.call(q(`getLiveArticles?columnId=${DEMO_IDS.columns.live}`))).body.data.list;
      expect(lives.map((i: any) => i.liveStatus).sort()).toEqual([0, 0, 1, 1, 2, 2]);
      expect((await p.call(q(`getLiveArticles?columnId=${DEMO_IDS.columns.local}`))).body.data).toEqual({ list: [] });

      const live = (await p.call(q(`liveView?id=${DEMO_IDS.live.live}`))).body.data;
      expect(live.main).toMatchObject({ fileId: DEMO_IDS.live.live, status: 1, articleID: A.live, type: 1 });
      expect(live.main.config.videos[0].appLiveUrl).toMatch(/demo\.m3u8$/);
      const recorded = corpus('liveView')?.[0]?.response.data;
      if (recorded) {
        expect(missingKeys(live.main, recorded.main)).toEqual([]);
        expect(missingKeys(live.list[0], recorded.list[0])).toEqual([]);
      }
      const ended = (await p.call(q(`liveView?id=${DEMO_IDS.live.ended}`))).body.data.main;
      expect(ended.status).toBe(2);
      expect(ended.config.videos[0].appPlaybackUrl).toMatch(/demo\.m3u8$/);
      expect((await p.call(q(`liveView?id=${DEMO_IDS.live.preview}`))).body.data.main.status).toBe(0);

      const page0 = (await p.call(q(`liveView?id=${DEMO_IDS.live.liveImage}`))).body.data.list;
      expect(page0).toHaveLength(20);
      expect(page0[0].isTop).toBe(true);
      const page1 = (await p.call(q(`liveView?id=${DEMO_IDS.live.liveImage}&page=1&lastFileId=${page0[19].fileId}`))).body.data.list;
      expect(page1).toHaveLength(20);
      expect(page1.some((r: any) => page0.some((s: any) => s.fileId === r.fileId))).toBe(false);

      expect((await p.call(q(`liveView?id=${DEMO_IDS.live.missing}`))).body).toEqual(NOT_FOUND);
      const coming = (await p.call(q('liveComing'))).body.data.list;
      expect(coming.map((c: any) => c.fileId)).toContain(DEMO_IDS.live.preview);
      expect(Object.keys(coming[0])).toEqual(expect.arrayContaining(['fileId', 'title', 'startTime', 'type', 'appBannerUrl']));
    });

    it('special topics, tags, hot, recommendations and related lists', async () => {
      const special = (await p.call(q(`getSubSpecialArticles?columnId=${DEMO_IDS.specials.rural.columnId}`))).body.data;
      expect(special.list.map((c: any) => c.columnId)).toEqual([...DEMO_IDS.specials.rural.subColumnIds]);
      expect(special.list[0].list.length).toBeGreaterThan(0);
      expect((await p.call(q('getSubSpecialArticles?columnId=424242'))).body).toEqual(NOT_FOUND);
      const tag = (await p.call(q('tagScreenArticles?tagId=1'))).body.data;
      expect(tag.list).toHaveLength(20);
      expect(tag.hasMore).toBe(true);
      const tag2 = (await p.call(q('tagScreenArticles?tagId=1&page=1'))).body.data;
      expect(typeof tag2.hasMore).toBe('boolean');
      expect((await p.call(q('articleHot?type=0'))).body.data.list).toHaveLength(20);
      expect((await p.call(q(`recommendList?articleId=${A.news}`))).body.data.list.length).toBeGreaterThan(0);
      expect((await p.call(q(`getRelArticles?articleId=${A.news}`))).body.data.list.length).toBeGreaterThan(0);
    });

    it('leaders, server time, anonymous token', async () => {
      const leaders = (await p.call(q('leaderView?start=0&count=3&hasArticles=1'))).body.data;
      expect(leaders).toHaveLength(3);
      expect(leaders[0].articles.length).toBeGreaterThan(0);
      const leader = (await p.call(q(`leader?id=${DEMO_IDS.leaders.first}`))).body.data;
      expect(Object.keys(leader).sort()).toEqual(['columnID', 'description', 'details', 'duty', 'id', 'name', 'url']);
      expect((await p.call(q(`leader?id=${DEMO_IDS.leaders.missing}`))).body).toEqual(NOT_FOUND);
      expect((await p.call(q('common/serverTime'))).body.data.serverTime).toBeGreaterThan(0);
      expect((await p.call(q('tokenHelper/getAnonymousToken?device=xy123'))).body.data.securityToken).toMatch(/^[0-9a-f]{32}$/);
    });
  });

  describe('transport quirks', () => {
    it('answers POST forms like GET, JSONP with jsoncallback, and the bare payload without curVersions', async () => {
      const post = (await p.call('/app_if/getArticleCounts', { form: { articleId: String(A.news), curVersions: '1' } })).body;
      expect(post.status).toBe(0);
      const jsonp = await p.call(`/app_if/getColumns?parentColumnId=1&curVersions=1&jsoncallback=angular.callbacks._6`);
      expect(jsonp.headers.get('content-type')).toContain('javascript');
      expect(jsonp.body).toMatch(/^angular\.callbacks\._6\(\{"status":0,/);
      expect(jsonp.body.endsWith(')')).toBe(true);
      const hostile = await p.call(`/app_if/getColumns?parentColumnId=1&curVersions=1&jsoncallback=${encodeURIComponent('alert(1)//')}`);
      expect(hostile.body.status).toBe(0);
      const bare = (await p.call(`/app_if/getArticleCounts?articleId=${A.news}`)).body;
      expect(bare).toHaveProperty('fileId', A.news);
    });

    it('malformed parameters give a status -1 envelope, never a 500', async () => {
      for (const bad of ['abc', '99999999999999999999', '1;drop table articles', "' OR 1=1 --", '-5', '1e3', '']) {
        for (const call of ['getArticleContent?articleId=', 'getArticles?columnId=', 'liveView?id=', 'getArticleCounts?articleId=', 'moduleView?id=']) {
          const { status, body } = await p.call(q(`${call}${encodeURIComponent(bad)}`));
          expect(status, `${call}${bad}`).toBe(200);
          expect(body.status, `${call}${bad}`).toBe(-1);
          expect(body.message).toMatch(/参数错误/);
        }
      }
      expect((await p.call(q('getArticles?columnId=2&page=abc'))).body.status).toBe(-1);
      expect((await p.call(q(`getArticleContent?articleId=${A.news}`))).body.status).toBe(0);
      expect((await p.call('/app_if/noSuchCall')).status).toBe(404);
    });
  });

  describe('signatures and handshake', () => {
    it('wx/signature: sha1 per PLATFORM.md §6.2, UUID nonce, seconds timestamp, callback JSONP', async () => {
      expect(wxSignature('sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg', 'Wm3WZYTPz0wzccnW', '1414587457', 'http://mp.weixin.qq.com?params=value')).toBe(
        '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
      );
      const url = 'https://news.example.com/app/template/displayTemplate/news/newsDetail/2/1001.html?isShare=true';
      const d = (await p.call(q(`wx/signature?t=debug&url=${encodeURIComponent(`${url}#comments`)}`))).body.data;
      expect(d.noncestr).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(d.timestamp).toMatch(/^\d{10}$/);
      const expected = createHash('sha1').update(`jsapi_ticket=${d.jsapi_ticket}&noncestr=${d.noncestr}&timestamp=${d.timestamp}&url=${url}`).digest('hex');
      expect(d.signature).toBe(expected);
      expect(Object.keys(d)).toEqual(expect.arrayContaining(['appid', 'noncestr', 'timestamp', 'signature']));
      const jsonp = await p.call(q(`wx/signature?url=${encodeURIComponent(url)}&callback=cb`));
      expect(jsonp.body).toMatch(/^cb\(\{/);
      expect((await p.call(q('wx/signature?url=javascript:alert(1)'))).body.status).toBe(-1);
    });

    it('authinfo/auth: 3DES fields keyed by api-data, as PLATFORM.md §4.2 (synthetic vector and live round trip)', async () => {
      const apiData = 'MTYwMDAwMDAwMDAwMDE2MDAwMDAwMDAwMDAxNjAwMDAwMDAwMDAw';
      expect(key1(apiData)).toBe('AwMDYwMDAwMDAwMDAwwMDAwM');
      expect(key2(apiData)).toBe('MDAwMDAwMDAwMDAwMDE2MDAx');
      expect(encryptField('00112233445566778899aabbccddeeff', key1(apiData))).toBe('MjU5NzRiMWEyNTg5NDkwNzY4YjkzNDdiZDk3ZTdmMGNkMjEwOTcyZTVmNTEwOWRiOWE2MmY0Yzk2Y2I2NmZhMmZhMTE2ODAyOTJhMTJhNjI=');
      for (const prefix of ['/app_if', '/nis']) {
        const info = await p.call(`${prefix}/authinfo?t=${Date.now()}&siteId=1&siteID=1&curVersions=1`);
        const header = info.headers.get('api-data')!;
        expect(header).toHaveLength(52);
        const appKey = decryptField(info.body.data.appKey, key1(header));
        const appSecret = decryptField(info.body.data.appSecret, key1(header));
        expect(appKey).toMatch(/^[0-9a-f]{32}$/);
        const time = String(Date.now());
        const sign = createHash('md5')
          .update(appSecret + time + appSecret.slice(2, 7))
          .digest('hex');
        const auth = await p.call(`${prefix}/auth`, { form: { appKey, time, sign, t: time, siteId: '1', siteID: '1', curVersions: '1' } });
        expect(auth.body.status).toBe(0);
        expect(decryptField(auth.body.data.authToken, key2(auth.headers.get('api-data')!))).toMatch(/^[0-9a-f]{32}$/);
        const refused = await p.call(`${prefix}/auth`, { form: { appKey, time, sign: 'bad', curVersions: '1' } });
        expect(refused.body.status).toBe(1004);
      }
    });
  });

  describe('media, uploads, other groups, admin', () => {
    it('serves generated pictures, the HLS stream and audio with ranges', async () => {
      const image = await fetch(`${p.origin}/platform-media/images/a1001-0_800x450.jpg`);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await image.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
      expect((await fetch(`${p.origin}/platform-media/images/a1001-0_801x450.jpg`)).status).toBe(404);
      expect((await fetch(`${p.origin}/platform-media/images/..%2F..%2Fetc_800x450.jpg`)).status).toBe(404);
      const playlist = await (await fetch(`${p.origin}/platform-media/video/demo.m3u8`)).text();
      expect(playlist).toContain('#EXTM3U');
      const segment = playlist.split('\n').find((line) => line && !line.startsWith('#'))!;
      const ts = await fetch(`${p.origin}/platform-media/video/${segment}`);
      expect(ts.headers.get('content-type')).toBe('video/mp2t');
      expect(new Uint8Array(await ts.arrayBuffer())[0]).toBe(0x47);
      const audio = await fetch(`${p.origin}/platform-media/audio/demo.mp3`, { headers: { range: 'bytes=0-99' } });
      expect(audio.status).toBe(206);
      expect((await audio.arrayBuffer()).byteLength).toBe(100);
      const storage = await fetch(`${p.origin}/app_if/getImage?path=${encodeURIComponent('图片存储;xy/a1001-title_1200x675.jpg')}`, { redirect: 'manual' });
      expect(storage.status).toBe(302);
    });

    it('upload: pictures by magic bytes (415 otherwise) and size (413)', async () => {
      const png = TINY_PNG;
      const send = (bytes: Uint8Array, name: string) => {
        const form = new FormData();
        form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
        return fetch(`${p.origin}/upload/minio/upload`, { method: 'POST', body: form });
      };
      const ok = await send(png, 'photo.png');
      const body = (await ok.json()) as any;
      expect(body.status).toBe(0);
      expect((await fetch(body.data.url)).status).toBe(200);
      const fake = await send(Buffer.from('<?php echo 1; ?>'), 'photo.jpg');
      expect(fake.status).toBe(415);
      expect(((await fake.json()) as any).message).toBe('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
      const huge = new Uint8Array(6 * 1024 * 1024);
      huge.set([0xff, 0xd8, 0xff]);
      expect((await send(huge, 'big.jpg')).status).toBe(413);
    });

    it('nis, adv, mvod, analytics and sso answer in their envelopes', async () => {
      expect((await p.call(`/nis/vote/info?voteId=${DEMO_IDS.votes.activity}`)).body.data.questions[0].options).toHaveLength(6);
      expect((await p.call('/adv/getArticleAdvs?aid=1001')).body).toEqual({ status: 0, message: 'success', data: { list: [] } });
      expect((await p.call('/mvod/categor/list')).body.data.length).toBe(3);
      expect((await p.call('/mvod/article/articleList', { form: { page: '1', size: '4', nodeCode: 'pub', clientType: '1' } })).body.data.list).toHaveLength(4);
      const video = (await p.call(`/mvod/article/articleApp?id=${DEMO_IDS.mvod.first}`)).body.data;
      expect(video.relArticleList.map((a: { fileId: number }) => a.fileId)).toEqual([DEMO_IDS.articles.video, DEMO_IDS.articles.video + 1]);
      expect((await p.call('/analytics/sendRecord?dataType=1000005&articleID=1001&platform=3')).body.status).toBe(0);
      const sso = await p.call('/sso-app/api/nothing');
      expect(sso.body).toMatchObject({ code: 0, status: -1, path: '/sso-app/api/nothing' });
    });

    it('admin: token required; publish, live status and live reports show up in the reading calls', async () => {
      const admin = (path: string, body: unknown = {}, token = p.platform.context.settings.adminToken) =>
        fetch(`${p.origin}/platform-admin${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect((await admin(`/publish/${A.preview}`, {}, 'wrong')).status).toBe(401);
      expect((await admin('/publish/abc')).status).toBe(400);
      expect((await admin(`/publish/${A.missing}`)).status).toBe(404);
      expect((await admin(`/publish/${A.preview}`)).status).toBe(200);
      expect((await p.call(q(`getArticleContent?articleId=${A.preview}`))).body.data.aStatus).toBe(1);
      expect((await admin(`/live-status/${DEMO_IDS.live.preview}/1`)).status).toBe(200);
      expect((await p.call(q(`liveView?id=${DEMO_IDS.live.preview}`))).body.data.main.status).toBe(1);
      expect((await admin(`/live-status/${DEMO_IDS.live.preview}/7`)).status).toBe(400);
      expect((await admin(`/live-report/${DEMO_IDS.live.preview}`, { content: '龙舟赛鸣锣开赛！' })).status).toBe(200);
      expect((await p.call(q(`liveView?id=${DEMO_IDS.live.preview}`))).body.data.list[0].content).toBe('龙舟赛鸣锣开赛！');
    });
  });
});
