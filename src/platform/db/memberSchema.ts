/** Members and their tokens; sign-in itself is in identitySchema.ts. Re-exported by schema.ts. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { extra, ms } from './schemaColumns.ts';

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey(),
    phone: text('phone').notNull().default(''),
    nickname: text('nickname').notNull(),
    head: text('head').notNull().default(''),
    passwordMd5: text('password_md5').notNull().default(''),
    score: integer('score').notNull().default(0),
    createdAt: ms('created_at').notNull(),
    extra: extra(),
    /** scrypt of the md5 the SSO sends, per-member salt (identity/passwords.ts); passwordMd5 is only the seed's legacy form. */
    passwordSalt: text('password_salt').notNull().default(''),
    passwordHash: text('password_hash').notNull().default(''),
    username: text('username').notNull().default(''),
  },
  (t) => [
    uniqueIndex('members_phone_unique')
      .on(t.phone)
      .where(sql`${t.phone} <> ''`),
  ],
);

export const memberTokens = pgTable(
  'member_tokens',
  {
    token: text('token').primaryKey(),
    memberId: integer('member_id').notNull(),
    device: text('device').notNull().default(''),
    kind: text('kind').notNull().default('access'),
    expiresAt: ms('expires_at').notNull(),
  },
  // Expired anonymous tokens are deleted a few at a time, oldest first (memberSessions.ts).
  (t) => [index('member_tokens_kind_expiry').on(t.kind, t.expiresAt)],
);
