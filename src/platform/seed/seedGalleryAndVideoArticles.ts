import type { ArticleExtra } from '../shape/ArticleExtra.ts';
import { DEMO_IDS } from './demoIds.ts';
import { AUTHORS, GALLERY_CAPTIONS, GALLERY_TITLES, VIDEO_TITLES } from './newsroomTexts.ts';
import type { ArticleBook } from './articleBook.ts';
import { HLS, demoPicture as pic, range } from './seedParts.ts';

const C = DEMO_IDS.columns;
const A = DEMO_IDS.articles;
const wrapHtml = (body: string) => `<html>\n <head></head>\n <body>\n${body}\n </body>\n</html>`;

/** Image sets (type 1, 1101–1120, four to seven pictures each) and videos (type 2, 1121–1140, the demo HLS stream). */
export function addGalleryAndVideoArticles(book: ArticleBook): void {
  const { add, credits, nextTime } = book;

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
}
