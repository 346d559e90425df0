import * as t from '../db/schema.ts';
import { DEMO_IDS } from './demoIds.ts';
import { BASE, DAY, HOUR, type SeedContext } from './seedParts.ts';

/**
 * Activities 601–607 in every state (in progress, not started, full, ended, a vote, one place left,
 * ten places free) and sixteen ended ones (611–626) for the activity list's second page; their
 * sign-ups and vouchers; votes 701 (in article 1002, one vote per reader) and 702 (the vote
 * activity: image options, three a day, a verify code). Times are written as at
 * the seed's base day; the platform shows them moved to the current day (docs/decisions/098).
 */

/** Activity categories (activityCats), as the recorded answer lists them. */
export const ACTIVITY_CATS = [
  { activityColID: 1, name: '精彩活动', icon: '', showPushStyle: 0 },
  { activityColID: 2, name: '亲子·运动', icon: '', showPushStyle: 1 },
  { activityColID: 3, name: '投票', icon: '', showPushStyle: 0 },
] as const;

/** Titles of the ended activities 611–626 (DEMO_IDS.activities.pastFirst onward), one a week before the current ones. */
const PAST_ACTIVITY_TITLES = [
  '老街夜跑',
  '茶园采风',
  '社区义诊',
  '亲子绘本课',
  '环溪骑行',
  '非遗剪纸体验',
  '少儿书法营',
  '湿地观鸟',
  '社区跳蚤市场',
  '夏夜观星',
  '老手艺展',
  '古厝探访',
  '家庭厨艺赛',
  '重阳登高',
  '冬至包汤圆',
  '新春写福字',
];

/** A field of an activity's own sign-up form (activityDetail `signForm`). realName and phone travel as their own parameters. */
export interface SignFormField {
  key: string;
  label: string;
  type: 'text' | 'phone' | 'textarea' | 'select' | 'number';
  required: boolean;
  maxLength: number;
  options?: string[];
}

