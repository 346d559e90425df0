import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activityDetailSchema } from '../../../src/catalogue/activitySchemas.ts';
import { articleContentSchema } from '../../../src/catalogue/articleContent.ts';
import { liveViewSchema } from '../../../src/catalogue/liveView.ts';
import type { SiteConfig } from '../../../src/catalogue/siteConfig.ts';
import {
  activityShareFacts,
  liveShareFacts,
  mvodShareFacts,
  pageShare,
  questionShareFacts,
  sharePicture,
  specialShareFacts,
  subjectShareFacts,
  type PageShareContext,
  type ShareFacts,
} from '../../../src/loaders/pageShare.ts';
import type { QuestionView } from '../../../src/loaders/qaPages.ts';

/**
 * Sharing beyond articles (docs/decisions/159): each content type's share facts from the platform's
 * fields, and the one SPEC §5 rule that turns them into the share sheet's and WeChat's texts.
 */
const ORIGIN = 'https://news.example.test';
const context = (over: Partial<PageShareContext> = {}): PageShareContext => ({
  config: null,
  siteOrigin: ORIGIN,
  canonical: '/app/template/displayTemplate/news/liveDetail/502.html',
  isShare: false,
  nativeAppMarker: 'xyApp',
  locale: 'cn',
  ...over,
});
const counts = (share: number | null, wechat: number | null) => ({ shareTitleMaxCount: share, wechatShareTitleMaxCount: wechat }) as SiteConfig;

function liveMain(main: Record<string, unknown>) {
  const parsed = v.parse(liveViewSchema, { main: { fileId: 502, title: '直播｜首航仪式', status: 1, ...main }, list: [] });
  if (!parsed) throw new Error('no room');
  return parsed.main;
}

function activity(raw: Record<string, unknown>) {
  const parsed = v.parse(activityDetailSchema, { fileId: 31, title: '读书月', ...raw });
  if (!parsed) throw new Error('no activity');
  return parsed;
}

function article(raw: Record<string, unknown>) {
  const parsed = v.parse(articleContentSchema, { fileId: 7, title: '专题', articleType: 3, columnID: 3, publishtime: '2024-06-01 10:00:00.0', aStatus: 1, ...raw });
  if (!parsed) throw new Error('no article');
  return parsed;
}

const question = (over: Partial<QuestionView>): QuestionView => ({
  title: '路灯何时修好？',
  content: '',
  userName: '读者',
  createTime: '',
  answer: '',
  answerHidden: false,
  subjectId: 0,
  images: [],
  videos: [],
  audios: [],
  answerPics: [],
  ...over,
});

describe('live room share facts (liveView main)', () => {
  it.each<[string, Record<string, unknown>, Partial<ShareFacts>]>([
    [
      'title, summary, app banner; counted for its article',
      { content: '敬请关注。', articleID: 1161, config: { appBannerUrl: 'https://img.test/b.jpg' } },
      { title: '直播｜首航仪式', descriptions: ['敬请关注。'], pictures: ['https://img.test/b.jpg'], closed: false, counted: { id: 1161, objectType: 0 } },
    ],
    ['the web banner when the app banner is missing', { config: { webBannerUrl: 'https://img.test/w.jpg' } }, { pictures: ['https://img.test/w.jpg'] }],
    ['no article: no event', { articleID: 0 }, { counted: null }],
    ['shareClosed 1 (number)', { shareClosed: 1 }, { closed: true }],
    ['shareClosed "1" (string)', { shareClosed: '1' }, { closed: true }],
    ['shareClosed 0', { shareClosed: 0 }, { closed: false }],
  ])('%s', (_name, main, expected) => {
    expect(liveShareFacts(liveMain(main))).toMatchObject(expected);
  });
});

