import type { ArticleExtra } from '../shape/ArticleExtra.ts';
import { DEMO_IDS } from './demoIds.ts';
import { HEADLINES, LONG_URL, LONG_WORD, SOURCES } from './newsroomTexts.ts';
import type { ArticleBook } from './articleBook.ts';
import { BASE, HOUR, MINUTE, demoPicture as pic, range } from './seedParts.ts';

const C = DEMO_IDS.columns;
const A = DEMO_IDS.articles;
const wrapHtml = (body: string) => `<html>\n <head></head>\n <body>\n${body}\n </body>\n</html>`;

/** The generated news articles (type 0): 1004–1100 and 1201–1260, in this order. */
export const GENERATED_NEWS_IDS = [...range(1004, 1100), ...range(1201, 1260)];

/**
 * News (type 0): the showcase article 1001 (table, long URL and word, three picture formats,
 * credits, reporters), one with a vote (1002), one closed to comments and sharing (1003), the
 * generated news of every home tab, and the special topics' sub-column articles.
 */
export function addNewsArticles(book: ArticleBook): void {
  const { add, addReporters, credits, nextTime, paragraphs } = book;

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
      credits: {
        ...credits(0),
        cameraman: '许明哲',
        drawer: '周若溪',
        overallPlanning: '王海峰',
        director: '刘芳',
        intern: '方知秋',
        correspondent: '吴嘉禾',
        planner: '李婧',
        collaborator: '郑雨桐',
      },
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
  addReporters({ articleId: A.news, reporterId: DEMO_IDS.reporters.first, orderId: 0 }, { articleId: A.news, reporterId: DEMO_IDS.reporters.first + 1, orderId: 1 });

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
      content: wrapHtml(
        paragraphs(4)
          .map((p) => `  <p>${p}</p>`)
          .join('\n') + '\n  <p>欢迎在文末参与投票，说出你的看法。</p>',
      ),
      extra: {
        listStyle: 'small',
        titlePic: pic('a1002-title', 400, 300),
        voteId: DEMO_IDS.votes.inArticle,
        files: [{ name: '修正案征求意见稿.pdf', path: 'h5/demo.html', size: 1024 }],
      } satisfies ArticleExtra,
    },
    [C.headline],
  );
  addReporters({ articleId: A.newsWithVote, reporterId: DEMO_IDS.reporters.first + 2, orderId: 0 });

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
      content: wrapHtml(
        paragraphs(3)
          .map((p) => `  <p>${p}</p>`)
          .join('\n'),
      ),
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
  GENERATED_NEWS_IDS.forEach((id, i) => {
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
    if (i % 3 === 0) addReporters({ articleId: id, reporterId: DEMO_IDS.reporters.first + (i % 6), orderId: 0 });
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
}

/** 1999: not published (aStatus 0), only the preview calls return it. Added last, after every other type. */
export function addPreviewArticle(book: ArticleBook): void {
  const { add, credits, paragraphs } = book;
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
      content: wrapHtml(
        paragraphs(3)
          .map((p) => `  <p>${p}</p>`)
          .join('\n'),
      ),
      extra: { listStyle: 'small', titlePic: pic('a1999-title', 400, 300) } satisfies ArticleExtra,
    },
    [],
  );
}
