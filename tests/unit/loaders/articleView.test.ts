import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { articleContentSchema, type ArticleContent } from '../../../src/catalogue/articleContent.ts';
import { articleListItemSchema } from '../../../src/catalogue/articleListItem.ts';
import { articleView, type ArticleViewInput } from '../../../src/loaders/articleView.ts';
import { posterPath, routeUrl } from '../../../src/routes.ts';

/** An article as the catalogue parses it from the platform's fields. */
function parsed(raw: Record<string, unknown>): ArticleContent {
  const article = v.parse(articleContentSchema, { fileId: 7, title: '标题', articleType: 0, columnID: 3, publishtime: '2024-06-01 10:00:00.0', aStatus: 1, ...raw });
  if (!article) throw new Error('not an article');
  return article;
}

function viewOf(raw: Record<string, unknown>, input: Partial<ArticleViewInput> = {}) {
  return articleView({
    article: parsed(raw),
    kind: 'news',
    preview: false,
    config: null,
    siteOrigin: 'https://news.example.test',
    siteName: '云溪新闻',
    locale: 'cn',
    isShare: false,
    nativeAppMarker: 'xyApp',
    relatedFallback: [],
    recommended: [],
    ...input,
  });
}

describe('articleView', () => {
  it('news: canonical and share URL, by-line defaults, reading tools, widgets', () => {
    const view = viewOf({ content: '<p>正文内容</p>', author: '甲、乙' });
    expect(view.head.canonical).toBe(routeUrl('newsDetail', [3, 7]));
    expect(view.shareSheet?.content.url).toBe(`https://news.example.test${routeUrl('newsDetail', [3, 7])}?isShare=true`);
    expect(view.published).toEqual({ iso: '2024-06-01T10:00:00+08:00', platformTime: '2024-06-01 10:00:00.0' });
    // Without a site config: publish time shown, read and praise counts hidden (SPEC §9 defaults).
    expect(view.readCount).toBeNull();
    expect(view.actions.showPraiseCount).toBe(false);
    // Four characters are nothing to time: the tools show the text size only.
    expect(view.tools).toEqual({ readingTime: null });
    expect(view.widgets).not.toBeNull();
    expect(view.gallery).toEqual([]);
    expect(view.head.jsonLd.author).toEqual([
      { '@type': 'Person', name: '甲' },
      { '@type': 'Person', name: '乙' },
    ]);
    expect(view.share).toMatchObject({ url: view.shareSheet?.content.url, title: '标题' });
    expect(view.shareSheet).toMatchObject({ counted: { id: 7 }, content: { title: '标题', image: '' } });
  });

  it('one picture rule for og:image, WeChat and the share sheet: the share picture, else the first picture', () => {
    const shared = viewOf({ content: '<p>x</p>', sharePicAbsoluteUrl: 'https://img.example.test/share.jpg', pic_list: ['https://img.example.test/first.jpg'] });
    expect([shared.head.image, shared.share?.image, shared.shareSheet?.content.image]).toEqual(Array(3).fill('https://img.example.test/share.jpg'));
    const plain = viewOf({ content: '<p>x</p>', pic_list: ['https://img.example.test/first.jpg'] });
    expect([plain.head.image, plain.share?.image, plain.shareSheet?.content.image]).toEqual(Array(3).fill('https://img.example.test/first.jpg'));
  });

  it.each([
    ['no picture: the share poster in the reader language', {}, {}, `https://news.example.test${posterPath(7, 'bo')}`],
    ['a picture of its own: that picture', { pic_list: ['https://img.example.test/first.jpg'] }, {}, 'https://img.example.test/first.jpg'],
    ['sharing closed: none', { shareClosed: 1 }, {}, null],
    ['unreleased: none', { aStatus: 0 }, {}, null],
    ['shown as a preview: none', {}, { preview: true }, null],
  ])('og:image, %s (docs/decisions/154)', (_name, raw, input, expected) => {
    expect(viewOf({ content: '<p>x</p>', ...raw }, { locale: 'bo', ...input }).head.image).toBe(expected);
  });

  it.each([
    ['a released article with sharing open', {}, {}, posterPath(7, 'de')],
    ['unreleased', { aStatus: 0 }, {}, null],
    ['shown as a preview', {}, { preview: true }, null],
  ])('the share sheet offers the poster: %s', (_name, raw, input, expected) => {
    expect(viewOf({ content: '<p>x</p>', ...raw }, { locale: 'de', ...input }).shareSheet?.poster).toBe(expected);
  });

  it('onlineStudy keeps its own route as canonical', () => {
    expect(viewOf({ content: '<p>x</p>' }, { kind: 'study' }).head.canonical).toBe(routeUrl('onlineStudy', [7]));
  });

  it('gallery without text: pictures from the list, abstract, no tools and no widgets', () => {
    const view = viewOf({ articleType: 1, pic_list: ['https://img.example.test/a.jpg'], attAbstract: '摘要' });
    expect(view.gallery.map((picture) => picture.imageUrl)).toEqual(['https://img.example.test/a.jpg']);
    expect(view.abstract).toBe('摘要');
    expect(view.tools).toBeNull();
    expect(view.widgets).toBeNull();
  });

  it('closed sharing: no WeChat share data, no share sheet', () => {
    const view = viewOf({ content: '<p>x</p>', shareClosed: 1 });
    expect(view.share).toBeNull();
    expect(view.shareSheet).toBeNull();
  });

  it('reporters: only named ones when the card is on, photos only over http(s)', () => {
    const reporters = [
      { id: 1, name: '记者甲', url: 'javascript:alert(1)', duty: '首席记者', description: '' },
      { id: 2, name: ' ', url: 'https://img.example.test/r.jpg', duty: '', description: '' },
    ];
    expect(viewOf({ content: '<p>x</p>', isShowReporterCard: 1, reporters }).reporters).toEqual([{ name: '记者甲', duty: '首席记者', description: '', photo: '' }]);
    expect(viewOf({ content: '<p>x</p>', isShowReporterCard: 0, reporters }).reporters).toEqual([]);
  });

  it('related: the fallback list only when the article carries none; recommended passes through', () => {
    const item = v.parse(articleListItemSchema, { fileId: 9, title: '另一篇', articleType: 0, columnId: 3, picMiddle: 'https://img.example.test/m.jpg' });
    const view = viewOf({ content: '<p>x</p>' }, { relatedFallback: [item], recommended: [item] });
    expect(view.related).toEqual([{ fileId: 9, title: '另一篇', articleType: 0, columnId: 3, linkID: 0, publishtime: '', picture: 'https://img.example.test/m.jpg' }]);
    expect(view.recommended).toEqual([item]);
  });

  it.each([
    [{ xyAccountID: 12 }, 10],
    [{ xyAccountID: '12' }, 10],
    [{ xyAccountID: 0 }, 0],
    [{}, 0],
  ])("the like bar and the share sheet carry SPEC §4's object type: %o → %d", (raw, expected) => {
    const view = viewOf({ content: '<p>x</p>', ...raw });
    expect(view.actions.objectType).toBe(expected);
    expect(view.shareSheet?.counted?.objectType).toBe(expected);
  });
});