describe('activity share facts (activityDetail)', () => {
  it.each<[string, Record<string, unknown>, Partial<ShareFacts>]>([
    [
      'abstract first, then content; its picture; object type 4',
      { abstract: '一起读书', content: '<p>正文</p>', picBig: 'https://img.test/a.jpg' },
      { title: '读书月', descriptions: ['一起读书', '<p>正文</p>'], pictures: ['https://img.test/a.jpg'], counted: { id: 31, objectType: 4 } },
    ],
    ['shareClosed 1', { shareClosed: 1 }, { closed: true }],
    ['no shareClosed sent: open', {}, { closed: false }],
  ])('%s', (_name, raw, expected) => {
    expect(activityShareFacts(activity(raw))).toMatchObject(expected);
  });
});

describe('special topic share facts', () => {
  const column = { columnName: '专题栏目', description: '栏目介绍', topPic: '', phoneIcon: 'https://img.test/icon.png' };
  it.each<[string, ReturnType<typeof article> | null, typeof column | null, Partial<ShareFacts> | null]>([
    [
      'the special article: its share title, text and picture',
      article({ shareTitle: '分享标题', shareContent: '分享描述', sharePicUrl: 'https://img.test/s.jpg' }),
      column,
      { title: '分享标题', descriptions: ['分享描述', '', ''], pictures: ['https://img.test/s.jpg'], counted: { id: 7, objectType: 0 } },
    ],
    ["an account's special article: object type 10", article({ xyAccountID: 5 }), null, { title: '专题', counted: { id: 7, objectType: 10 } }],
    ['the article closes sharing', article({ shareClosed: 1 }), column, { closed: true }],
    ['no article: the column, no event', null, column, { title: '专题栏目', descriptions: ['栏目介绍'], pictures: ['', 'https://img.test/icon.png'], closed: false, counted: null }],
    ['neither: nothing to share', null, null, null],
  ])('%s', (_name, special, topic, expected) => {
    const facts = specialShareFacts(special, topic);
    if (expected === null) expect(facts).toBeNull();
    else expect(facts).toMatchObject(expected);
  });
});

describe('Q&A and short video share facts: no event (the SPEC names none)', () => {
  it.each<[string, ShareFacts, Partial<ShareFacts>]>([
    [
      'a question: its text, else its answer; its pictures, then the answer’s',
      questionShareFacts(question({ content: '', answer: '已修复', images: ['https://img.test/q.jpg'], answerPics: ['https://img.test/a.jpg'] })),
      { descriptions: ['', '已修复'], pictures: ['https://img.test/q.jpg', 'https://img.test/a.jpg'], counted: null, closed: false },
    ],
    [
      'a subject',
      subjectShareFacts({ id: 2, title: '城市建设', description: '说说你的建议', pic: '/platform-media/images/s.jpg', questionCount: 3 }),
      { title: '城市建设', descriptions: ['说说你的建议'], pictures: ['/platform-media/images/s.jpg'], counted: null },
    ],
    [
      'a short video: the service’s share text',
      mvodShareFacts({ title: '龙舟赛', poster: 'https://img.test/v.jpg' }, { title: '云溪短视频', description: '精彩短视频' }),
      { title: '龙舟赛', descriptions: ['精彩短视频'], pictures: ['https://img.test/v.jpg'], counted: null },
    ],
    ['a short video without share info', mvodShareFacts({ title: '龙舟赛', poster: '' }, null), { descriptions: [''], pictures: [''] }],
  ])('%s', (_name, facts, expected) => {
    expect(facts).toMatchObject(expected);
  });
});

