/** Votes: their questions, options and records, and the tables that make votes and verify codes exactly-once (docs/decisions/096, 097). Re-exported by schema.ts. */
import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { extra, ms } from './schemaColumns.ts';

export const votes = pgTable('votes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  endTime: ms('end_time').notNull(),
  needLogin: boolean('need_login').notNull().default(false),
  extra: extra(),
});

export const voteQuestions = pgTable('vote_questions', {
  id: integer('id').primaryKey(),
  voteId: integer('vote_id').notNull(),
  name: text('name').notNull(),
  qtype: integer('qtype').notNull().default(0),
  selectLimited: integer('select_limited').notNull().default(1),
});

export const voteOptions = pgTable('vote_options', {
  id: integer('id').primaryKey(),
  questionId: integer('question_id').notNull(),
  name: text('name').notNull(),
  pic: text('pic').notNull().default(''),
  count: integer('count').notNull().default(0),
  extra: extra(),
});

export const voteRecords = pgTable('vote_records', {
  id: serial('id').primaryKey(),
  voteId: integer('vote_id').notNull(),
  optionId: integer('option_id').notNull(),
  memberId: integer('member_id').notNull(),
  createdAt: ms('created_at').notNull(),
});

/**
 * Votes used per voter, vote and period (the day for a daily limit, 0 for a whole-vote limit). A
 * submission raises `used` by a conditional upsert that only succeeds below the vote's limit, so
 * parallel submissions cannot overshoot it.
 */
export const voteTallies = pgTable(
  'vote_tallies',
  {
    voteId: integer('vote_id').notNull(),
    /** `m:<member id>`, or `d:<device>` for a vote that needs no login. */
    voter: text('voter').notNull(),
    period: integer('period').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.voter, t.period] })],
);

/**
 * Verify codes of the vote form: the client names each image with a random `codeKey`; the code is
 * bound to the member or device that asked, and deleted by the statement that checks it, so it
 * works once. Readers are checked against the hash; the plain code is there for the back office's
 * `verify-code` route, which any platform process must answer (docs/decisions/132).
 */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    codeKey: text('code_key').primaryKey(),
    owner: text('owner').notNull(),
    codeHash: text('code_hash').notNull(),
    code: text('code').notNull().default(''),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [index('verify_codes_expiry').on(t.expiresAt)],
);
