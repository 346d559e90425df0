/** Questions (问吧, 问政) and the subjects that collect them. Re-exported by schema.ts. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { extra, ms } from './schemaColumns.ts';

/** Questions to accounts (问吧) and government Q&A (问政): kind 'ask' | 'qa'. */
export const questions = pgTable('questions', {
  id: integer('id').primaryKey(),
  kind: text('kind').notNull(),
  subjectId: integer('subject_id').notNull().default(0),
  xyId: integer('xy_id').notNull().default(0),
  memberId: integer('member_id').notNull().default(0),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  answer: text('answer').notNull().default(''),
  answeredAt: ms('answered_at'),
  createdAt: ms('created_at').notNull(),
  countPraise: integer('count_praise').notNull().default(0),
  /** 0 under review, 1 shown, 2 rejected: a reader's question waits for the newsroom (selfMedia.qaAudit "1"). */
  reviewStatus: integer('review_status').notNull().default(1),
  extra: extra(),
});

/** Topics of 问吧 (subjects that collect questions). */
export const subjects = pgTable('subjects', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  pic: text('pic').notNull().default(''),
  xyId: integer('xy_id').notNull().default(0),
  createdAt: ms('created_at').notNull(),
  extra: extra(),
});