describe('pageShare: SPEC §5 for every type', () => {
  const facts = (over: Partial<ShareFacts> = {}): ShareFacts => ({
    title: '直播｜首航仪式',
    descriptions: ['敬请关注。'],
    pictures: ['https://img.test/b.jpg'],
    closed: false,
    counted: { id: 1161, objectType: 0 },
    ...over,
  });

  it('the link is the canonical address with isShare=true, the same in the sheet and in WeChat', () => {
    const share = pageShare(facts(), context());
    expect(share?.sheet.content.url).toBe(`${ORIGIN}/app/template/displayTemplate/news/liveDetail/502.html?isShare=true`);
    expect(share?.wechat).toEqual({ url: share?.sheet.content.url, title: '直播｜首航仪式', description: '敬请关注。', image: 'https://img.test/b.jpg' });
    expect(share?.sheet).toMatchObject({ counted: { id: 1161, objectType: 0 }, poster: null, locale: 'cn' });
    expect(share?.sheet.messages['share.copyLink']).toBeTruthy();
  });

  it.each<[string, Partial<ShareFacts>, Partial<PageShareContext>, { title: string; wechatTitle: string; description: string; image: string } | null]>([
    ['shareClosed: no sheet, no WeChat data', { closed: true }, {}, null],
    ['no title: nothing to share', { title: '  ' }, {}, null],
    ['no description: the title', { descriptions: ['', '  '] }, {}, { title: '直播｜首航仪式', wechatTitle: '直播｜首航仪式', description: '直播｜首航仪式', image: 'https://img.test/b.jpg' }],
    [
      'HTML made plain, whitespace collapsed',
      { descriptions: ['<p>第一段</p>\n<p>第二&nbsp;段</p>'] },
      {},
      { title: '直播｜首航仪式', wechatTitle: '直播｜首航仪式', description: '第一段 第二 段', image: 'https://img.test/b.jpg' },
    ],
    [
      'description cut at 100 characters',
      { descriptions: ['字'.repeat(150)] },
      {},
      { title: '直播｜首航仪式', wechatTitle: '直播｜首航仪式', description: '字'.repeat(100), image: 'https://img.test/b.jpg' },
    ],
    [
      'titles cut by each count (bytes = 2 × count)',
      { title: '一二三四五六七八' },
      { config: counts(3, 5) },
      { title: '一二三', wechatTitle: '一二三四五', description: '敬请关注。', image: 'https://img.test/b.jpg' },
    ],
    [
      'a storage path is no picture; the next one is',
      { pictures: ['图片存储;xy/a.jpg', 'https://img.test/2.jpg'] },
      {},
      { title: '直播｜首航仪式', wechatTitle: '直播｜首航仪式', description: '敬请关注。', image: 'https://img.test/2.jpg' },
    ],
    ['no usable picture: none', { pictures: ['javascript:alert(1)', ''] }, {}, { title: '直播｜首航仪式', wechatTitle: '直播｜首航仪式', description: '敬请关注。', image: '' }],
  ])('%s', (_name, over, ctx, expected) => {
    const share = pageShare(facts(over), context(ctx));
    if (expected === null) return expect(share).toBeNull();
    expect({ title: share?.sheet.content.title, wechatTitle: share?.wechat.title, description: share?.wechat.description, image: share?.wechat.image }).toEqual(expected);
    expect(share?.sheet.content.description).toBe(expected.description);
  });

  it('no facts: nothing', () => {
    expect(pageShare(null, context())).toBeNull();
  });

  it('the canonical address keeps its path only, whatever the page was asked with', () => {
    expect(pageShare(facts(), context({ canonical: `${ORIGIN}/app/template/displayTemplate/news/mvodShare/9.html` }))?.wechat.url).toBe(
      `${ORIGIN}/app/template/displayTemplate/news/mvodShare/9.html?isShare=true`,
    );
  });
});

describe('sharePicture', () => {
  it.each<[string, string[], string]>([
    ['absolute https', ['https://img.test/a.jpg'], 'https://img.test/a.jpg'],
    ['a path on this site, made absolute', ['/platform-media/images/a.jpg'], `${ORIGIN}/platform-media/images/a.jpg`],
    ['protocol-relative is not this site', ['//evil.test/a.jpg'], ''],
    ['storage path skipped', ['图片存储;xy/a.jpg', 'http://img.test/b.jpg'], 'http://img.test/b.jpg'],
    ['data: refused', ['data:image/png;base64,AAAA'], ''],
    ['none', [], ''],
  ])('%s', (_name, candidates, expected) => {
    expect(sharePicture(candidates, ORIGIN)).toBe(expected);
  });
});
