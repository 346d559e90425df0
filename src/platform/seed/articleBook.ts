import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import { AUTHORS, CHECKERS, EDITORS, LEADS, SENTENCES, TAG_NAMES } from './newsroomTexts.ts';
import { BASE, MINUTE, insertChunks, type SeedContext } from './seedParts.ts';

type ArticleInsert = typeof t.articles.$inferInsert;
type Placement = { articleId: number; columnId: number; isTop: boolean; position: number };

/**
 * Collects the articles the feature modules add, with everything that hangs off an article
 * (column placements, counts, tags, related articles, reporters), and writes it all at once.
 * Articles are added in a fixed order: `nextTime()` counts publish times down and `paragraphs()`
 * draws from the shared random generator, so the order of `add…Articles` calls is part of the data.
 */
export function createArticleBook(seed: SeedContext) {
  const { random } = seed;
  const rows: ArticleInsert[] = [];
  const placements: Placement[] = [];
  const counts: (typeof t.articleCounts.$inferInsert)[] = [];
  const tagLinks: (typeof t.articleTags.$inferInsert)[] = [];
  const relations: (typeof t.articleRelations.$inferInsert)[] = [];
  const reporterLinks: (typeof t.articleReporters.$inferInsert)[] = [];
  let ordinal = 0;

  /** The next publish time of a generated article: 97 minutes before the previous one. */
  const nextTime = () => BASE - 40 * MINUTE - ordinal++ * 97 * MINUTE;

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

  /** An article in its own column and `columnIds`, on top of the columns in `top` (in that order). */
  const add = (row: Omit<ArticleInsert, 'siteId' | 'version'> & { version?: number }, columnIds: number[], top: number[] = []) => {
    rows.push({ siteId: DEMO_IDS.siteId, version: row.version ?? row.publishTime + 5 * MINUTE, ...row });
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
      // set from the comments by seedComments
      countDiscuss: 0,
    });
    tagLinks.push({ articleId: row.id, tagId: 1 + (row.id % TAG_NAMES.length), orderId: 1 });
    if (row.id % 4 === 0) tagLinks.push({ articleId: row.id, tagId: 1 + ((row.id + 5) % TAG_NAMES.length), orderId: 2 });
  };

  const addReporters = (...links: (typeof t.articleReporters.$inferInsert)[]) => {
    reporterLinks.push(...links);
  };

  /** Related articles (each news, gallery and video article points at the next few of its column), then every article table. */
  async function insert(): Promise<void> {
    const byColumn = new Map<number, number[]>();
    for (const row of rows) if (row.aStatus !== 0) byColumn.set(row.columnId, [...(byColumn.get(row.columnId) ?? []), row.id]);
    for (const row of rows) {
      if (row.articleType !== 0 && row.articleType !== 1 && row.articleType !== 2) continue;
      const siblings = (byColumn.get(row.columnId) ?? []).filter((id) => id !== row.id);
      siblings.slice(0, 4).forEach((relatedId, orderId) => relations.push({ articleId: row.id, relatedId, orderId }));
    }
    await seed.db.insert(t.tags).values(TAG_NAMES.map((name, i) => ({ id: i + 1, name })));
    await insertChunks(seed.db, t.articles, rows);
    await insertChunks(seed.db, t.articleColumns, placements);
    await insertChunks(seed.db, t.articleTags, tagLinks);
    await insertChunks(seed.db, t.articleRelations, relations);
    await insertChunks(seed.db, t.articleReporters, reporterLinks);
  }

  return { rows, counts, add, addReporters, nextTime, credits, paragraphs, insert };
}

export type ArticleBook = ReturnType<typeof createArticleBook>;
