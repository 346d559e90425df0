import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import * as t from '../db/schema.ts';
import type { ArticleExtra } from '../shape/ArticleExtra.ts';
import type { ImageRef } from '../shape/mediaUrls.ts';
import { DEMO_IDS } from './demoIds.ts';
import {
  AUTHORS,
  CHECKERS,
  COMMENTS,
  EDITORS,
  GALLERY_CAPTIONS,
  GALLERY_TITLES,
  HEADLINES,
  LEADS,
  LIVE_REPORTS,
  LONG_URL,
  LONG_WORD,
  SENTENCES,
  SITE_NAME,
  SOURCES,
  VIDEO_TITLES,
} from './newsroomTexts.ts';
import { seededRandom } from './seededRandom.ts';

type ArticleInsert = typeof t.articles.$inferInsert;
type Placement = { articleId: number; columnId: number; isTop: boolean; position: number };

const BASE = DEMO_IDS.baseTime;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const C = DEMO_IDS.columns;
const A = DEMO_IDS.articles;
const HLS = 'video/demo.m3u8';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const wrapHtml = (body: string) => `<html>\n <head></head>\n <body>\n${body}\n </body>\n</html>`;

/** Seeds an empty database with the demo newsroom. Deterministic: same ids, texts and times on every run. */
export async function seedDemoNewsroom(db: PlatformDb): Promise<{ articles: number }> {
  const random = seededRandom(20240601);
  const articleRows: ArticleInsert[] = [];
  const placements: Placement[] = [];
  const counts: (typeof t.articleCounts.$inferInsert)[] = [];
  const tagLinks: (typeof t.articleTags.$inferInsert)[] = [];
  const relations: (typeof t.articleRelations.$inferInsert)[] = [];
  const reporterLinks: (typeof t.articleReporters.$inferInsert)[] = [];

  await db.insert(t.sites).values({
    id: DEMO_IDS.siteId,
    name: SITE_NAME,
    appId: DEMO_IDS.appId,
    config: { padListType: 0, padColor: '#c8102e', topicColor: '#c8102e', detailPageGrey: 0, dark: 0, locale: 'cn' },
  });

  // ── columns ──────────────────────────────────────────────────────────────────────────────────
  const column = (id: number, parentId: number, name: string, columnStyle: string, orderId: number, more: Partial<typeof t.columns.$inferInsert> = {}) => ({
    id,
    siteId: DEMO_IDS.siteId,
    parentId,
    name,
    columnStyle,
    orderId,
    version: BASE - DAY * 30 + id * MINUTE,
    icon: '',
    ...more,
  });
  const icon = (key: string) => `/platform-media/images/${key}_120x120.png`;
  await db.insert(t.columns).values([
    column(DEMO_IDS.homeColumnId, 0, '首页', '101', 1, { columnType: '4003' }),
    column(C.headline, 1, '头条', '101', 1, { topCount: 3, columnType: '4003', description: '云溪本地与国内外重要新闻', icon: icon('col-2') }),
    column(C.local, 1, '本地', '101', 2, { description: '街巷里的云溪', icon: icon('col-3') }),
    column(C.politics, 1, '时政', '101', 3),
    column(C.finance, 1, '财经', '101', 4),
    column(C.video, 1, '视频', '203', 5),
    column(C.gallery, 1, '图集', '202', 6),
    column(C.specials, 1, '专题', '206', 7),
    column(C.live, 1, '直播', '207', 8),
    column(C.audio, 1, '听新闻', '101', 9),
    column(C.service, 1, '服务', '205', 10, { linkUrl: 'https://www.example.com/service' }),
    column(C.government, 1, '问政', '215', 11),
    column(C.miniProgram, 1, '小程序', '410', 12),
    column(C.culture, 1, '文化', '101', 13, { description: '非遗、读书与城市记忆' }),
    column(C.cultureHeritage, C.culture, '非遗', '101', 1),
    column(C.cultureBooks, C.culture, '读书', '101', 2),
    column(C.specialLibrary, 0, '专题库', '101', 2),
    column(DEMO_IDS.specials.rural.columnId, C.specialLibrary, '乡村振兴进行时', '101', 1, { description: '走进云溪乡村，记录振兴路上的新变化', icon: '/platform-media/images/special-rural_1200x675.jpg' }),
    column(22, DEMO_IDS.specials.rural.columnId, '产业篇', '101', 1),
    column(23, DEMO_IDS.specials.rural.columnId, '人物篇', '101', 2),
    column(24, DEMO_IDS.specials.rural.columnId, '影像篇', '101', 3),
    column(DEMO_IDS.specials.coast.columnId, C.specialLibrary, '海岸线上的云溪', '101', 2, { description: '沿着海岸线，看见一座港城的生长', icon: '/platform-media/images/special-coast_1200x675.jpg' }),
    column(26, DEMO_IDS.specials.coast.columnId, '生态', '101', 1),
    column(27, DEMO_IDS.specials.coast.columnId, '港口', '101', 2),
    column(C.people, 0, '人物', '101', 3),
  ]);

  // ── tags, reporters ──────────────────────────────────────────────────────────────────────────
  const tagNames = ['城市更新', '民生', '营商环境', '乡村振兴', '交通', '教育', '文化', '生态', '港口', '数字经济', '防汛', '端午'];
  await db.insert(t.tags).values(tagNames.map((name, i) => ({ id: i + 1, name })));
  await db.insert(t.reporters).values(
    AUTHORS.slice(0, 6).map((name, i) => ({
      id: DEMO_IDS.reporters.first + i,
      name,
      url: `/platform-media/images/reporter-${i + 1}_200x200.jpg`,
      duty: i < 2 ? '首席记者' : '记者',
      description: `${name}，云溪新闻${i < 2 ? '首席记者' : '记者'}，长期关注${['城市建设', '民生', '时政', '财经', '文化', '生态'][i]}领域报道。`,
      memberId: i === 0 ? DEMO_IDS.members.reporter : 0,
    })),
  );

  // ── articles ─────────────────────────────────────────────────────────────────────────────────
  let ordinal = 0;
  const nextTime = () => BASE - 40 * MINUTE - ordinal++ * 97 * MINUTE;
  const pic = (key: string, w = 800, h = 450, summary?: string, format?: ImageRef['format']): ImageRef => ({ key, w, h, ...(summary ? { summary } : {}), ...(format ? { format } : {}) });
  const credits = (i: number) => ({
    author: AUTHORS[i % AUTHORS.length]!,
    reporter: AUTHORS[i % AUTHORS.length]!,
    editor: EDITORS[i % EDITORS.length]!,
    liability: EDITORS[(i + 1) % EDITORS.length]!,
    checker: CHECKERS[i % CHECKERS.length]!,
    proofreader: CHECKERS[(i + 1) % CHECKERS.length]!,
    finalChecker: '陈建国',
  });
  const paragraphs = (count: number) => {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      const sentences = [random.pick(SENTENCES), random.pick(SENTENCES), random.pick(SENTENCES)];
      out.push(`${i === 0 ? random.pick(LEADS) : ''}${sentences.join('')}`);
    }
    return out;
  };
  const add = (row: Omit<ArticleInsert, 'siteId' | 'version'> & { version?: number }, columnIds: number[], top: number[] = []) => {
    articleRows.push({ siteId: DEMO_IDS.siteId, version: row.version ?? row.publishTime + 5 * MINUTE, ...row });
    for (const columnId of new Set([row.columnId, ...columnIds])) {
      placements.push({ articleId: row.id, columnId, isTop: top.includes(columnId), position: top.includes(columnId) ? top.indexOf(columnId) : 0 });
    }
    const initial = row.id % 3 === 0 ? 200 : 0;
    counts.push({
      articleId: row.id,
      countClick: 20 + ((row.id * 37) % 900),
      countClickInitial: initial,
      countClickFake: row.id % 5 === 0 ? 1000 + ((row.id * 13) % 9000) : 0,
      countPraise: (row.id * 7) % 60,
      countShare: (row.id * 3) % 25,
      countDiscuss: 0,
    });
    tagLinks.push({ articleId: row.id, tagId: 1 + (row.id % tagNames.length), orderId: 1 });
    if (row.id % 4 === 0) tagLinks.push({ articleId: row.id, tagId: 1 + ((row.id + 5) % tagNames.length), orderId: 2 });
  };

  // 1001: the showcase article
  const table = `  <table border="1" cellpadding="4">\n   <thead><tr><th>区县</th><th>改造小区（个）</th><th>惠及居民（户）</th><th>完成投资（亿元）</th><th>完工率</th></tr></thead>\n   <tbody>\n    <tr><td>云溪区</td><td>38</td><td>12460</td><td>6.8</td><td>92%</td></tr>\n    <tr><td>滨江区</td><td>31</td><td>10215</td><td>5.1</td><td>88%</td></tr>\n    <tr><td>青山县</td><td>27</td><td>8890</td><td>3.9</td><td>85%</td></tr>\n    <tr><td>东湖新区</td><td>30</td><td>9731</td><td>4.6</td><td>90%</td></tr>\n   </tbody>\n  </table>`;
  const showcaseParagraphs = paragraphs(6);
  add(
    {
      id: A.news,
      columnId: C.headline,
      articleType: 0,
      title: '老旧小区改造惠及四万余户居民 城市更新跑出“加速度”',
      abstract: '今年以来，全市126个老旧小区完成改造，惠及居民四万余户，一批“口袋公园”和社区食堂同步建成。',
      publishTime: BASE - 30 * MINUTE,
      picType: 1,
      source: '云溪日报',
      authorId: DEMO_IDS.reporters.first,
      mark: '独家',
      credits: { ...credits(0), cameraman: '许明哲', drawer: '周若溪', overallPlanning: '王海峰', director: '刘芳', intern: '方知秋', correspondent: '吴嘉禾', planner: '李婧', collaborator: '郑雨桐' },
      content: wrapHtml(
        [
          `  <p>${showcaseParagraphs[0]}</p>`,
          '  <p>\n   <!--IMAGEARRAY#0--></p>',
          `  <p>${showcaseParagraphs[1]}</p>`,
          '  <h3>各区县改造进度一览</h3>',
          table,
          `  <p>${showcaseParagraphs[2]}</p>`,
          '  <p>\n   <!--IMAGEARRAY#1--></p>',
          `  <p>${showcaseParagraphs[3]}</p>`,
          `  <p>实施方案全文及附件可在市住建部门网站查阅：<a href="${LONG_URL}">${LONG_URL}</a></p>`,
          `  <p>方案附件编号：${LONG_WORD}</p>`,
          '  <p>\n   <!--IMAGEARRAY#2--></p>',
          `  <p>${showcaseParagraphs[4]}</p>`,
          `  <p>${showcaseParagraphs[5]}</p>`,
        ].join('\n'),
      ),
      extra: {
        listStyle: 'big',
        titlePic: pic('a1001-title', 1200, 675),
        images: [pic('a1001-0', 800, 450, '改造后的小区焕然一新。'), pic('a1001-1', 600, 400, '居民在新建的口袋公园休憩。', 'png'), pic('a1001-2', 400, 300, '社区食堂开门迎客。', 'gif')],
        listTitle: '城市更新跑出“加速度”',
        shareTitle: '四万余户居民受益！云溪老旧小区改造成绩单来了',
        shareContent: '今年以来，全市126个老旧小区完成改造，惠及居民四万余户。',
        sharePic: pic('a1001-share', 300, 300),
        subTitle: '一批“口袋公园”和社区食堂同步建成',
        leadTitle: '民生实事进行时',
        isExclusive: 1,
        extendedFields: { 责任单位: '市住房和城乡建设局' },
      } satisfies ArticleExtra,
    },
    [C.local],
    [C.headline],
  );
  reporterLinks.push({ articleId: A.news, reporterId: DEMO_IDS.reporters.first, orderId: 0 }, { articleId: A.news, reporterId: DEMO_IDS.reporters.first + 1, orderId: 1 });

  add(
    {
      id: A.newsWithVote,
      columnId: C.politics,
      articleType: 0,
      title: '垃圾分类条例修正案征求意见，你最关心哪一条？',
      abstract: '市人大常委会就生活垃圾分类条例修正案公开征求意见，欢迎市民参与投票。',
      publishTime: BASE - 2 * HOUR,
      picType: 1,
      source: '云溪发布',
      authorId: DEMO_IDS.reporters.first + 2,
      credits: credits(2),
      content: wrapHtml(paragraphs(4).map((p) => `  <p>${p}</p>`).join('\n') + '\n  <p>欢迎在文末参与投票，说出你的看法。</p>'),
      extra: { listStyle: 'small', titlePic: pic('a1002-title', 400, 300), voteId: DEMO_IDS.votes.inArticle, files: [{ name: '修正案征求意见稿.pdf', path: 'h5/demo.html', size: 1024 }] } satisfies ArticleExtra,
    },
    [C.headline],
  );
  reporterLinks.push({ articleId: A.newsWithVote, reporterId: DEMO_IDS.reporters.first + 2, orderId: 0 });

  add(
    {
      id: A.newsClosed,
      columnId: C.local,
      articleType: 0,
      title: '暴雨过后，环卫工人连夜清淤保畅通',
      abstract: '本文关闭了评论和分享。',
      publishTime: BASE - 3 * HOUR,
      picType: 0,
      source: '云溪日报',
      discussClosed: true,
      shareClosed: true,
      credits: credits(3),
      content: wrapHtml(paragraphs(3).map((p) => `  <p>${p}</p>`).join('\n')),
      extra: { listStyle: 'none' } satisfies ArticleExtra,
    },
    [],
  );

  // generated news 1004–1100 and 1201–1260
  const groups = [
    { key: 'headline', columns: [C.headline] },
    { key: 'local', columns: [C.local] },
    { key: 'politics', columns: [C.politics] },
    { key: 'finance', columns: [C.finance] },
    { key: 'culture', columns: [C.culture, C.cultureHeritage, C.cultureBooks] },
  ] as const;
  const prefixes = ['', '追踪｜', '聚焦｜', '一线｜', '快讯｜', '观察｜'];
  const used = new Map<string, number>();
  const newsIds = [...range(1004, 1100), ...range(1201, 1260)];
  newsIds.forEach((id, i) => {
    const group = groups[i % groups.length]!;
    const headlines = HEADLINES[group.key]!;
    const base = headlines[Math.floor(i / groups.length) % headlines.length]!;
    const round = used.get(base) ?? 0;
    used.set(base, round + 1);
    const title = `${prefixes[round % prefixes.length]}${base}`;
    const listStyle = (['small', 'small', 'big', 'three', 'none'] as const)[i % 5]!;
    const columnId = group.columns[i % group.columns.length]!;
    const bodyImages = [pic(`a${id}-0`), pic(`a${id}-1`, 600, 400)];
    const body = paragraphs(3 + (i % 4));
    add(
      {
        id,
        columnId,
        articleType: 0,
        title,
        abstract: body[0]!.slice(0, 60),
        publishTime: nextTime(),
        picType: 1,
        source: SOURCES[i % SOURCES.length]!,
        authorId: DEMO_IDS.reporters.first + (i % 6),
        credits: credits(i),
        content: wrapHtml(
          [`  <p>${body[0]}</p>`, '  <p>\n   <!--IMAGEARRAY#0--></p>', ...body.slice(1, -1).map((p) => `  <p>${p}</p>`), '  <p>\n   <!--IMAGEARRAY#1--></p>', `  <p>${body.at(-1)}</p>`].join('\n'),
        ),
        extra: {
          listStyle,
          ...(listStyle === 'none' ? {} : { titlePic: listStyle === 'big' ? pic(`a${id}-title`, 1200, 675) : pic(`a${id}-title`, 400, 300) }),
          ...(listStyle === 'three' ? { listPics: [pic(`a${id}-p0`, 400, 300), pic(`a${id}-p1`, 400, 300), pic(`a${id}-p2`, 400, 300)] } : {}),
          images: bodyImages,
        } satisfies ArticleExtra,
      },
      // the first of every group also shows on the headline tab
      i % 7 === 0 ? [C.headline] : [],
    );
    if (i % 3 === 0) reporterLinks.push({ articleId: id, reporterId: DEMO_IDS.reporters.first + (i % 6), orderId: 0 });
  });

  // special topic sub-column articles (type 0 inside 22–24, 26–27)
  const specialSubColumns = [...DEMO_IDS.specials.rural.subColumnIds, ...DEMO_IDS.specials.coast.subColumnIds];
  range(1261, 1280).forEach((id, i) => {
    const columnId = specialSubColumns[i % specialSubColumns.length]!;
    const body = paragraphs(3);
    add(
      {
        id,
        columnId,
        articleType: 0,
        title: `${HEADLINES.special![i % HEADLINES.special!.length]}${i >= HEADLINES.special!.length ? `（${Math.floor(i / HEADLINES.special!.length) + 1}）` : ''}`,
        abstract: body[0]!.slice(0, 50),
        publishTime: nextTime(),
        picType: 1,
        source: '云溪日报',
        credits: credits(i + 2),
        content: wrapHtml(body.map((p) => `  <p>${p}</p>`).join('\n')),
        extra: { listStyle: 'small', titlePic: pic(`a${id}-title`, 400, 300) } satisfies ArticleExtra,
      },
      [],
    );
  });

  // galleries 1101–1120
  range(1101, 1120).forEach((id, i) => {
    const images = range(0, 4 + (i % 4)).map((n) => pic(`a${id}-g${n}`, n % 3 === 2 ? 600 : 800, n % 3 === 2 ? 800 : 450, GALLERY_CAPTIONS[(i + n) % GALLERY_CAPTIONS.length]));
    add(
      {
        id,
        columnId: C.gallery,
        articleType: 1,
        title: `${GALLERY_TITLES[i % GALLERY_TITLES.length]}${i >= GALLERY_TITLES.length ? '（二）' : ''}`,
        abstract: '一组图片，带你看见不一样的云溪。',
        publishTime: nextTime(),
        picType: 2,
        source: '云溪日报',
        credits: { ...credits(i), cameraman: AUTHORS[(i + 4) % AUTHORS.length]! },
        content: wrapHtml('  <p>一组图片，带你看见不一样的云溪。</p>'),
        extra: { listStyle: 'three', titlePic: images[0], listPics: images.slice(0, 3), images } satisfies ArticleExtra,
      },
      i < 2 ? [C.headline] : [],
      id === A.gallery ? [C.headline] : [],
    );
  });

  // videos 1121–1140
  range(1121, 1140).forEach((id, i) => {
    add(
      {
        id,
        columnId: C.video,
        articleType: 2,
        title: `${VIDEO_TITLES[i % VIDEO_TITLES.length]}${i >= VIDEO_TITLES.length ? '（下）' : ''}`,
        abstract: '短视频带你直击现场。',
        publishTime: nextTime(),
        picType: 2,
        source: '云溪广播电视台',
        credits: { ...credits(i), videoauthor: AUTHORS[(i + 3) % AUTHORS.length]!, cameraman: AUTHORS[(i + 3) % AUTHORS.length]! },
        content: wrapHtml('  <p>短视频带你直击现场。</p>\n  <p><!--VIDEO#0--></p>'),
        extra: { listStyle: 'big', titlePic: pic(`a${id}-cover`, 1200, 675), video: { path: HLS, duration: 4, size: 62792, videoStyle: i % 2 } } satisfies ArticleExtra,
      },
      i === 0 ? [C.headline] : [],
    );
  });

  // specials 1141–1142 → special columns
  add(
    {
      id: A.special,
      columnId: C.specials,
      articleType: 3,
      title: '专题｜乡村振兴进行时',
      abstract: '走进云溪乡村，记录振兴路上的新变化。',
      publishTime: nextTime(),
      picType: 0,
      linkId: DEMO_IDS.specials.rural.columnId,
      credits: credits(1),
      extra: { listStyle: 'big', titlePic: pic('special-rural', 1200, 675), subColumnId: DEMO_IDS.specials.rural.subColumnIds[0] } satisfies ArticleExtra,
    },
    [C.headline],
    [C.headline],
  );
  add(
    {
      id: A.special + 1,
      columnId: C.specials,
      articleType: 3,
      title: '专题｜海岸线上的云溪',
      abstract: '沿着海岸线，看见一座港城的生长。',
      publishTime: nextTime(),
      picType: 0,
      linkId: DEMO_IDS.specials.coast.columnId,
      credits: credits(2),
      extra: { listStyle: 'big', titlePic: pic('special-coast', 1200, 675), subColumnId: DEMO_IDS.specials.coast.subColumnIds[0] } satisfies ArticleExtra,
    },
    [],
  );

  // links 1151–1156
  range(1151, 1156).forEach((id, i) => {
    add(
      {
        id,
        columnId: [C.headline, C.local, C.finance][i % 3]!,
        articleType: 4,
        title: ['外链｜云溪市政府门户网站', '外链｜全国政务服务平台', '外链｜云溪港集团官网', '外链｜气象预警信息', '外链｜云溪图书馆数字资源', '外链｜12345 市民热线'][i]!,
        abstract: '点击查看外部网页。',
        publishTime: nextTime(),
        picType: 1,
        linkUrl: `https://www.example.com/yunxi/link-${i + 1}`,
        credits: credits(i),
        extra: { listStyle: 'small', titlePic: pic(`a${id}-title`, 400, 300) } satisfies ArticleExtra,
      },
      [],
    );
  });

  // live articles 1161–1166 ↔ live rooms
  const liveDefs = [
    { article: A.live, live: DEMO_IDS.live.live, status: 1, liveType: 1, title: '直播｜云溪港新航线首航仪式', reports: 12 },
    { article: A.live + 1, live: DEMO_IDS.live.preview, status: 0, liveType: 0, title: '预告｜端午龙舟赛明日开赛', reports: 2 },
    { article: A.live + 2, live: DEMO_IDS.live.ended, status: 2, liveType: 1, title: '回放｜城市绿道贯通仪式', reports: 8 },
    { article: A.live + 3, live: DEMO_IDS.live.liveImage, status: 1, liveType: 0, title: '图文直播｜2024 云溪书展开幕', reports: 45 },
    { article: A.live + 4, live: 505, status: 2, liveType: 0, title: '图文回顾｜防汛应急演练', reports: 6 },
    { article: A.live + 5, live: 506, status: 0, liveType: 1, title: '预告｜数字经济峰会主论坛', reports: 0 },
  ];
  const liveRows: (typeof t.liveRooms.$inferInsert)[] = [];
  const reportRows: (typeof t.liveReports.$inferInsert)[] = [];
  liveDefs.forEach((def, i) => {
    const publishTime = nextTime();
    const startTime = def.status === 0 ? BASE + (i + 1) * DAY : publishTime + HOUR;
    add(
      {
        id: def.article,
        columnId: C.live,
        articleType: 6,
        title: def.title,
        abstract: def.status === 0 ? '直播预告' : '正在直播',
        publishTime,
        picType: 2,
        linkId: def.live,
        credits: credits(i),
        extra: { listStyle: 'big', titlePic: pic(`live-${def.live}`, 1200, 675) } satisfies ArticleExtra,
      },
      i === 0 || i === 1 ? [C.headline] : [],
    );
    liveRows.push({
      id: def.live,
      articleId: def.article,
      title: def.title,
      status: def.status,
      liveType: def.liveType,
      startTime,
      publishTime,
      content: `${def.title.replace(/^[^｜]+｜/, '')}，敬请关注。`,
      countClick: 100 * (i + 1),
      countPraise: 10 * i,
      extra: {
        banner: pic(`live-${def.live}`, 1200, 675),
        ...(def.liveType === 1 ? { videoPath: HLS, playbackPath: def.status === 2 ? HLS : '' } : {}),
        users: [],
      },
    });
    for (let n = 0; n < def.reports; n++) {
      reportRows.push({
        liveId: def.live,
        content: LIVE_REPORTS[n % LIVE_REPORTS.length]!,
        user: '云溪新闻',
        userId: 0,
        isTop: n === 0 && def.reports > 10,
        publishTime: startTime + n * 4 * MINUTE,
        attachments: n % 4 === 1 ? [{ type: 'pic', url: `/platform-media/images/live-${def.live}-r${n}_800x450.jpg` }] : [],
      });
    }
  });

  // H5 1171–1174
  range(1171, 1174).forEach((id, i) => {
    add(
      {
        id,
        columnId: i % 2 ? C.culture : C.headline,
        articleType: 12,
        title: ['H5｜一图读懂城市更新这一年', 'H5｜云溪非遗地图', 'H5｜测一测你是哪种云溪美食', 'H5｜跟着地铁游云溪'][i]!,
        abstract: '互动 H5，点击体验。',
        publishTime: nextTime(),
        picType: 1,
        credits: credits(i),
        extra: { listStyle: 'small', titlePic: pic(`a${id}-title`, 400, 300), h5Path: 'h5/demo.html' } satisfies ArticleExtra,
      },
      [],
    );
  });

  // audio 1181–1188
  range(1181, 1188).forEach((id, i) => {
    const title = `听新闻｜${HEADLINES.headline![i % HEADLINES.headline!.length]}`;
    add(
      {
        id,
        columnId: C.audio,
        articleType: 0,
        title,
        abstract: '三分钟听懂今日要闻。',
        publishTime: nextTime(),
        picType: 1,
        source: '云溪广播电视台',
        credits: credits(i),
        content: wrapHtml(`  <p><!--AUDIO#0--></p>\n${paragraphs(2).map((p) => `  <p>${p}</p>`).join('\n')}`),
        extra: { listStyle: 'small', titlePic: pic(`a${id}-title`, 400, 300), audio: { path: 'audio/demo.mp3', duration: 6, title } } satisfies ArticleExtra,
      },
      [],
    );
  });

  // 1999: unpublished (aStatus 0), for preview
  add(
    {
      id: A.preview,
      columnId: C.headline,
      articleType: 0,
      aStatus: 0,
      title: '【待审】云溪新区规划调整方案（预览稿）',
      abstract: '这是一篇尚未发布的稿件，只能在预览中看到。',
      publishTime: BASE + HOUR,
      picType: 1,
      credits: credits(5),
      content: wrapHtml(paragraphs(3).map((p) => `  <p>${p}</p>`).join('\n')),
      extra: { listStyle: 'small', titlePic: pic('a1999-title', 400, 300) } satisfies ArticleExtra,
    },
    [],
  );

  // related articles: each news article points at the next few of its column
  const byColumn = new Map<number, number[]>();
  for (const row of articleRows) if (row.aStatus !== 0) byColumn.set(row.columnId, [...(byColumn.get(row.columnId) ?? []), row.id]);
  for (const row of articleRows) {
    if (row.articleType !== 0 && row.articleType !== 1 && row.articleType !== 2) continue;
    const siblings = (byColumn.get(row.columnId) ?? []).filter((id) => id !== row.id);
    siblings.slice(0, 4).forEach((relatedId, orderId) => relations.push({ articleId: row.id, relatedId, orderId }));
  }

  await insertChunks(db, t.articles, articleRows);
  await insertChunks(db, t.articleColumns, placements);
  await insertChunks(db, t.articleTags, tagLinks);
  await insertChunks(db, t.articleRelations, relations);
  await insertChunks(db, t.articleReporters, reporterLinks);
  await db.insert(t.liveRooms).values(liveRows);
  await insertChunks(db, t.liveReports, reportRows);

  // ── modules on the headline tab ──────────────────────────────────────────────────────────────
  const M = DEMO_IDS.modules;
  await db.insert(t.modules).values([
    { id: M.editorPicks, columnId: C.headline, type: 0, name: '编辑推荐', position: 3, orderId: 1, extra: { showType: 1, displayStyle: 1, showMore: 0, mark: '推荐' } },
    { id: M.newsFlash, columnId: C.headline, type: 8, name: '要闻速报', position: 0, orderId: 2, extra: { mark: '要闻速报' } },
    { id: M.specials, columnId: C.headline, type: 10, name: '专题推荐', position: 6, orderId: 3, extra: { showMore: 1, targetColumn: C.specials } },
    { id: M.activities, columnId: C.headline, type: 4, name: '活动推荐', position: 9, orderId: 4, extra: {} },
    { id: M.accounts, columnId: C.headline, type: 5, name: '云溪号', position: 12, orderId: 5, extra: { showMore: 1 } },
    { id: M.people, columnId: C.headline, type: 7, name: '人物', position: 15, orderId: 6, extra: { targetColumn: C.people } },
    { id: 7, columnId: C.headline, type: 0, name: '焦点', position: 0, orderId: 0, extra: { top: true, cmDisplayStyle: 2 } },
  ]);
  const moduleItem = (moduleId: number, refs: number[]) => refs.map((refId, orderId) => ({ moduleId, refId, orderId }));
  await db.insert(t.moduleItems).values([
    ...moduleItem(M.editorPicks, [A.newsWithVote, 1004, 1005, A.gallery, A.video]),
    ...moduleItem(M.newsFlash, [1006, 1007, 1008, 1009]),
    ...moduleItem(M.specials, [A.special, A.special + 1]),
    ...moduleItem(M.activities, [DEMO_IDS.activities.open, DEMO_IDS.activities.notStarted, DEMO_IDS.activities.vote]),
    ...moduleItem(M.accounts, [301, 302, 303, 304, 305]),
    ...moduleItem(M.people, [1, 2, 3, 4, 5]),
    ...moduleItem(7, [1010, 1011, 1012]),
  ]);

  // ── leaders ──────────────────────────────────────────────────────────────────────────────────
  const leaderNames = ['林国栋', '陈晓华', '黄振宇', '郑文清', '吴立平', '许志远'];
  const duties = ['市委书记', '市委副书记、市长', '市人大常委会主任', '市政协主席', '市委常委、常务副市长', '市委常委、宣传部部长'];
  await db.insert(t.leaders).values(
    leaderNames.map((name, i) => ({
      id: i + 1,
      name,
      url: `/platform-media/images/leader-${i + 1}_300x300.jpg`,
      duty: duties[i]!,
      description: duties[i]!,
      columnId: C.people,
      catId: i < 2 ? 1 : 2,
      regionId: 1 + (i % 3),
      details: `${name}，男，汉族，1968年${i + 1}月生，大学学历。现任${duties[i]}。\r\n\r\n曾任县委书记、市直部门主要负责人等职。`,
      orderId: i,
    })),
  );

  // ── members, xy accounts, dynamics, questions, subjects ──────────────────────────────────────
  const memberNames = ['溪边读报人', '林记者', '云溪新闻官方', '早起的鸟儿', '港城小陈', '茶山阿婆', '滨江跑者', '书虫小周', '老街摄影师', '海风'];
  await db.insert(t.members).values(
    memberNames.map((nickname, i) => ({
      id: 101 + i,
      phone: `1380000${String(i + 1).padStart(4, '0')}`,
      nickname,
      head: `/platform-media/images/member-${101 + i}_120x120.jpg`,
      passwordMd5: md5('123456'),
      score: 100 + i * 25,
      createdAt: BASE - (100 - i) * DAY,
      extra: i === 2 ? { official: true } : {},
    })),
  );
  const xyTopics = ['林晓岚工作室', '陈思远看民生', '黄一鸣说时政', '郑雨桐财经眼', '云溪文旅', '云溪发布', '停用账号示例', '审核中账号示例'];
  await db.insert(t.xyCategories).values([
    { id: 1, name: '记者', orderId: 1 },
    { id: 2, name: '政务', orderId: 2 },
    { id: 3, name: '文旅', orderId: 3 },
  ]);
  await db.insert(t.xyAccounts).values(
    xyTopics.map((topic, i) => ({
      id: 301 + i,
      topic,
      description: `${topic}：关注云溪，记录身边事。`,
      icon: `/platform-media/images/xy-${301 + i}_120x120.jpg`,
      banner: `/platform-media/images/xy-${301 + i}-banner_1200x675.jpg`,
      catId: i < 4 ? 1 : i < 6 ? 2 : 3,
      reporterId: i < 4 ? DEMO_IDS.reporters.first + i : 0,
      xyStatus: i === 7 ? 4 : 0,
      xyForbidden: i === 6,
      influence: 9800 - i * 730,
    })),
  );
  await db.insert(t.xyDynamics).values(
    range(1, 24).map((id) => ({
      id,
      xyId: 301 + (id % 4),
      content: `${random.pick(SENTENCES)}${id % 3 === 0 ? random.pick(SENTENCES) : ''}`,
      createdAt: BASE - id * 5 * HOUR,
      attachments: id % 3 === 0 ? { pics: [`/platform-media/images/dyn-${id}_800x450.jpg`], videos: [] } : id % 7 === 0 ? { pics: [], videos: [HLS] } : { pics: [], videos: [] },
    })),
  );
  await db.insert(t.subjects).values([
    { id: 1, title: '城市更新，你有什么建议？', description: '老旧小区改造、口袋公园建设……说说你的想法。', pic: '/platform-media/images/subject-1_800x450.jpg', xyId: 301, createdAt: BASE - 10 * DAY },
    { id: 2, title: '问问财经记者', description: '关于消费、就业和理财的问题，都可以问。', pic: '/platform-media/images/subject-2_800x450.jpg', xyId: 304, createdAt: BASE - 8 * DAY },
  ]);
  await db.insert(t.questions).values(
    range(1, 16).map((id) => ({
      id,
      kind: id <= 10 ? 'ask' : 'qa',
      subjectId: id <= 10 ? 1 + (id % 2) : 0,
      xyId: id <= 10 ? 301 + (id % 4) : 0,
      memberId: 101 + (id % 10),
      title: id <= 10 ? `请问${['小区加装电梯', '公园开放时间', '停车收费', '公积金提取', '学区划分'][id % 5]}怎么办理？` : `反映${['路灯不亮', '噪音扰民', '道路积水', '垃圾清运不及时', '公交班次少', '违章停车'][id % 6]}问题`,
      content: random.pick(SENTENCES),
      answer: id % 4 === 0 ? '' : `您好，${random.pick(SENTENCES)}`,
      answeredAt: id % 4 === 0 ? null : BASE - id * HOUR,
      createdAt: BASE - id * 3 * HOUR,
      countPraise: id * 2,
      extra: id > 10 ? { qaType: 1, images: [`/platform-media/images/qa-${id}_800x450.jpg`], videos: [], audios: [] } : {},
    })),
  );

  // ── comments ─────────────────────────────────────────────────────────────────────────────────
  const commentRows: (typeof t.comments.$inferInsert)[] = [];
  let commentId = 1;
  const comment = (rootId: number, sourceType: number, parentId: number, memberIndex: number, text: string, more: Partial<typeof t.comments.$inferInsert> = {}) => {
    const id = commentId++;
    commentRows.push({
      id,
      sourceType,
      rootId,
      parentId,
      memberId: 101 + memberIndex,
      userName: memberNames[memberIndex]!,
      content: text,
      createdAt: BASE - (60 - id) * 7 * MINUTE,
      countPraise: (id * 3) % 17,
      location: ['云溪', '滨江', '青山'][id % 3]!,
      ...more,
    });
    return id;
  };
  for (let i = 0; i < 26; i++) {
    const id = comment(A.news, 0, -1, i % 10, COMMENTS[i % COMMENTS.length]!, i === 2 ? { isWonderful: true } : {});
    if (i % 4 === 0) comment(A.news, 0, id, (i + 3) % 10, '同意楼上的看法。');
  }
  comment(A.news, 0, -1, 2, '感谢关注，相关办理指引已在文末更新。', { kind: 1 });
  comment(A.news, 0, 1, 2, '您好，具体可咨询所在社区居委会。', { kind: 2 });
  comment(A.news, 0, -1, 0, '这条评论还在审核中。', { reviewStatus: 0 });
  comment(A.newsWithVote, 0, -1, 4, '建议增加大件垃圾预约上门回收。');
  comment(A.newsWithVote, 0, -1, 5, '分类投放时间能不能放宽一点？');
  comment(DEMO_IDS.live.live, 1, -1, 6, '直播画面很清楚！');
  comment(DEMO_IDS.live.live, 1, -1, 7, '新航线开到哪里？');
  await insertChunks(db, t.comments, commentRows);
  const shown = new Map<number, number>();
  for (const row of commentRows) if (row.sourceType === 0 && row.reviewStatus !== 0) shown.set(row.rootId, (shown.get(row.rootId) ?? 0) + 1);
  for (const row of counts) row.countDiscuss = shown.get(row.articleId) ?? row.articleId % 9;
  await insertChunks(db, t.articleCounts, counts);

  // ── activities, votes, vouchers ──────────────────────────────────────────────────────────────
  const act = DEMO_IDS.activities;
  await db.insert(t.activities).values([
    { id: act.open, title: '“寻找最美街巷”摄影征集活动', startTime: BASE - 5 * DAY, endTime: BASE + 20 * DAY, signStartTime: BASE - 5 * DAY, signEndTime: BASE + 10 * DAY, quota: 200, catId: 1, extra: { organizer: '云溪新闻', location: '云溪老街', abstract: '用镜头记录你心中最美的街巷。', imageKey: 'act-601', signForm: ['realName', 'phone'] } },
    { id: act.notStarted, title: '端午亲子包粽子体验营', startTime: BASE + 7 * DAY, endTime: BASE + 8 * DAY, signStartTime: BASE + 2 * DAY, signEndTime: BASE + 6 * DAY, quota: 50, catId: 2, extra: { organizer: '云溪新闻', location: '西湖社区', abstract: '和孩子一起包粽子，学习端午习俗。', imageKey: 'act-602', signForm: ['realName', 'phone'] } },
    { id: act.full, title: '城市绿道骑行团', startTime: BASE + 1 * DAY, endTime: BASE + 1 * DAY + 4 * HOUR, signStartTime: BASE - 3 * DAY, signEndTime: BASE + 12 * HOUR, quota: 2, catId: 2, extra: { organizer: '云溪体育', location: '滨江绿道', abstract: '骑行三十八公里城市绿道。', imageKey: 'act-603', signForm: ['realName', 'phone'] } },
    { id: act.ended, title: '春季读书分享会', startTime: BASE - 40 * DAY, endTime: BASE - 39 * DAY, signStartTime: BASE - 50 * DAY, signEndTime: BASE - 41 * DAY, quota: 100, catId: 1, extra: { organizer: '云溪图书馆', location: '云溪图书馆', abstract: '分享你最爱的一本书。', imageKey: 'act-604', signForm: ['realName'] } },
    { id: act.vote, title: '“我心中的云溪美食”投票', startTime: BASE - 2 * DAY, endTime: BASE + 15 * DAY, signStartTime: BASE - 2 * DAY, signEndTime: BASE + 15 * DAY, quota: 0, catId: 3, voteId: DEMO_IDS.votes.activity, extra: { organizer: '云溪新闻', location: '线上', abstract: '为你心中的云溪美食投上一票。', imageKey: 'act-605', signForm: [] } },
  ]);
  await db.insert(t.activitySignups).values([
    { activityId: act.open, memberId: 101, realName: '王小溪', phone: '13800000001', registCode: 'YX601101', createdAt: BASE - 4 * DAY },
    { activityId: act.full, memberId: 104, realName: '李港', phone: '13800000004', registCode: 'YX603104', createdAt: BASE - 2 * DAY },
    { activityId: act.full, memberId: 105, realName: '陈茶', phone: '13800000005', registCode: 'YX603105', createdAt: BASE - 2 * DAY },
  ]);
  await db.insert(t.vouchers).values([{ activityId: act.open, memberId: 101, code: 'YX601101', extra: { shopSite: '云溪老街服务点' } }]);
  await db.insert(t.votes).values([
    { id: DEMO_IDS.votes.inArticle, name: '你最关心修正案的哪一条？', endTime: BASE + 30 * DAY, needLogin: false, extra: { voteCycle: 2, voteCyclenum: 1, onlyapp: 0, clientStyle: 0 } },
    { id: DEMO_IDS.votes.activity, name: '我心中的云溪美食', endTime: BASE + 15 * DAY, needLogin: true, extra: { voteCycle: 1, voteCyclenum: 3, onlyapp: 0, clientStyle: 1, vs_head_voteimage: '/platform-media/images/vote-702_1200x675.jpg', vs_user_inforule: '每人每天可投三票' } },
  ]);
  await db.insert(t.voteQuestions).values([
    { id: 711, voteId: DEMO_IDS.votes.inArticle, name: '你最关心哪一条？', qtype: 1, selectLimited: 2 },
    { id: 721, voteId: DEMO_IDS.votes.activity, name: '请选择你最爱的美食', qtype: 0, selectLimited: 1 },
  ]);
  await db.insert(t.voteOptions).values([
    { id: 7111, questionId: 711, name: '分类投放时间', count: 36 },
    { id: 7112, questionId: 711, name: '大件垃圾回收', count: 52 },
    { id: 7113, questionId: 711, name: '违规处罚标准', count: 18 },
    { id: 7114, questionId: 711, name: '厨余垃圾处理', count: 27 },
    ...['鱼丸', '土笋冻', '海蛎煎', '沙茶面', '花生汤', '肉燕'].map((name, i) => ({ id: 7211 + i, questionId: 721, name, pic: `/platform-media/images/vote-opt-${i + 1}_400x300.jpg`, count: 120 - i * 13, extra: { description: `${name}是云溪人餐桌上的家常味道。` } })),
  ]);

  // ── circles, tip-offs, subscriptions, favourites, invites, points ────────────────────────────
  await db.insert(t.circles).values([
    { id: 1, name: '云溪随手拍', description: '拍下你眼中的云溪', icon: '/platform-media/images/circle-1_120x120.jpg', createdAt: BASE - 60 * DAY },
    { id: 2, name: '读书会', description: '每周一本书', icon: '/platform-media/images/circle-2_120x120.jpg', createdAt: BASE - 50 * DAY },
    { id: 3, name: '跑步爱好者', description: '一起跑过云溪的四季', icon: '/platform-media/images/circle-3_120x120.jpg', createdAt: BASE - 40 * DAY },
  ]);
  await db.insert(t.circlePosts).values(
    range(1, 30).map((id) => ({
      id,
      circleId: 1 + (id % 3),
      memberId: 101 + (id % 10),
      content: `${random.pick(COMMENTS)}${random.pick(SENTENCES)}`,
      countPraise: (id * 5) % 40,
      countDiscuss: id % 6,
      createdAt: BASE - id * 2 * HOUR,
      attachments: id % 2 ? { pics: [`/platform-media/images/post-${id}_800x450.jpg`] } : { pics: [] },
    })),
  );
  await db.insert(t.circleNotices).values([
    { id: 1, circleId: 1, title: '本周主题：雨后的街巷', content: '欢迎大家分享雨后街巷的照片。', createdAt: BASE - DAY },
    { id: 2, circleId: 2, title: '六月书单', content: '本月共读《城市的胜利》。', createdAt: BASE - 2 * DAY },
  ]);
  await db.insert(t.tipoffs).values([
    { id: 1, memberId: 101, topic: '路面塌陷', content: '滨江路与青山路交叉口路面出现塌陷。', userName: '溪边读报人', contactNo: '13800000001', status: 1, createdAt: BASE - 3 * DAY, attachments: { pics: ['/platform-media/images/tip-1_800x450.jpg'], videos: [], audios: [] } },
    { id: 2, memberId: 104, topic: '夜间施工噪音', content: '东湖新区某工地夜间施工噪音扰民。', userName: '早起的鸟儿', contactNo: '13800000004', status: 0, createdAt: BASE - DAY, attachments: { pics: [], videos: [HLS], audios: ['audio/demo.mp3'] } },
  ]);
  await db.insert(t.subscriptions).values([
    { memberId: 101, type: 4, targetId: 301, createdAt: BASE - 5 * DAY },
    { memberId: 101, type: 5, targetId: C.local, createdAt: BASE - 5 * DAY },
  ]);
  await db.insert(t.favourites).values([{ memberId: 101, articleId: A.news, type: 0, createdAt: BASE - DAY }]);
  await db.insert(t.inviteCodes).values(range(101, 110).map((memberId) => ({ code: String(2406000 + memberId * 7), memberId })));
  await db.insert(t.inviteRecords).values([{ code: String(2406000 + 101 * 7), imei: 'demo-imei-0001', memberId: 104, createdAt: BASE - 7 * DAY }]);
  await db.insert(t.pointRecords).values([
    { memberId: 101, event: '启动', score: 5, createdAt: BASE - DAY },
    { memberId: 101, event: '浏览', score: 2, createdAt: BASE - DAY + HOUR },
    { memberId: 101, event: '分享成功', score: 10, createdAt: BASE - 2 * HOUR },
    { memberId: 101, event: '提交评论', score: 5, createdAt: BASE - HOUR },
  ]);

  // ── paper, mvod ──────────────────────────────────────────────────────────────────────────────
  await db.insert(t.papers).values([{ id: DEMO_IDS.paper.id, name: '云溪日报', extra: { periods: '1' } }]);
  const pages: (typeof t.paperPages.$inferInsert)[] = [];
  ['2024-06-01', '2024-05-31'].forEach((date, d) => {
    ['要闻', '本地', '经济', '文化'].forEach((name, i) => {
      const id = 100 * (d + 1) + i + 1;
      pages.push({
        id,
        paperId: DEMO_IDS.paper.id,
        date,
        layout: String(i + 1).padStart(2, '0'),
        name: `第${String(i + 1).padStart(2, '0')}版：${name}`,
        pic: `/platform-media/images/paper-${id}_600x800.jpg`,
        articles: newsIds.slice(d * 16 + i * 4, d * 16 + i * 4 + 4).map((articleId, n) => ({
          articleId,
          layoutMapping: { mapping: `${10 + (n % 2) * 290},${20 + Math.floor(n / 2) * 380},${290 + (n % 2) * 290},${380 + Math.floor(n / 2) * 380}` },
        })),
      });
    });
  });
  await db.insert(t.paperPages).values(pages);
  await db.insert(t.mvodCategories).values([
    { id: 1, name: '推荐', type: 0, orderId: 1 },
    { id: 2, name: '云溪', type: 1, orderId: 2 },
    { id: 3, name: '美食', type: 1, orderId: 3 },
  ]);
  await db.insert(t.mvodArticles).values(
    range(1, 12).map((id) => ({
      id,
      categoryId: 1 + (id % 3),
      title: `${VIDEO_TITLES[id % VIDEO_TITLES.length]!.replace('视频｜', '')}（竖屏）`,
      videoUrl: HLS,
      cover: `/platform-media/images/mvod-${id}_600x800.jpg`,
      duration: 4,
      publishTime: BASE - id * 3 * HOUR,
      countPlay: 1000 + id * 37,
      countPraise: id * 11,
      extra: { relArticleIds: [A.video, A.video + 1] },
    })),
  );

  await resetSequences(db);
  return { articles: articleRows.length };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

async function insertChunks<T extends Parameters<PlatformDb['insert']>[0]>(db: PlatformDb, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) await db.insert(table).values(rows.slice(i, i + 100));
}

/** Seeded rows carry explicit ids; move serial sequences past them so later inserts do not collide. */
async function resetSequences(db: PlatformDb): Promise<void> {
  for (const table of ['live_reports', 'comments', 'activity_signups', 'vote_records', 'vouchers', 'invite_records', 'point_records', 'xy_hits', 'uploads', 'analytics_records']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`));
  }
}
