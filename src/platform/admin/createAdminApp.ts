import { timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { analyticsRecords, articles, comments, liveReports, liveRooms, questions } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { BadParamError, Params } from '../http/Params.ts';
import { expireAccessTokens } from '../identity/memberSessions.ts';
import { memberByPhone } from '../identity/members.ts';
import { latestPhoneCode, PHONE_PATTERN } from '../identity/phoneCodes.ts';
import { moderateComment } from '../comments/postComment.ts';
import { moderateQuestion } from '../community/communityWrites.ts';
import { notifyLive } from '../socket/liveEvents.ts';
import { applyCacheEvent, notifyCacheDrop } from '../shape/cacheEvents.ts';
import { CODE_KEY, latestVerifyCode } from '../activity/verifyCodes.ts';
import { DEVICE_RECORD } from '../routes/base/eventRecords.ts';

/**
 * `/platform-admin`: the newsroom's back office in miniature, for demos and tests. Guarded by a
 * bearer token (PLATFORM_ADMIN_TOKEN, or the one written next to the data dir on start).
 */
export function createAdminApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const given = Buffer.from((c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, ''));
    const expected = Buffer.from(ctx.settings.adminToken);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return c.json({ status: -1, message: 'unauthorised', data: {} }, 401);
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof BadParamError) return c.json({ status: -1, message: error.message, data: {} }, 400);
    console.error('platform admin:', error);
    return c.json({ status: -1, message: 'failed', data: {} }, 500);
  });
  const idOf = (raw: string, name: string) => Params.fromEntries([[name, raw]]).id(name);

  app.post('/publish/:id', async (c) => {
    const id = idOf(c.req.param('id'), 'articleId');
    const now = Date.now();
    // The change and the cache drop commit together: every platform process forgets its lists (docs/decisions/132).
    const updated = await ctx.db.transaction(async (tx) => {
      const rows = await tx.update(articles).set({ aStatus: 1, version: now }).where(eq(articles.id, id)).returning({ id: articles.id });
      if (rows.length) await notifyCacheDrop(tx, 'all');
      return rows;
    });
    if (!updated.length) return c.json({ status: -1, message: 'no such article', data: {} }, 404);
    applyCacheEvent(ctx, { kind: 'cache', all: true });
    ctx.events.emit('articlePublished', { articleId: id });
    return c.json({ status: 0, message: 'success', data: { articleId: id, aStatus: 1 } });
  });

  app.post('/live-status/:id/:status', async (c) => {
    const id = idOf(c.req.param('id'), 'liveId');
    const status = idOf(c.req.param('status'), 'status');
    if (status > 2) throw new BadParamError('status');
    // The change and its notification commit together: every platform process pushes it to its sockets.
    const updated = await ctx.db.transaction(async (tx) => {
      const rows = await tx.update(liveRooms).set({ status }).where(eq(liveRooms.id, id)).returning({ id: liveRooms.id, articleId: liveRooms.articleId });
      if (rows.length) await notifyLive(tx, { kind: 'status', liveId: id, status });
      return rows;
    });
    if (!updated.length) return c.json({ status: -1, message: 'no such live', data: {} }, 404);
    ctx.cache.bump();
    ctx.events.emit('liveStatus', { liveId: id, articleId: updated[0]!.articleId, status });
    return c.json({ status: 0, message: 'success', data: { liveId: id, status } });
  });

  app.post('/live-report/:id', async (c) => {
    const id = idOf(c.req.param('id'), 'liveId');
    const body = (await c.req.json().catch(() => ({}))) as { content?: unknown; user?: unknown };
    const content = typeof body.content === 'string' ? body.content.trim() : '';
    if (!content || content.length > 5000) throw new BadParamError('content');
    const [live] = await ctx.db.select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.id, id));
    if (!live) return c.json({ status: -1, message: 'no such live', data: {} }, 404);
    const user = typeof body.user === 'string' ? body.user.slice(0, 50) : ctx.settings.siteName;
    const report = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(liveReports).values({ liveId: id, content, user, publishTime: Date.now() }).returning({ id: liveReports.id });
      await notifyLive(tx, { kind: 'report', liveId: id, reportId: row!.id });
      return row;
    });
    ctx.cache.delete(`live:${id}`);
    ctx.events.emit('liveReport', { liveId: id, reportId: report!.id });
    return c.json({ status: 0, message: 'success', data: { liveId: id, reportId: report!.id } });
  });
  // No SMS service: the latest valid verification code of a phone (docs/decisions/070).
  app.post('/phone-code/:phone', async (c) => {
    const phone = c.req.param('phone');
    if (!PHONE_PATTERN.test(phone)) throw new BadParamError('phone');
    const latest = await latestPhoneCode(ctx.db, phone);
    if (!latest) return c.json({ status: -1, message: 'no valid code for this phone', data: {} }, 404);
    return c.json({ status: 0, message: 'success', data: { phone, code: latest.code, expiresAt: latest.expiresAt } });
  });
  // The code a verify-code image shows, as the SMS emulator gives phone codes (docs/decisions/100).
  app.post('/verify-code/:codeKey', async (c) => {
    const codeKey = c.req.param('codeKey');
    if (!CODE_KEY.test(codeKey)) throw new BadParamError('codeKey');
    const latest = await latestVerifyCode(ctx.db, codeKey);
    if (!latest) return c.json({ status: -1, message: 'no valid code for this key', data: {} }, 404);
    return c.json({ status: 0, message: 'success', data: { codeKey, code: latest.code, expiresAt: latest.expiresAt } });
  });
  // Ends one member's access tokens now, so a test or a demo can watch the 10111 → refresh flow without waiting 2 hours.
  app.post('/expire-access/:phone', async (c) => {
    const phone = c.req.param('phone');
    if (!PHONE_PATTERN.test(phone)) throw new BadParamError('phone');
    const member = await memberByPhone(ctx.db, phone);
    if (!member) return c.json({ status: -1, message: 'no such member', data: {} }, 404);
    return c.json({ status: 0, message: 'success', data: { phone, expired: await expireAccessTokens(ctx.db, member.id) } });
  });
  // The review queue: comments waiting for a decision, oldest first (an object's, with ?rootId=).
  app.get('/comments/pending', async (c) => {
    const rootId = c.req.query('rootId') ? idOf(c.req.query('rootId') ?? '', 'rootId') : null;
    const waiting = await ctx.db
      .select({ id: comments.id, rootId: comments.rootId, sourceType: comments.sourceType, memberId: comments.memberId, content: comments.content, createdAt: comments.createdAt })
      .from(comments)
      .where(rootId === null ? eq(comments.reviewStatus, 0) : and(eq(comments.reviewStatus, 0), eq(comments.rootId, rootId)))
      .orderBy(asc(comments.createdAt))
      .limit(100);
    return c.json({ status: 0, message: 'success', data: { list: waiting } });
  });

  // Comments wait for review when the site's auditType is 1: the newsroom approves or rejects them.
  app.post('/comment/:id/:decision', async (c) => {
    const id = idOf(c.req.param('id'), 'commentId');
    const decision = c.req.param('decision');
    if (decision !== 'approve' && decision !== 'reject') throw new BadParamError('decision');
    const outcome = await moderateComment(ctx, id, decision === 'approve');
    if (outcome === 'missing') return c.json({ status: -1, message: 'no such comment', data: {} }, 404);
    if (outcome === 'notUnderReview') return c.json({ status: -1, message: 'not under review', data: {} }, 409);
    return c.json({ status: 0, message: 'success', data: { commentId: id, outcome } });
  });
  // How many analytics records (sendRecord, big-data events) arrived, by data type: of one article, or `all`.
  app.post('/analytics/:articleId', async (c) => {
    const raw = c.req.param('articleId');
    const articleId = raw === 'all' ? null : idOf(raw, 'articleId');
    const rows = await ctx.db
      .select({ dataType: analyticsRecords.dataType, count: count() })
      .from(analyticsRecords)
      .where(articleId === null ? undefined : eq(analyticsRecords.articleId, String(articleId)))
      .groupBy(analyticsRecords.dataType)
      .orderBy(asc(analyticsRecords.dataType));
    return c.json({ status: 0, message: 'success', data: { articleId, counts: Object.fromEntries(rows.map((r) => [r.dataType, Number(r.count)])) } });
  });
  // How many device records (event type 20, docs/decisions/164) a device's id has.
  app.post('/analytics-device/:uid', async (c) => {
    const uid = c.req.param('uid');
    if (!/^[\w-]{1,64}$/.test(uid)) throw new BadParamError('uid');
    const [row] = await ctx.db
      .select({ count: count() })
      .from(analyticsRecords)
      .where(and(eq(analyticsRecords.dataType, `event:${DEVICE_RECORD.type}:${DEVICE_RECORD.eventType}`), eq(analyticsRecords.articleId, uid)));
    return c.json({ status: 0, message: 'success', data: { uid, count: Number(row?.count ?? 0) } });
  });

  // The questions' review queue, oldest first.
  app.get('/questions/pending', async (c) => {
    const waiting = await ctx.db
      .select({ id: questions.id, subjectId: questions.subjectId, memberId: questions.memberId, content: questions.content, createdAt: questions.createdAt })
      .from(questions)
      .where(eq(questions.reviewStatus, 0))
      .orderBy(asc(questions.createdAt))
      .limit(100);
    return c.json({ status: 0, message: 'success', data: { list: waiting } });
  });

  // A reader's question waits for review while selfMedia.qaAudit is 1: approve (optionally with the answer, `answer` in the body) or reject.
  app.post('/question/:id/:decision', async (c) => {
    const id = idOf(c.req.param('id'), 'questionId');
    const decision = c.req.param('decision');
    if (decision !== 'approve' && decision !== 'reject') throw new BadParamError('decision');
    const body: unknown = await c.req.json().catch(() => ({}));
    const raw = body && typeof body === 'object' ? (body as { answer?: unknown }).answer : undefined;
    const answer = typeof raw === 'string' ? raw.trim().slice(0, 2000) : '';
    const outcome = await moderateQuestion(ctx, id, decision === 'approve', answer);
    if (outcome === 'missing') return c.json({ status: -1, message: 'no such question', data: {} }, 404);
    if (outcome === 'notUnderReview') return c.json({ status: -1, message: 'not under review', data: {} }, 409);
    return c.json({ status: 0, message: 'success', data: { questionId: id, outcome } });
  });
  return app;
}
