import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../platform/startTestPlatform.ts';
import { createCatalogue, type Catalogue } from '../../../src/catalogue/catalogue.ts';
import { catalogueConfigFromEnv } from '../../../src/catalogue/catalogueConfig.ts';
import { memorySession } from '../../../src/catalogue/session.ts';
import { wechatJsSignature } from '../../../src/catalogue/wechatSignature.ts';

/**
 * The catalogue against the bundled platform over real HTTP: every reading call of this wave parses
 * (no 'invalid' errors) and the handshake works end to end.
 */
let platform: TestPlatform;
let catalogue: Catalogue;
const warnings: string[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  catalogue = createCatalogue(catalogueConfigFromEnv({ PLATFORM_ORIGIN: platform.origin }), { log: (message) => warnings.push(message) });
});

afterAll(async () => {
  await platform?.stop();
});

function value<T>(result: { ok: boolean; empty?: boolean; value?: T | null; error?: unknown }): T {
  if (!result.ok || result.empty || result.value === null || result.value === undefined) throw new Error(`expected a value, got ${JSON.stringify(result)}`);
  return result.value;
}

describe('catalogue × bundled platform', () => {
  it('site config, columns, a column page and an article with its satellites', async () => {
    value(await catalogue.getSiteConfig());
    const columns = value(await catalogue.getColumns());
    expect(columns.columns.length).toBeGreaterThan(0);
    const first = columns.columns[0]!;
    // Top-level columns are containers (home, special library…); their children hold the articles.
    const children = value(await catalogue.getColumns({ parentColumnId: first.columnId })).columns;
    expect(children.length).toBeGreaterThan(0);
    const page = value(await catalogue.getArticles({ columnId: children[0]!.columnId }));
    expect(page.list.length).toBeGreaterThan(0);
    // No item was dropped by the tolerant schema.
    const raw = await platform.call(`/app_if/getArticles?curVersions=1&siteId=1&columnId=${children[0]!.columnId}&page=0&lastFileId=0`);
    expect(page.list.length).toBe(raw.body.data.list.length);
    expect(page.modules.length).toBe((raw.body.data.modules ?? []).length);
    const article = [...page.list, ...page.carousel][0];
    expect(article).toBeDefined();
    const content = value(await catalogue.getArticleContent({ id: article!.fileId }));
    expect(content.fileId).toBe(article!.fileId);
    expect(content.title).toBeTruthy();
    value(await catalogue.getArticleCounts({ id: article!.fileId }));
    for (const result of [await catalogue.getRelArticles({ id: article!.fileId }), await catalogue.recommendList({ id: article!.fileId })]) expect(result.ok).toBe(true);
    expect(value(await catalogue.getColumn({ columnId: first.columnId })).columnId).toBe(first.columnId);
  });

  it('lists, live and leaders parse', async () => {
    const results = await Promise.all([catalogue.tagScreenArticles({ tagId: 1 }), catalogue.liveComing(), catalogue.call('leaderView', { start: 0, count: 20 }), catalogue.call('getAnonymousToken')]);
    for (const result of results) expect(result.ok, JSON.stringify(result)).toBe(true);
  });

  it('wx/signature answers a config whose signature checks out', async () => {
    const config = value(await catalogue.wxSignature('http://mp.weixin.qq.com?params=value#x'));
    expect(config.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(config.appId).toBeTruthy();
    // The demo uses PLATFORM.md's official ticket, so the signature can be recomputed here.
    expect(
      wechatJsSignature({
        jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: config.nonceStr,
        timestamp: config.timestamp,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe(config.signature);
  });

  it('the authinfo → auth handshake decrypts what the platform encrypts', async () => {
    expect(await catalogue.ensureAppAuth()).toBe(true);
    expect(catalogue.hasAppAuth()).toBe(true);
    expect((await catalogue.getColumns({}, { session: memorySession() })).ok).toBe(true);
  });

  it('logged no schema mismatch', () => {
    expect(warnings.filter((message) => message.includes('schema'))).toEqual([]);
  });
});
