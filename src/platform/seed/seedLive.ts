import * as t from '../db/schema.ts';
import type { ArticleExtra } from '../shape/ArticleExtra.ts';
import { DEMO_IDS } from './demoIds.ts';
import { LIVE_REPORTS } from './newsroomTexts.ts';
import type { ArticleBook } from './articleBook.ts';
import { BASE, DAY, HLS, HOUR, MINUTE, demoPicture as pic, insertChunks, type SeedContext } from './seedParts.ts';

const C = DEMO_IDS.columns;
const A = DEMO_IDS.articles;

export interface LiveRows {
  rooms: (typeof t.liveRooms.$inferInsert)[];
  reports: (typeof t.liveReports.$inferInsert)[];
}

/**
 * Live broadcasts: articles 1161–1166 (type 6) and their rooms 501–506 in every status (preview,
 * live, ended; video and image lives) with reports. The articles join the book here, in publish
 * order; the rooms and reports are written by insertLiveRooms once the articles are.
 */
export function addLiveArticles(book: ArticleBook): LiveRows {
  const { add, credits, nextTime } = book;
  const liveRows: LiveRows['rooms'] = [];
  const reportRows: LiveRows['reports'] = [];
  const liveDefs = [
    { article: A.live, live: DEMO_IDS.live.live, status: 1, liveType: 1, title: '直播｜云溪港新航线首航仪式', reports: 12 },
    { article: A.live + 1, live: DEMO_IDS.live.preview, status: 0, liveType: 0, title: '预告｜端午龙舟赛明日开赛', reports: 2 },
    { article: A.live + 2, live: DEMO_IDS.live.ended, status: 2, liveType: 1, title: '回放｜城市绿道贯通仪式', reports: 8 },
    { article: A.live + 3, live: DEMO_IDS.live.liveImage, status: 1, liveType: 0, title: '图文直播｜2024 云溪书展开幕', reports: 45 },
    // Its article closes sharing (shareClosed): the room shows no share button (docs/decisions/159).
    { article: A.live + 4, live: 505, status: 2, liveType: 0, title: '图文回顾｜防汛应急演练', reports: 6, shareClosed: true },
    { article: A.live + 5, live: 506, status: 0, liveType: 1, title: '预告｜数字经济峰会主论坛', reports: 0 },
  ];
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
        shareClosed: 'shareClosed' in def ? def.shareClosed : undefined,
        credits: credits(i),
        extra: { listStyle: 'big', titlePic: pic(`live-${def.live}`, 1200, 675) } satisfies ArticleExtra,
      },
      // Home's first tab carries a running video live, a preview and a running image live (the one its live strip shows, SPEC §9).
      i === 0 || i === 1 || i === 3 ? [C.headline] : [],
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
        // The running video live (502) has its recording ready too, so ending it (live-status 2) switches to playback.
        ...(def.liveType === 1 ? { videoPath: HLS, playbackPath: def.status === 2 || def.live === DEMO_IDS.live.live ? HLS : '' } : {}),
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
  return { rooms: liveRows, reports: reportRows };
}

/** Report ids are serial: they follow the order of `reports`. */
export async function insertLiveRooms(seed: SeedContext, live: LiveRows): Promise<void> {
  await seed.db.insert(t.liveRooms).values(live.rooms);
  await insertChunks(seed.db, t.liveReports, live.reports);
}