describe('shapes of the real platform', () => {
  it.each([
    ['a storage path in picBig, the https address in picB', { picBig: '图片存储;xy/2024/06/a.jpg', picB: 'https://img.example.test/b.jpg' }, 'https://img.example.test/b.jpg'],
    ['the small picture first when it is usable', { picS: 'https://img.example.test/s.jpg', picBig: 'https://img.example.test/b.jpg' }, 'https://img.example.test/s.jpg'],
    ['an unusable small picture is passed over', { picSmall: '图片存储;xy/s.jpg', picMiddle: 'https://img.example.test/m.jpg' }, 'https://img.example.test/m.jpg'],
    ['nothing usable at all', { picBig: '图片存储;xy/a.jpg', picB: 'ftp://x/y.jpg' }, ''],
  ])('related thumbnails: %s', (_name, pictures, expected) => {
    const view = viewOf({ content: '<p>x</p>', related: [{ relId: 9, title: '另一篇', columnID: 3, ...pictures }] });
    expect(view.related[0]?.picture).toBe(expected);
  });

  it.each([
    ['an absolute sharePicUrl alone', { sharePicUrl: 'https://img.example.test/editor.jpg', pic_list: ['https://img.example.test/lead.jpg'] }, 'https://img.example.test/editor.jpg'],
    ['sharePicAbsoluteUrl wins over sharePicUrl', { sharePicAbsoluteUrl: 'https://img.example.test/abs.jpg', sharePicUrl: 'https://img.example.test/editor.jpg' }, 'https://img.example.test/abs.jpg'],
    ['a relative sharePicUrl is no picture for a card', { sharePicUrl: 'xy/editor.jpg', pic_list: ['https://img.example.test/lead.jpg'] }, 'https://img.example.test/lead.jpg'],
  ])('the editor’s share picture: %s', (_name, raw, expected) => {
    expect(viewOf({ content: '<p>x</p>', ...raw }).shareSheet?.content.image).toBe(expected);
  });
});
