import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import { BASE, DAY, HOUR, type SeedContext } from './seedParts.ts';

/**
 * Activities 601–605 in every state (open, not started, full, ended, a vote), their sign-ups and a
 * voucher; votes 701 (in article 1002) and 702 (the vote activity) with questions and options.
 */
export async function seedActivities(seed: SeedContext): Promise<void> {
  const { db } = seed;
  const act = DEMO_IDS.activities;
  await db.insert(t.activities).values([
    {
      id: act.open,
      title: '“寻找最美街巷”摄影征集活动',
      startTime: BASE - 5 * DAY,
      endTime: BASE + 20 * DAY,
      signStartTime: BASE - 5 * DAY,
      signEndTime: BASE + 10 * DAY,
      quota: 200,
      catId: 1,
      extra: { organizer: '云溪新闻', location: '云溪老街', abstract: '用镜头记录你心中最美的街巷。', imageKey: 'act-601', signForm: ['realName', 'phone'] },
    },
    {
      id: act.notStarted,
      title: '端午亲子包粽子体验营',
      startTime: BASE + 7 * DAY,
      endTime: BASE + 8 * DAY,
      signStartTime: BASE + 2 * DAY,
      signEndTime: BASE + 6 * DAY,
      quota: 50,
      catId: 2,
      extra: { organizer: '云溪新闻', location: '西湖社区', abstract: '和孩子一起包粽子，学习端午习俗。', imageKey: 'act-602', signForm: ['realName', 'phone'] },
    },
    {
      id: act.full,
      title: '城市绿道骑行团',
      startTime: BASE + 1 * DAY,
      endTime: BASE + 1 * DAY + 4 * HOUR,
      signStartTime: BASE - 3 * DAY,
      signEndTime: BASE + 12 * HOUR,
      quota: 2,
      catId: 2,
      extra: { organizer: '云溪体育', location: '滨江绿道', abstract: '骑行三十八公里城市绿道。', imageKey: 'act-603', signForm: ['realName', 'phone'] },
    },
    {
      id: act.ended,
      title: '春季读书分享会',
      startTime: BASE - 40 * DAY,
      endTime: BASE - 39 * DAY,
      signStartTime: BASE - 50 * DAY,
      signEndTime: BASE - 41 * DAY,
      quota: 100,
      catId: 1,
      extra: { organizer: '云溪图书馆', location: '云溪图书馆', abstract: '分享你最爱的一本书。', imageKey: 'act-604', signForm: ['realName'] },
    },
    {
      id: act.vote,
      title: '“我心中的云溪美食”投票',
      startTime: BASE - 2 * DAY,
      endTime: BASE + 15 * DAY,
      signStartTime: BASE - 2 * DAY,
      signEndTime: BASE + 15 * DAY,
      quota: 0,
      catId: 3,
      voteId: DEMO_IDS.votes.activity,
      extra: { organizer: '云溪新闻', location: '线上', abstract: '为你心中的云溪美食投上一票。', imageKey: 'act-605', signForm: [] },
    },
  ]);
  await db.insert(t.activitySignups).values([
    { activityId: act.open, memberId: 101, realName: '王小溪', phone: '13800000001', registCode: 'YX601101', createdAt: BASE - 4 * DAY },
    { activityId: act.full, memberId: 104, realName: '李港', phone: '13800000004', registCode: 'YX603104', createdAt: BASE - 2 * DAY },
    { activityId: act.full, memberId: 105, realName: '陈茶', phone: '13800000005', registCode: 'YX603105', createdAt: BASE - 2 * DAY },
  ]);
  await db.insert(t.vouchers).values([{ activityId: act.open, memberId: 101, code: 'YX601101', extra: { shopSite: '云溪老街服务点' } }]);
  await db.insert(t.votes).values([
    { id: DEMO_IDS.votes.inArticle, name: '你最关心修正案的哪一条？', endTime: BASE + 30 * DAY, needLogin: false, extra: { voteCycle: 2, voteCyclenum: 1, onlyapp: 0, clientStyle: 0 } },
    {
      id: DEMO_IDS.votes.activity,
      name: '我心中的云溪美食',
      endTime: BASE + 15 * DAY,
      needLogin: true,
      extra: { voteCycle: 1, voteCyclenum: 3, onlyapp: 0, clientStyle: 1, vs_head_voteimage: '/platform-media/images/vote-702_1200x675.jpg', vs_user_inforule: '每人每天可投三票' },
    },
  ]);
  await db.insert(t.voteQuestions).values([
    { id: 711, voteId: DEMO_IDS.votes.inArticle, name: '你最关心哪一条？', qtype: 1, selectLimited: 2 },
    { id: 721, voteId: DEMO_IDS.votes.activity, name: '请选择你最爱的美食', qtype: 0, selectLimited: 1 },
  ]);
  await db.insert(t.voteOptions).values([
    { id: 7111, questionId: 711, name: '分类投放时间', count: 36 },
    { id: 7112, questionId: 711, name: '大件垃圾回收', count: 52 },
    { id: 7113, questionId: 711, name: '违规处罚标准', count: 18 },
    { id: 7114, questionId: 711, name: '厨余垃圾处理', count: 27 },
    ...['鱼丸', '土笋冻', '海蛎煎', '沙茶面', '花生汤', '肉燕'].map((name, i) => ({
      id: 7211 + i,
      questionId: 721,
      name,
      pic: `/platform-media/images/vote-opt-${i + 1}_400x300.jpg`,
      count: 120 - i * 13,
      extra: { description: `${name}是云溪人餐桌上的家常味道。` },
    })),
  ]);
}
