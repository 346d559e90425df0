import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { inviteCodes, inviteRecords, members, pointDayCounts, pointRecords } from '../../db/schema.ts';
import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { readerAddressOf } from '../../http/clientAddress.ts';
import { anonymousBuckets, takeAttempt, TOO_FREQUENT } from '../../identity/rateLimit.ts';
import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { formatSlashTime, formatTime } from '../../shape/formatTime.ts';
import { imageUrl, INVITE_PICTURE } from '../../shape/mediaUrls.ts';
import { PAGE_SIZE } from '../../shape/pageOf.ts';
import { beijingDay, EVENT_TYPES, pointsRule, scoreSign } from './pointsRules.ts';

function self(request: RouteRequest): number | Reply {
  if (request.reader.memberId === null) return envelope.failure(LOGIN_FIRST);
  if (namesOtherMember(request.params, request.reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
  return request.reader.memberId;
}

/** A member's code, made on first ask: 7 digits, one per member (the table's keys keep it so under a burst). */
async function inviteCodeOf(request: RouteRequest, memberId: number): Promise<string> {
  const { db } = request.ctx;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [have] = await db.select().from(inviteCodes).where(eq(inviteCodes.memberId, memberId));
    if (have) return have.code;
    const code = String(1_000_000 + Math.floor(Math.random() * 9_000_000));
    await db.insert(inviteCodes).values({ code, memberId }).onConflictDoNothing();
  }
  throw new Error('no free invite code');
}

/** Awards points for one event exactly once per signed `time`, within the event's daily cap, in one transaction. */
async function award(request: RouteRequest, memberId: number, event: string, time: string) {
  const rule = pointsRule(event);
  const now = Date.now();
  return request.ctx.db.transaction(async (tx) => {
    const [recorded] = await tx.insert(pointRecords).values({ memberId, event, score: rule.score, createdAt: now, eventTime: time }).onConflictDoNothing().returning({ id: pointRecords.id });
    if (!recorded) return { msg: '该积分事件已计算', score: 0, code: '1003', srname: rule.name };
    const [counted] = await tx
      .insert(pointDayCounts)
      .values({ memberId, event, day: beijingDay(now), used: 1 })
      .onConflictDoUpdate({
        target: [pointDayCounts.memberId, pointDayCounts.event, pointDayCounts.day],
        set: { used: sql`${pointDayCounts.used} + 1` },
        setWhere: sql`${pointDayCounts.used} < ${rule.daily}`,
      })
      .returning({ used: pointDayCounts.used });
    if (!counted) {
      await tx.delete(pointRecords).where(eq(pointRecords.id, recorded.id));
      return { msg: '已达到今日积分上限', score: -1, code: '1003', srname: rule.name };
    }
    await tx
      .update(members)
      .set({ score: sql`${members.score} + ${rule.score}` })
      .where(eq(members.id, memberId));
    return { msg: '计算积分成功', score: rule.score, code: '1004', srname: rule.name };
  });
}

/**
 * amuc invite codes and points (PLATFORM.md §5.1–§5.2), reached through app_if. getInviteCode
 * answers the member's own code; codeImeiRecord records that a device (imei) and a member came
 * through a code, each at most once; event1 awards points for a sha1-signed event; myDayScoreSts
 * and myScoreList are the member's today and history.
 */
export const amucServiceRoutes: RouteDef[] = [
  {
    path: '/amuc/api/invitecode/getInviteCode',
    async handler(request) {
      const memberId = self(request);
      if (typeof memberId !== 'number') return memberId;
      const [member] = await request.ctx.db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
      if (!member) return envelope.ok({ code: '0', msg: `系统中不存在uid:${memberId}的会员` });
      return envelope.ok({ code: await inviteCodeOf(request, memberId), msg: '系统中存在,获取邀请码成功' });
    },
  },
  {
    path: '/amuc/api/invitecode/siteConf',
    handler({ origin }) {
      return envelope.ok({
        title: '邀请好友，一起读新闻',
        desc: '好友下载客户端并填写你的邀请码，你们都能获得积分。',
        sharePic: imageUrl(origin, INVITE_PICTURE),
        inviteScore: pointsRule('邀请').score,
      });
    },
  },
  {
    path: '/amuc/api/invitecode/codeImeiRecord',
    async handler(request) {
      const { params, ctx } = request;
      const code = params.string('code', '', 32).trim();
      const imei = params.string(['imei', 'deviceId'], '', 128).trim();
      if (!/^\d{4,12}$/.test(code)) return envelope.ok({ code: '1003', msg: '邀请码不存在' });
      if (!imei) return envelope.failure('参数错误: imei');
      const [owner] = await ctx.db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
      if (!owner) return envelope.ok({ code: '1003', msg: '邀请码不存在' });
      const [inviter] = await ctx.db.select({ nickname: members.nickname }).from(members).where(eq(members.id, owner.memberId));
      // The invitee is the accesstoken's member; an anonymous device is recorded as member 0 (only members > 0 are unique).
      const memberId = request.reader.memberId ?? 0;
      // Its imei is the client's own choice, so anonymous records are bounded per address and device (docs/decisions/142).
      if (!memberId && !(await takeAttempt(ctx.db, anonymousBuckets('invite', readerAddressOf(request.c), request.reader.anonymousDevice)))) return envelope.failure(TOO_FREQUENT);
      if (memberId === owner.memberId) return envelope.ok({ code: '1001', msg: '会员不能使用自己的邀请码' });
      const name = inviter?.nickname ?? '';
      if (memberId && (await ctx.db.$count(inviteRecords, eq(inviteRecords.memberId, memberId))) > 0) return envelope.ok({ code: '1001', msg: `该会员已被${name}邀请过了` });
      const [made] = await ctx.db.insert(inviteRecords).values({ code, imei, memberId, createdAt: Date.now() }).onConflictDoNothing().returning({ id: inviteRecords.id });
      if (!made) return envelope.ok({ code: '1001', msg: `该设备已被${name}邀请过了` });
      await award(request, owner.memberId, '邀请', `invite-${made.id}`);
      return envelope.ok({ code: '1002', member: String(owner.memberId), msg: '该设备成功添加邀请码使用记录' });
    },
  },
  {
    path: '/amuc/api/event/eventTypes',
    handler: () => envelope.ok(EVENT_TYPES.join(',')),
  },
  {
    path: '/amuc/api/event/event1',
    async handler(request) {
      const { params } = request;
      const memberId = self(request);
      if (typeof memberId !== 'number') return memberId;
      const eType = params.string('eType', '', 40).trim();
      const member = params.string('member', '', 20).trim();
      const time = params.string('time', '', 40).trim();
      if (!(EVENT_TYPES as readonly string[]).includes(eType)) return envelope.failure('积分行为不存在');
      if (member !== String(memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
      if (!time || params.string('sign', '', 80) !== scoreSign(eType, member, time)) return envelope.failure('签名错误');
      const result = await award(request, memberId, eType, time);
      return envelope.ok({ eType, eStartTime: formatSlashTime(Date.now()), code: '1002', result: [result] });
    },
  },
  {
    path: '/myDayScoreSts',
    async handler(request) {
      const memberId = self(request);
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
      const memberId = self(request);
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
