import { eq, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { members, pointDayCounts, pointRecords } from '../db/schema.ts';
import { beijingDay, pointsRule } from './pointRules.ts';

/** Awards points for one event exactly once per signed `time`, within the event's daily cap, in one transaction. */
export async function awardPoints(db: PlatformDb, memberId: number, event: string, time: string) {
  const rule = pointsRule(event);
  const now = Date.now();
  return db.transaction(async (tx) => {
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
