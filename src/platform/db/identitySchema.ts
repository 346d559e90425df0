/**
 * Identity tables (docs/decisions/070): third-party logins, phone codes, rate-limit events and the
 * WeChat OAuth emulator's codes. Re-exported by schema.ts, so drizzle-kit sees them.
 */
import { index, integer, pgSequence, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

import { ms } from './schemaColumns.ts';

/** Ids of members created by sign-up and third-party logins (the seed's members are 101–110). */
export const memberIds = pgSequence('member_ids', { startWith: 100001 });

/** One row per (provider, oid): a WeChat, QQ, Weibo or Apple identity bound to a member. */
export const memberOauth = pgTable(
  'member_oauth',
  {
    provider: text('provider').notNull(),
    oid: text('oid').notNull(),
    unionid: text('unionid').notNull().default(''),
    memberId: integer('member_id').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.oid] })],
);

/** Verification codes for a phone (no SMS service: the platform logs them). Single use: usedAt is set once. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    code: text('code').notNull(),
    createdAt: ms('created_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
    usedAt: ms('used_at'),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.createdAt)],
);

/** One row per counted attempt; a bucket is e.g. `code:phone:13800000001` or `login:ip:127.0.0.1`. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    at: ms('at').notNull(),
  },
  (t) => [index('rate_events_bucket_idx').on(t.bucket, t.at)],
);

/** Codes handed out by the WeChat OAuth emulator's authorize page; single use, about 5 minutes. */
export const wxCodes = pgTable(
  'wx_codes',
  {
    code: text('code').primaryKey(),
    appid: text('appid').notNull(),
    scope: text('scope').notNull(),
    state: text('state').notNull().default(''),
    /** The demo switch answered this code without an openid (SPEC §4 retry tests). */
    blank: integer('blank').notNull().default(0),
    createdAt: ms('created_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
    usedAt: ms('used_at'),
  },
  (t) => [index('wx_codes_appid_state_idx').on(t.appid, t.state)],
);
