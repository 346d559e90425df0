import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../src/catalogue/catalogue.ts';
import { catalogueConfigFromEnv } from '../../../src/catalogue/catalogueConfig.ts';
import { CALLS, type CallName } from '../../../src/catalogue/calls.ts';
import { CORPUS_DIR, corpusAvailable } from '../../corpusAvailable.ts';

/**
 * Every recorded real response (the `shared/corpus` folder beside the repository, read-only, never
 * copied in) must go through the catalogue without a schema failure. CORPUS_DIR overrides the place;
 * under CI a missing corpus fails instead of skipping.
 */
const corpusDir = CORPUS_DIR;
const present = corpusAvailable(corpusDir);

/** Files named after something other than their call. */
const FILE_TO_CALL: Record<string, CallName> = { amuc_event_eventTypes: 'eventTypes' };

interface Case {
  test: string;
  response: unknown;
}

function casesOf(file: string): Case[] {
  const parsed: unknown = JSON.parse(readFileSync(`${corpusDir}/${file}`, 'utf8'));
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => (entry && typeof entry === 'object' && 'response' in entry ? [{ test: String(Reflect.get(entry, 'test') ?? ''), response: entry.response }] : []));
}

function catalogueAnswering(body: unknown) {
  const config = catalogueConfigFromEnv({ PLATFORM_ORIGIN: 'http://corpus.invalid' });
  return createCatalogue(config, {
    fetch: async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    log: () => {},
  });
}

const files = present
  ? readdirSync(corpusDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

describe.skipIf(!present)('real platform corpus', () => {
  for (const file of files) {
    const base = file.replace(/\.json$/, '');
    const name: CallName | undefined = FILE_TO_CALL[base] ?? (base in CALLS ? (base as CallName) : undefined);
    describe(file, () => {
      it('is declared as a call', () => expect(name).toBeDefined());
      if (!name) return;
      casesOf(file).forEach((entry, index) => {
        it(`#${index} ${entry.test}`, async () => {
          const result = await catalogueAnswering(entry.response).call(name);
          if (!result.ok) {
            // Only the platform's own failure statuses may fail, never the schema.
            expect(result.error.kind).toBe('platform');
            expect(result.error.message).toBeTruthy();
          }
        });
      });
    });
  }
});

describe.skipIf(present)('real platform corpus (absent)', () => {
  it(`is skipped: no corpus folder at ${corpusDir} (set CORPUS_DIR to point at one)`, () => {
    expect(present).toBe(false);
  });
});

describe.skipIf(!present)('corpus details come out normalised', () => {
  const first = (file: string, index = 0) => casesOf(file)[index]?.response;

  it('getArticleContent: "empty" is an empty result; a real article is complete', async () => {
    const missing = await catalogueAnswering(first('getArticleContent.json', 0)).getArticleContent({ id: 1 });
    expect(missing).toMatchObject({ ok: true, empty: true });
    const found = await catalogueAnswering(first('getArticleContent.json', 3)).getArticleContent({ id: 887 });
    if (!found.ok || found.empty) throw new Error('expected an article');
    expect(found.value.fileId).toBe(887);
    expect(found.value.countPraise).toBe(0);
    expect(found.value.countDiscuss).toBe(48);
    expect(found.value.credits.map((credit) => credit.role)).toContain('responsibleEditor');
    expect(found.value.widgets.vote?.questions.length).toBeGreaterThan(0);
    expect(found.value.related[0]?.columnIcon).toMatch(/^http/);
    expect(found.value.extendedFields['图书简介']).toBe('扩展图书简介22');
  });

  it("getPaperArticle: an unknown id is the platform's refusal; a real one reads as an article with its layout and issue date", async () => {
    const missing = await catalogueAnswering(first('getPaperArticle.json', 0)).paperArticle({ id: 1, preview: false });
    expect(missing).toMatchObject({ ok: false, error: { kind: 'platform' } });
    const found = await catalogueAnswering(first('getPaperArticle.json', 1)).paperArticle({ id: 136, preview: false });
    if (!found.ok || found.empty) throw new Error('expected a paper article');
    expect(found.value).toMatchObject({ layout: '01', date: '2020-02-11', article: { fileId: 136, title: '导读', countPraise: 0 } });
    expect(found.value.article.content).toContain('<p>');
  });

  it('getArticleCounts: unknown id is empty, counts are numbers', async () => {
    expect(await catalogueAnswering(first('getArticleCounts.json', 0)).getArticleCounts({ id: 1 })).toMatchObject({ ok: true, empty: true });
    const counts = await catalogueAnswering(first('getArticleCounts.json', 1)).getArticleCounts({ id: 2005 });
    expect(counts).toMatchObject({ ok: true, value: { fileId: 2005, countClick: 1514 } });
  });

  it('getConfig: site config with defaults for absent blocks', async () => {
    const config = await catalogueAnswering(first('getConfig.json', 0)).getSiteConfig();
    if (!config.ok || config.empty) throw new Error('expected a config');
    expect(config.value.padListType).toBe(0);
    expect(config.value.discuss.auditType).toBe(1);
    expect(config.value.globalCount.showPubTime).toBe(1);
    expect(config.value.paperUrl).toBe('');
  });

  it('getConfig with an unknown appID is a platform error with its message', async () => {
    const config = await catalogueAnswering(first('getConfig.json', 1)).getSiteConfig();
    expect(config).toMatchObject({ ok: false, error: { kind: 'platform', code: -1, message: 'Your server has down or target user not exist !' } });
  });

  it('getArticles: list, carousel and modules of the real page', async () => {
    const page = await catalogueAnswering(first('getArticles.json', 1)).getArticles({ columnId: 5 });
    if (!page.ok || page.empty) throw new Error('expected a page');
    expect(page.value.list).toHaveLength(20);
    expect(page.value.carousel.length).toBeGreaterThan(0);
    expect(page.value.modules.some((module) => module.accounts.length > 0)).toBe(true);
    expect(page.value.list.every((item) => typeof item.countClick === 'number')).toBe(true);
  });

  it('getColumns: columns with numeric styles', async () => {
    const columns = await catalogueAnswering(first('getColumns.json', 1)).getColumns();
    if (!columns.ok || columns.empty) throw new Error('expected columns');
    expect(columns.value.columns.length).toBeGreaterThan(0);
    expect(columns.value.columns.every((column) => typeof column.columnStyle === 'number' && column.columnId > 0)).toBe(true);
  });

  it('liveView: main and reports; unknown room is an error', async () => {
    const live = await catalogueAnswering(first('liveView.json', 0)).liveView({ id: 1084 });
    expect(live).toMatchObject({ ok: true, value: { main: { fileId: 1084, status: 2 } } });
    expect(await catalogueAnswering(first('liveView.json', 1)).liveView({ id: 9 })).toMatchObject({ ok: false, error: { kind: 'platform' } });
  });

  it('moduleView: type 7 lists people, type 10 articles', async () => {
    const articles = await catalogueAnswering(first('moduleView.json', 0)).moduleView({ id: 1 });
    const people = await catalogueAnswering(first('moduleView.json', 1)).moduleView({ id: 2 });
    expect(articles).toMatchObject({ ok: true, value: { type: 10 } });
    expect(people).toMatchObject({ ok: true, value: { type: 7, articles: [] } });
    if (people.ok && !people.empty) expect(people.value.people[0]?.name).toBe('于伟国');
  });
});
