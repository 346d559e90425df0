import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { createArticleBook } from './articleBook.ts';
import { seedAccounts } from './seedAccounts.ts';
import { seedActivities } from './seedActivities.ts';
import { seedCircles } from './seedCircles.ts';
import { seedComments } from './seedComments.ts';
import { addGalleryAndVideoArticles } from './seedGalleryAndVideoArticles.ts';
import { addH5AndAudioArticles } from './seedH5AndAudioArticles.ts';
import { seedHomeModules } from './seedHomeModules.ts';
import { seedLeaders } from './seedLeaders.ts';
import { addLiveArticles, insertLiveRooms } from './seedLive.ts';
import { seedMemberInteractions } from './seedMemberInteractions.ts';
import { addNewsArticles, addPreviewArticle } from './seedNewsArticles.ts';
import { seedPaper } from './seedPaper.ts';
import { createSeedContext } from './seedParts.ts';
import { seedQuestions } from './seedQuestions.ts';
import { seedMemberPasswords } from './seedMemberPasswords.ts';
import { seedShortVideo } from './seedShortVideo.ts';
import { seedContributions } from './seedContributions.ts';
import { seedSite } from './seedSite.ts';
import { addSpecialAndLinkArticles } from './seedSpecialAndLinkArticles.ts';

/**
 * Seeds an empty database with the demo newsroom. Deterministic: same ids, texts and times on
 * every run (ADR 011). One module per feature (ADR 062); a new feature adds its module here.
 *
 * The order below is part of the data, so append rather than reorder: articles get their publish
 * times in the order they are added, and the article texts, account dynamics, questions and
 * circle posts draw from one random generator in this order. Tables have no foreign keys, so a
 * module may write rows that point at rows a later module writes.
 */
export async function seedDemoNewsroom(db: PlatformDb): Promise<{ articles: number }> {
  const seed = createSeedContext(db);
  await seedSite(seed);

  const book = createArticleBook(seed);
  addNewsArticles(book);
  addGalleryAndVideoArticles(book);
  addSpecialAndLinkArticles(book);
  const live = addLiveArticles(book);
  addH5AndAudioArticles(book);
  addPreviewArticle(book);
  await book.insert();
  await insertLiveRooms(seed, live);

  await seedHomeModules(seed);
  await seedLeaders(seed);
  await seedAccounts(seed);
  await seedQuestions(seed);
  await seedComments(seed, book.counts);
  await seedActivities(seed);
  await seedCircles(seed);
  await seedMemberInteractions(seed);
  await seedPaper(seed);
  await seedShortVideo(seed);
  await seedMemberPasswords(seed);
  await seedContributions(seed);

  await resetSequences(db);
  return { articles: book.rows.length };
}

/** Seeded rows carry explicit ids; move serial sequences past them so later inserts do not collide. */
async function resetSequences(db: PlatformDb): Promise<void> {
  for (const table of ['live_reports', 'comments', 'activity_signups', 'vote_records', 'vouchers', 'invite_records', 'point_records', 'xy_hits', 'uploads', 'analytics_records', 'contributions']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`));
  }
}
