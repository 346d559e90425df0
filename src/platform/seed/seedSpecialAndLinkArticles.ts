import type { ArticleExtra } from '../shape/ArticleExtra.ts';
import { DEMO_IDS } from './demoIds.ts';
import type { ArticleBook } from './articleBook.ts';
import { demoPicture as pic, range } from './seedParts.ts';

const C = DEMO_IDS.columns;
const A = DEMO_IDS.articles;

/** Special topics (type 3, 1141–1142, linking to the special columns) and external links (type 4, 1151–1156). */
export function addSpecialAndLinkArticles(book: ArticleBook): void {
  const { add, credits, nextTime } = book;

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
}
