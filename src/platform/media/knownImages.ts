import type { PgTable } from 'drizzle-orm/pg-core';
import type { PlatformDb } from '../db/openDatabase.ts';
import * as t from '../db/schema.ts';
import { activityImage, DEFAULT_USER_ICON, imageFile, INVITE_PICTURE, MEDIA_PREFIX, posterImage, SITE_LOGO, type ImageRef } from '../shape/mediaUrls.ts';

/**
 * Tables whose rows name demo pictures, as `/platform-media/images/…` paths or as ImageRefs in
 * their JSON. Log and token tables are left out; reader content (comments) gets its pictures
 * through the upload route, never here.
 */
const TABLES: PgTable[] = [
  t.sites,
  t.columns,
  t.articles,
  t.reporters,
  t.leaders,
  t.liveRooms,
  t.liveReports,
  t.activities,
  t.votes,
  t.voteOptions,
  t.members,
  t.xyAccounts,
  t.xyDynamics,
  t.questions,
  t.subjects,
  t.tipoffs,
  t.contributions,
  t.contributionCalls,
  t.circles,
  t.circlePosts,
  t.circleNotices,
  t.paperPages,
  t.mvodArticles,
];

const IMAGE_PATH = new RegExp(`${MEDIA_PREFIX}/images/([a-z0-9][\\w.-]{0,100})`, 'g');

function isImageRef(value: object): value is ImageRef {
  const ref = value as Partial<ImageRef>;
  return typeof ref.key === 'string' && typeof ref.w === 'number' && typeof ref.h === 'number';
}

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(IMAGE_PATH)) into.add(match[1]!);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into);
  } else if (value !== null && typeof value === 'object') {
    if (isImageRef(value)) into.add(imageFile(value));
    for (const item of Object.values(value)) collect(item, into);
  }
}

/**
 * Every picture file (`key_WxH.ext`) the platform can hand out: the ones its rows name, plus the
 * ones its shapes name by rule (mediaUrls.ts). One read of the newsroom tables; the demo's pictures
 * change only when it is seeded again, which happens with the site stopped.
 */
export async function loadKnownImages(db: PlatformDb): Promise<Set<string>> {
  const files = new Set<string>([imageFile(SITE_LOGO), imageFile(DEFAULT_USER_ICON), imageFile(INVITE_PICTURE)]);
  for (const table of TABLES) collect(await db.select().from(table), files);
  for (const { id } of await db.select({ id: t.articles.id }).from(t.articles)) files.add(imageFile(posterImage(id)));
  for (const row of await db.select({ id: t.activities.id, extra: t.activities.extra }).from(t.activities)) {
    const imageKey = (row.extra as { imageKey?: unknown }).imageKey;
    files.add(imageFile(activityImage(row.id, typeof imageKey === 'string' ? imageKey : undefined)));
  }
  return files;
}

/** loadKnownImages once per process, read again only if the read failed. */
export function knownImagesOf(db: PlatformDb): () => Promise<ReadonlySet<string>> {
  let loading: Promise<Set<string>> | undefined;
  return () => {
    loading ??= loadKnownImages(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
