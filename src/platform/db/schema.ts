/**
 * The bundled platform's tables, one file per feature (`<feature>Schema.ts`), all re-exported from
 * here so drizzle-kit and the database see one schema. Narrow, queried columns are real columns; the
 * wide, rarely queried shapes of the real platform (credits, share settings, live config, vote
 * rules) live in `extra` jsonb so a new field needs no migration. Times are epoch milliseconds
 * (bigint): the real platform hands out `version` in ms and formats times in Beijing time, and
 * bigint behaves the same on PGlite and on node-postgres once drizzle maps it.
 *
 * After changing any schema file, generate the next SQL migration (committed, applied at start):
 *   npx drizzle-kit generate --dialect postgresql --schema src/platform/db/schema.ts --out src/platform/db/migrations
 */
export * from './activitySchema.ts';
export * from './analyticsSchema.ts';
export * from './articleSchema.ts';
export * from './circleSchema.ts';
export * from './columnSchema.ts';
export * from './commentSchema.ts';
export * from './contributionSchema.ts';
export * from './favouriteSchema.ts';
export * from './identitySchema.ts';
export * from './inviteSchema.ts';
export * from './leaderSchema.ts';
export * from './liveSchema.ts';
export * from './memberSchema.ts';
export * from './moduleSchema.ts';
export * from './paperSchema.ts';
export * from './pointSchema.ts';
export * from './praiseSchema.ts';
export * from './qaSchema.ts';
export * from './reportSchema.ts';
export * from './reporterSchema.ts';
export * from './shortVideoSchema.ts';
export * from './siteSchema.ts';
export * from './subscriptionSchema.ts';
export * from './tipoffSchema.ts';
export * from './uploadSchema.ts';
export * from './voteSchema.ts';
export * from './voucherSchema.ts';
export * from './xySchema.ts';
