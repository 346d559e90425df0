import { createHash } from 'node:crypto';

/** The behaviours that earn points (eventTypes answers them as one comma string, PLATFORM.md §5.2). */
export const EVENT_TYPES = [
  '启动',
  '使用',
  '浏览',
  '安装注册',
  '邀请',
  '发布主题',
  '参与主题',
  '连续7天登录',
  '连续15天登录',
  '连续30天登录',
  '分享成功',
  '提交评论',
  '点击新闻',
  '点开数字报按钮',
  '评论审核',
  '启动程序',
  '创建话题',
  '问吧提问',
  '问吧回答',
  '订阅号提问',
  '初次快速登录',
  '初次绑定手机号',
  '关注订阅号',
  '收藏文章',
  '播放视频稿件',
] as const;

/** Score per event and how many times a day it counts; behaviours not named here earn 1 point up to 5 times. */
const RULES: Record<string, { score: number; daily: number; name: string }> = {
  启动: { score: 5, daily: 1, name: '应用启动' },
  浏览: { score: 2, daily: 10, name: '浏览新闻' },
  分享成功: { score: 10, daily: 5, name: '分享成功' },
  提交评论: { score: 5, daily: 5, name: '提交评论' },
  邀请: { score: 20, daily: 20, name: '邀请好友' },
};

export function pointsRule(event: string): { score: number; daily: number; name: string } {
  return RULES[event] ?? { score: 1, daily: 5, name: event };
}

/** PLATFORM.md §5.1: sha1 of the literal `{eType=<eType>, member=<member>, time=<time>}`. */
export function scoreSign(eType: string, member: string, time: string): string {
  return createHash('sha1').update(`{eType=${eType}, member=${member}, time=${time}}`).digest('hex');
}

/** The Beijing calendar day of a moment, the day the daily caps count in. */
export function beijingDay(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}
