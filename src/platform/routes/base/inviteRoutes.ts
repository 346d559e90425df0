import { eq } from 'drizzle-orm';
import { inviteCodes, inviteRecords, members } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { readerAddressOf } from '../../http/clientAddress.ts';
import { selfMember } from '../../http/selfMember.ts';
import { anonymousBuckets, takeAttempt, TOO_FREQUENT } from '../../identity/rateLimit.ts';
import { awardPoints } from '../../points/awardPoints.ts';
import { pointsRule } from '../../points/pointRules.ts';
import { imageUrl, INVITE_PICTURE } from '../../shape/mediaUrls.ts';

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

/**
 * amuc invite codes (PLATFORM.md §5.1–§5.2), reached through app_if. getInviteCode answers the
 * member's own code; codeImeiRecord records that a device (imei) and a member came through a code,
 * each at most once, and awards the inviter the 邀请 points (pointRoutes.ts).
 */
export const inviteRoutes: RouteDef[] = [
  {
    path: '/amuc/api/invitecode/getInviteCode',
    async handler(request) {
      const memberId = selfMember(request);
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
      await awardPoints(ctx.db, owner.memberId, '邀请', `invite-${made.id}`);
      return envelope.ok({ code: '1002', member: String(owner.memberId), msg: '该设备成功添加邀请码使用记录' });
    },
  },
];
