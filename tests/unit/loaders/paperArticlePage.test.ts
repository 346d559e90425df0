import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { paperArticleSchema } from '../../../src/catalogue/documentSchemas.ts';
import { paperArticleAnswerOf, paperLayoutHref } from '../../../src/loaders/paperArticlePage.ts';
import { routeUrl } from '../../../src/routes.ts';

/** A paper article in the real answer's shape (PLATFORM.md §5.2): ids, counts and siteID as strings. */
const answer = (over: Record<string, unknown> = {}) => ({
  subtitle: '',
  attachment: [],
  advClosed: -2147483648,
  countClick: '0',
  countPraise: '3',
  images: [{ imagearray: [], ref: '<!--IMAGES#1-->' }],
  layoutId: '19',
  discussClosed: 0,
  layout: '01',
  title: '导读',
  content: '<p>第一段</p><p>第二段</p>',
  source: '',
  version: 1581350400000,
  articleType: 0,
  introTitle: '  本报讯 ',
  collaborator: '',
  editor: '陈编',
  attAbstract: '',
  publishtime: '2020-02-11 00:00:00.0',
  fileId: '136',
  url: 'http://paper.invalid/app/szb/fjrb/pc/202002/11/content_136.html',
  author: '林晓',
  shareUrl: 'http://paper.invalid/app/szb/fjrb/pad/202002/11/content_136.html',
  siteID: '1',
  ...over,
});

describe('paperArticleSchema', () => {
  it.each([
    ['the real shape', answer(), { fileId: 136, layout: '01', date: '2020-02-11', introTitle: '本报讯', countPraise: 3 }],
    ['a numeric id and a compact date', answer({ fileId: 136, publishtime: '20200211' }), { fileId: 136, layout: '01', date: '2020-02-11', introTitle: '本报讯', countPraise: 3 }],
    [
      'a layout that is no code, a date that is no date',
      answer({ layout: '<b>', publishtime: '2020-02-30 00:00:00.0' }),
      { fileId: 136, layout: null, date: null, introTitle: '本报讯', countPraise: 3 },
    ],
  ])('%s', (_name, raw, expected) => {
    const parsed = v.parse(paperArticleSchema, raw);
    expect(parsed && { fileId: parsed.article.fileId, layout: parsed.layout, date: parsed.date, introTitle: parsed.introTitle, countPraise: parsed.article.countPraise }).toEqual(expected);
    expect(parsed?.article.content).toBe('<p>第一段</p><p>第二段</p>');
  });

  it.each([
    ['the not-found {}', {}],
    ['no id', answer({ fileId: '' })],
    ['"empty"', 'empty'],
    ['null', null],
    ['a list', [answer()]],
  ])('%s is no article', (_name, raw) => {
    expect(v.parse(paperArticleSchema, raw)).toBeNull();
  });
});

describe('paperLayoutHref: back to the layout the article stands on', () => {
  it.each([
    [{ date: '2024-06-01', paperId: 1, layout: '02' }, routeUrl('paperSharePage', ['2024-06-01', 1, '02'])],
    [{ date: '2024-06-01', paperId: 1, layout: null }, routeUrl('paperSharePage', ['2024-06-01', 1])],
    [{ date: '2024-06-01', paperId: null, layout: '02' }, routeUrl('paperSharePage', ['2024-06-01'])],
    [{ date: null, paperId: 1, layout: '02' }, null],
  ])('%o → %s', (input, expected) => {
    expect(paperLayoutHref(input)).toBe(expected);
  });
});

describe('paperArticleAnswerOf: status and cache policy', () => {
  const view = { view: null, notFound: false, failed: false };
  it.each([
    ['a released article', view, false, { status: 200, cache: 'article' }],
    ['a preview', view, true, { status: 200, cache: 'preview' }],
    ['not found', { ...view, notFound: true }, false, { status: 404, cache: 'notFound' }],
    ['not found in a preview', { ...view, notFound: true }, true, { status: 404, cache: 'notFound' }],
    ['the platform failed', { ...view, failed: true }, false, { status: 503, cache: 'preview' }],
  ] as const)('%s', (_name, data, preview, expected) => {
    expect(paperArticleAnswerOf(data, preview)).toEqual(expected);
  });
});
