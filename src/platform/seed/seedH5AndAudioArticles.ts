import type { ArticleExtra } from '../shape/ArticleExtra.ts';
import { DEMO_IDS } from './demoIds.ts';
import { HEADLINES } from './newsroomTexts.ts';
import type { ArticleBook } from './articleBook.ts';
import { demoPicture as pic, range } from './seedParts.ts';

const C = DEMO_IDS.columns;
const wrapHtml = (body: string) => `<html>\n <head></head>\n <body>\n${body}\n </body>\n</html>`;

/** H5 pages (type 12, 1171–1174) and audio news (type 0 with an audio clip, 1181–1188). */
export function addH5AndAudioArticles(book: ArticleBook): void {
  const { add, credits, nextTime, paragraphs } = book;

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
        content: wrapHtml(
          `  <p><!--AUDIO#0--></p>\n${paragraphs(2)
            .map((p) => `  <p>${p}</p>`)
            .join('\n')}`,
        ),
        extra: { listStyle: 'small', titlePic: pic(`a${id}-title`, 400, 300), audio: { path: 'audio/demo.mp3', duration: 6, title } } satisfies ArticleExtra,
      },
      [],
    );
  });
}
