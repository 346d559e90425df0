import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { members, pointRecords } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { selfMember } from '../../http/selfMember.ts';
import { NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { awardPoints } from '../../points/awardPoints.ts';
import { beijingDay, EVENT_TYPES, pointsRule, scoreSign } from '../../points/pointRules.ts';
import { formatSlashTime, formatTime } from '../../shape/formatTime.ts';
import { PAGE_SIZE } from '../../shape/pageOf.ts';

/**
 * amuc points (PLATFORM.md §5.1–§5.2), reached through app_if: event1 awards points for a
 * sha1-signed event; myDayScoreSts and myScoreList are the member's today and history.
 */
export const pointRoutes: RouteDef[] = [
  {
    path: '/amuc/api/event/eventTypes',
    handler: () => envelope.ok(EVENT_TYPES.join(',')),
  },
  {
    path: '/amuc/api/event/event1',
    async handler(request) {
      const { params } = request;
      const memberId = selfMember(request);
      if (typeof memberId !== 'number') return memberId;
      const eType = params.string('eType', '', 40).trim();
      const member = params.string('member', '', 20).trim();
      const time = params.string('time', '', 40).trim();
      if (!(EVENT_TYPES as readonly string[]).includes(eType)) return envelope.failure('积分行为不存在');
      if (member !== String(memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
      if (!time || params.string('sign', '', 80) !== scoreSign(eType, member, time)) return envelope.failure('签名错误');
      const result = await awardPoints(request.ctx.db, memberId, eType, time);
      return envelope.ok({ eType, eStartTime: formatSlashTime(Date.now()), code: '1002', result: [result] });
    },
  },
  {
    path: '/myDayScoreSts',
    async handler(request) {
      const memberId = selfMember(request);
      if (typeof memberId !== 'number') return memberId;
      const { db } = request.ctx;
      const dayStart = Date.parse(`${beijingDay(Date.now())}T00:00:00+08:00`);
      const today = await db
        .select({ event: pointRecords.event, score: sql<string>`sum(${pointRecords.score})`, times: sql<string>`count(*)` })
        .from(pointRecords)
        .where(and(eq(pointRecords.memberId, memberId), gte(pointRecords.createdAt, dayStart)))
        .groupBy(pointRecords.event);
      const [member] = await db.select({ score: members.score }).from(members).where(eq(members.id, memberId));
      const list = today.map((row) => ({ event: row.event, score: Number(row.score), times: Number(row.times), limit: pointsRule(row.event).daily }));
      return envelope.ok({ date: beijingDay(Date.now()), todayScore: list.reduce((sum, row) => sum + row.score, 0), totalScore: member?.score ?? 0, list });
    },
  },
  {
    path: '/myScoreList',
    async handler(request) {
      const memberId = selfMember(request);
      if (typeof memberId !== 'number') return memberId;
      const page = request.params.int(['page', 'pageNo'], 0, { min: 0, max: 100_000 });
      const mine = eq(pointRecords.memberId, memberId);
      const rows = await request.ctx.db
        .select()
        .from(pointRecords)
        .where(mine)
        .orderBy(desc(pointRecords.createdAt), desc(pointRecords.id))
        .limit(PAGE_SIZE)
        .offset(page * PAGE_SIZE);
      const totalCount = await request.ctx.db.$count(pointRecords, mine);
      const list = rows.map((row) => ({ id: row.id, event: row.event, srname: pointsRule(row.event).name, score: row.score, time: formatTime(row.createdAt, false) }));
      return envelope.ok({ list, totalCount, hasMore: (page + 1) * PAGE_SIZE < totalCount });
    },
  },
];