const realName: SignFormField = { key: 'realName', label: '姓名', type: 'text', required: true, maxLength: 20 };
const phone: SignFormField = { key: 'phone', label: '手机号', type: 'phone', required: true, maxLength: 11 };

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
      extra: {
        organizer: '云溪新闻',
        location: '云溪老街',
        abstract: '用镜头记录你心中最美的街巷。',
        content: '<p>拿起相机或手机，拍下你心中最美的街巷。优秀作品将在云溪新闻客户端展出。</p>',
        imageKey: 'act-601',
        voucher: 'list',
        signForm: [realName, phone, { key: 'works', label: '作品说明', type: 'textarea', required: false, maxLength: 200 }],
      },
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
      extra: {
        organizer: '云溪新闻',
        location: '西湖社区',
        abstract: '和孩子一起包粽子，学习端午习俗。',
        content: '<p>由社区阿姨手把手教包粽子，适合 5 至 12 岁的孩子和家长一同参加。</p>',
        imageKey: 'act-602',
        signForm: [realName, phone, { key: 'children', label: '孩子人数', type: 'select', required: true, maxLength: 1, options: ['1', '2', '3'] }],
      },
    },
    {
      id: act.full,
      title: '城市绿道骑行团',
      startTime: BASE + 4 * DAY,
      endTime: BASE + 4 * DAY + 4 * HOUR,
      signStartTime: BASE - 3 * DAY,
      signEndTime: BASE + 3 * DAY,
      quota: 2,
      catId: 2,
      extra: { organizer: '云溪体育', location: '滨江绿道', abstract: '骑行三十八公里城市绿道。', content: '<p>全程三十八公里，请自备头盔。</p>', imageKey: 'act-603', signForm: [realName, phone] },
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
      extra: { organizer: '云溪图书馆', location: '云溪图书馆', abstract: '分享你最爱的一本书。', content: '<p>活动已圆满结束，感谢参与。</p>', imageKey: 'act-604', signForm: [realName] },
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
      extra: { organizer: '云溪新闻', location: '线上', abstract: '为你心中的云溪美食投上一票。', content: '<p>六道家常美食等你来选。</p>', imageKey: 'act-605', signForm: [] },
    },
    {
      id: act.nearlyFull,
      title: '云溪老茶园半日游',
      startTime: BASE + 6 * DAY,
      endTime: BASE + 6 * DAY + 5 * HOUR,
      signStartTime: BASE - 2 * DAY,
      signEndTime: BASE + 5 * DAY,
      quota: 5,
      catId: 2,
      extra: {
        organizer: '云溪文旅',
        location: '茶山村',
        abstract: '跟着茶农采茶、制茶，品一杯明前茶。',
        content: '<p>集合地点：茶山村村口。凭券码到服务点核销领取茶礼。</p>',
        imageKey: 'act-606',
        voucher: 'verifyUrl',
        signForm: [realName, phone],
      },
    },
    {
      id: act.lecture,
      title: '“家门口的非遗”公益讲座',
      startTime: BASE + 9 * DAY,
      endTime: BASE + 9 * DAY + 2 * HOUR,
      signStartTime: BASE - 1 * DAY,
      signEndTime: BASE + 8 * DAY,
      quota: 10,
      catId: 1,
      extra: {
        organizer: '云溪文化馆',
        location: '云溪文化馆报告厅',
        abstract: '十个名额，听非遗传承人讲老手艺。',
        content: '<p>名额有限，报名成功后凭券码入场。</p>',
        imageKey: 'act-607',
        voucher: 'list',
        signForm: [realName, phone, { key: 'company', label: '工作单位', type: 'text', required: false, maxLength: 40 }],
      },
    },
    // Past activities, so that the activity list (all categories) has a second page (docs/decisions/168).
    ...PAST_ACTIVITY_TITLES.map((title, i) => ({
      id: act.pastFirst + i,
      title: `往期回顾：${title}`,
      startTime: BASE - (60 + 7 * i) * DAY,
      endTime: BASE - (59 + 7 * i) * DAY,
      signStartTime: BASE - (70 + 7 * i) * DAY,
      signEndTime: BASE - (61 + 7 * i) * DAY,
      quota: 50,
      catId: 1,
      extra: { organizer: '云溪新闻', location: '云溪', abstract: `${title}，活动已结束。`, content: '<p>活动已圆满结束，感谢参与。</p>', signForm: [realName] },
    })),
  ]);
  const signup = (activityId: number, memberId: number, name: string, days: number) => ({
    activityId,
    memberId,
    realName: name,
    phone: `1380000${String(memberId - 100).padStart(4, '0')}`,
    registCode: `YX${activityId}${memberId}`,
    createdAt: BASE - days * DAY,
  });
  await db
    .insert(t.activitySignups)
    .values([
      signup(act.open, 101, '王小溪', 4),
      signup(act.full, 104, '李港', 2),
      signup(act.full, 105, '陈茶', 2),
      signup(act.nearlyFull, 101, '王小溪', 1),
      signup(act.nearlyFull, 104, '李港', 1),
      signup(act.nearlyFull, 105, '陈茶', 1),
      signup(act.nearlyFull, 106, '赵阿婆', 1),
    ]);
  await db.insert(t.vouchers).values([
    { activityId: act.open, memberId: 101, code: 'YX601101', extra: { shopSite: '云溪老街服务点', name: '摄影展参观券' } },
    { activityId: act.open, memberId: 101, code: 'YX601101B', extra: { shopSite: '云溪老街服务点', name: '纪念明信片兑换券' } },
  ]);
  await db.insert(t.votes).values([
    { id: DEMO_IDS.votes.inArticle, name: '你最关心修正案的哪一条？', endTime: BASE + 30 * DAY, needLogin: false, extra: { voteCycle: 2, voteCyclenum: 1, onlyapp: 0, clientStyle: 0 } },
    {
      id: DEMO_IDS.votes.activity,
      name: '我心中的云溪美食',
      endTime: BASE + 15 * DAY,
      needLogin: true,
      extra: {
        voteCycle: 1,
        voteCyclenum: 3,
        onlyapp: 0,
        clientStyle: 1,
        verifyCode: true,
        vs_head_voteimage: '/platform-media/images/vote-702_1200x675.jpg',
        vs_user_inforule: '每人每天可投三票，每次须填写图形验证码。',
        vs_votetheme_list: [
          { title: '活动主题', content: '寻找云溪人餐桌上最难忘的家常味道。' },
          { title: '投票时间', content: '即日起至活动结束，每天 0 点重置票数。' },
        ],
      },
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
