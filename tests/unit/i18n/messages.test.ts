import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { MESSAGES } from '../../../src/i18n/translate.ts';
import { cn } from '../../../src/i18n/messages/cn.ts';
import type { MessageKey } from '../../../src/i18n/messages/messageKey.ts';
import { ROUTES } from '../../../src/routes.ts';

const variables = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
const cnKeys = Object.keys(cn) as MessageKey[];
const HAN = /\p{Script=Han}/u;
const TIBETAN = /\p{Script=Tibetan}/u;

describe('message catalogues', () => {
  it.each(LOCALES)('%s has exactly the Chinese keys (plus singular forms of existing keys)', (locale) => {
    const keys = Object.keys(MESSAGES[locale]);
    const base = keys.filter((key) => !key.endsWith('_one'));
    expect(base.sort()).toEqual([...cnKeys].sort());
    for (const key of keys.filter((k) => k.endsWith('_one'))) {
      expect(cnKeys, `${locale} ${key} has no base key`).toContain(key.slice(0, -4));
    }
  });

  it.each(LOCALES)('%s has no empty or padded strings', (locale) => {
    for (const [key, value] of Object.entries(MESSAGES[locale])) {
      expect(value.trim(), `${locale} ${key}`).not.toBe('');
      expect(value, `${locale} ${key}`).toBe(value.trim());
    }
  });

  it.each(LOCALES)('%s uses the same interpolation variables as Chinese', (locale) => {
    const messages: Record<string, string> = MESSAGES[locale];
    for (const [key, value] of Object.entries(messages)) {
      const baseKey = key.endsWith('_one') ? key.slice(0, -4) : key;
      expect(variables(value), `${locale} ${key}`).toEqual(variables(cn[baseKey as MessageKey]));
    }
  });

  it.each(['en', 'de', 'fr', 'bo'] as const)('%s contains no untranslated Chinese', (locale) => {
    for (const [key, value] of Object.entries(MESSAGES[locale])) {
      expect(HAN.test(value), `${locale} ${key}: ${value}`).toBe(false);
    }
  });

  it('Tibetan is written in Tibetan script (apart from brand names)', () => {
    const brandOnly = new Set(['share.qq', 'articleType.12']);
    for (const [key, value] of Object.entries(MESSAGES.bo)) {
      if (brandOnly.has(key)) continue;
      expect(TIBETAN.test(value), `bo ${key}: ${value}`).toBe(true);
    }
  });

  it('has a title for every route of the route table', () => {
    for (const route of ROUTES) expect(cnKeys, route.name).toContain(`route.${route.name}`);
  });

  // SPEC §2, §5 and §8 quote these; the Chinese catalogue must carry them verbatim.
  it.each([
    ['route.activityVote', '投票活动详情'],
    ['route.invite', '邀请码'],
    ['route.Shareinvite', '您的专属邀请码'],
    ['route.xyListShare', '影响力排行榜'],
    ['route.xyRules', '打榜规则'],
    ['route.dynamicDetail', '记者动态'],
    ['route.topicDetail', '问吧话题'],
    ['route.askDetail', '提问详情'],
    ['route.qaDetail', '问政详情'],
    ['route.newQaDetail', '问政详情'],
    ['route.integralShop', '积分明细'],
    ['route.previewPDF', '区块链证书'],
    ['route.tipoffDetail', '报料详情'],
    ['route.seekArticleDetail', '征稿稿件详情'],
    ['route.inputArticleDetail', '投稿详情'],
    ['route.personageReports', '报道集'],
    ['route.columnDetail', '栏目'],
    ['route.noticeDetail', '公告'],
    ['route.getUserInfo', '获取会员信息'],
    ['route.hotPointTimeAxis', '热点详情'],
    ['site.touchLabel', '触屏版'],
    ['state.authorising', '授权中...'],
    ['state.noContent', '暂无内容'],
    ['state.noMore', '没有更多了'],
    ['msg.enterContent', '请输入内容'],
    ['msg.loginToComment', '请登录后评论'],
    ['msg.commentUnderReview', '评论审核中'],
    ['msg.photoFormat', '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！'],
    ['msg.enterPhone', '请输入手机号'],
    ['msg.enterCode', '请输入验证码'],
    ['msg.enterPassword', '请输入密码'],
    ['msg.confirmPassword', '请确认密码'],
    ['msg.signupNotStarted', '报名未开始'],
    ['msg.signupEnded', '报名已结束'],
    ['msg.quotaFull', '名额已满'],
    ['msg.alreadyLiked', '已经点过赞了哦!'],
    ['msg.noRepeatLike', '请不要重复点赞'],
    ['msg.enterName', '请输入名称'],
    ['msg.networkError', '网络错误'],
    ['msg.downloadFailed', '下载失败'],
    ['msg.wechatAuthFailed', '微信授权失败'],
    ['msg.wechatUserInfoFailed', '微信授权获取用户信息失败'],
    ['msg.openInApp', '请打开客户端操作'],
    ['msg.copySuccess', '复制成功'],
    ['msg.copyFailed', '复制失败'],
    ['msg.useChrome', '建议在PC端使用Chrome浏览器'],
    ['msg.notice', '提示'],
    ['msg.contribution.passed', '已通过'],
    ['msg.contribution.notPassed', '未通过'],
    ['msg.contribution.pending', '待审核'],
    ['time.justNow', '刚刚'],
    ['article.related', '相关阅读'],
    ['nav.backToTop', '返回顶部'],
  ] as const)('cn %s is %s', (key, text) => {
    expect(cn[key]).toBe(text);
  });
});
