import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../../../src/catalogue/catalogue.ts';
import { catalogueConfigFromEnv } from '../../../src/catalogue/catalogueConfig.ts';
import { articleBody } from '../../../src/articleHtml/articleBody.ts';
import { articleCredits } from '../../../src/loaders/articleCredits.ts';
import { CORPUS_DIR, corpusAvailable } from '../../corpusAvailable.ts';

/**
 * Every recorded getArticleContent answer (the `shared/corpus` folder beside the repository, read,
 * never copied in) goes through the catalogue's parser and the article page's content pipeline:
 * placeholders, sanitiser, credits. CORPUS_DIR overrides the place; under CI a missing corpus fails
 * instead of skipping.
 */
const file = `${CORPUS_DIR}/getArticleContent.json`;
const present = corpusAvailable(file);

interface Case {
  test: string;
  response: unknown;
}

const cases: Case[] = present ? (JSON.parse(readFileSync(file, 'utf8')) as Case[]) : [];

function catalogueAnswering(body: unknown) {
  return createCatalogue(catalogueConfigFromEnv({ PLATFORM_ORIGIN: 'http://corpus.invalid' }), {
    fetch: async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    log: () => {},
  });
}

describe.skipIf(!present)('getArticleContent corpus through the article pipeline', () => {
  it.each(cases.map((entry, index) => [index, entry.test, entry] as const))('case %i: %s', async (_index, _test, entry) => {
    const result = await catalogueAnswering(entry.response).getArticleContent({ id: 1 });
    expect(result.ok).toBe(true);
    if (!result.ok || result.empty) {
      expect(JSON.stringify(entry.response)).toContain('"empty"');
      return;
    }
    const article = result.value;
    const body = articleBody(article, { ownVideoPlayer: article.articleType === 2 });
    const credits = articleCredits(article);
    expect(Array.isArray(credits)).toBe(true);
    if (article.content.trim()) {
      expect(body.html.length).toBeGreaterThan(0);
      expect(body.html).not.toMatch(/<script|<style|<iframe|\son\w+=|style="|javascript:/i);
      expect(body.html).not.toContain('<!--');
    }
  });

  it('places every IMAGEARRAY picture of the recorded image article', async () => {
    const withImages = cases.find((entry) => JSON.stringify(entry.response).includes('IMAGEARRAY#3'));
    expect(withImages).toBeDefined();
    const result = await catalogueAnswering(withImages?.response).getArticleContent({ id: 1 });
    if (!result.ok || result.empty) throw new Error('expected an article');
    const html = articleBody(result.value).html;
    expect(html.match(/<img /g)?.length).toBe(4);
    expect(html).toContain('loading="lazy"');
  });

  it('maps the recorded credits, with the author as top reporter', async () => {
    const credited = cases.find((entry) => JSON.stringify(entry.response).includes('摄影10'));
    const result = await catalogueAnswering(credited?.response).getArticleContent({ id: 1 });
    if (!result.ok || result.empty) throw new Error('expected an article');
    const roles = articleCredits(result.value).map((line) => line.role);
    expect(roles).toEqual(expect.arrayContaining(['source', 'editor', 'responsibleEditor', 'planner', 'checker', 'cameraman', 'drawer', 'overallPlanner', 'intern', 'correspondent', 'topReporters']));
  });
});

describe.skipIf(present)('getArticleContent corpus', () => {
  it(`is absent (${CORPUS_DIR}): the corpus tests were skipped`, () => {
    expect(present).toBe(false);
  });
});
