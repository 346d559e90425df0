/**
 * Sharing beyond articles (issue 40, docs/decisions/159): what a live room, an activity, a special
 * topic, a Q&A page and a short video tell the share sheet and WeChat's share menu. Each content
 * type has its own rule for the share facts (title, description candidates, picture candidates,
 * whether sharing is closed, what a share counts as); one rule, `pageShare`, then cuts them by
 * SPEC §5 for every type alike: titles by the configured counts (WeChat and others apart), the
 * description whitespace-collapsed to 100 characters, the picture the first absolute http(s) one,
 * and the link the page's canonical address with `isShare=true`. The texts are articleView's rule
 * (lib/shareText.ts shareTexts), and a special topic's article shares by the article's own facts.
 */
import type { ActivityDetail } from '../catalogue/activitySchemas.ts';
import type { ArticleContent } from '../catalogue/articleContent.ts';
import type { Subject } from '../catalogue/communitySchemas.ts';
import type { LiveMain } from '../catalogue/liveView.ts';
import type { SiteConfig } from '../catalogue/siteConfig.ts';
import type { ShareCount, ShareSheetProps, WeChatShare } from '../contracts/article.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';
import { pickMessages } from '../i18n/translate.ts';
import { serverEnv } from '../config/serverEnv.ts';
import { OBJECT_TYPE } from '../lib/objectType.ts';
import { shareTexts } from '../lib/shareText.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';
import { articleShareFacts, SHARE_MESSAGES } from './articleView.ts';
import type { MessageKey } from '../i18n/messages/messageKey.ts';
import type { QuestionView } from './qaPages.ts';

/** What a page's content says about sharing it, before the SPEC §5 cuts. */
export interface ShareFacts {
  title: string;
  /** The first non-empty one (after HTML is made plain text) is the description. */
  descriptions: string[];
  /** The first usable one (absolute http(s), or a path on this site) is the picture. */
  pictures: string[];
  /** The platform closed sharing (shareClosed = 1, SPEC §6): no sheet, no WeChat share data. */
  closed: boolean;
  /** The share event a share sends; null where the SPEC names none. */
  counted: ShareCount | null;
}

export interface PageShareContext {
  config: SiteConfig | null;
  siteOrigin: string;
  /** The page's canonical address (BaseLayout's), absolute or on this site, without a query. */
  canonical: string;
  isShare: boolean;
  nativeAppMarker: string;
  locale: Locale;
}

export interface PageShare {
  /** WeChat's share menu (configureWeChatShare). */
  wechat: WeChatShare;
  /** The share sheet island's props (no poster: the poster is an article's, docs/decisions/154). */
  sheet: ShareSheetProps & { locale: Locale; messages: MessageBundle };
}

/** The sheet's words without the poster's (the poster is an article's). */
const PAGE_SHARE_MESSAGES = SHARE_MESSAGES.filter((key: MessageKey) => !key.startsWith('share.poster'));

/** The page's side of sharing: its site config, origin, canonical address (BaseLayout's), share flag and language. */
export function pageShareContext(locals: Pick<App.Locals, 'site' | 'siteOrigin' | 'flags' | 'locale'>, url: URL): PageShareContext {
  return {
    config: locals.site.config,
    siteOrigin: locals.siteOrigin,
    canonical: `${url.pathname}.html`,
    isShare: locals.flags.isShare,
    nativeAppMarker: serverEnv().nativeAppMarker,
    locale: locals.locale,
  };
}

/** A picture a share card can carry: absolute http(s), or a path on this site made absolute. */
export function sharePicture(candidates: readonly string[], siteOrigin: string): string {
  for (const raw of candidates) {
    const url = raw.trim();
    if (url.startsWith('/') && !url.startsWith('//')) return new URL(url, siteOrigin).href;
    if (isSafeHttpUrl(url)) return url;
  }
  return '';
}

/** SPEC §5 for every shared page; null when its content closes sharing or has no title. */
export function pageShare(facts: ShareFacts | null, context: PageShareContext): PageShare | null {
  if (!facts || facts.closed || !facts.title.trim()) return null;
  // Without a text of its own, a page shares its title as the description too.
  const texts = shareTexts({ title: facts.title, descriptions: [...facts.descriptions, facts.title] }, context.config);
  const image = sharePicture(facts.pictures, context.siteOrigin);
  const url = new URL(`${new URL(context.canonical, context.siteOrigin).pathname}?isShare=true`, context.siteOrigin).href;
  return {
    wechat: { url, title: texts.wechatTitle, description: texts.description, image },
    sheet: {
      counted: facts.counted,
      isShare: context.isShare,
      nativeAppMarker: context.nativeAppMarker,
      content: { url, title: texts.title, description: texts.description, image, titleMaxCount: context.config?.shareTitleMaxCount ?? null },
      poster: null,
      locale: context.locale,
      messages: pickMessages(context.locale, PAGE_SHARE_MESSAGES),
    },
  };
}

/** A special topic: its special article's share facts (articleView's rule), else the topic column's name, description and picture. */
export function specialShareFacts(article: ArticleContent | null, column: { columnName: string; description: string; topPic: string; phoneIcon: string } | null): ShareFacts | null {
  if (article) {
    const facts = articleShareFacts(article);
    return { ...facts, pictures: [facts.picture] };
  }
  if (!column) return null;
  return { title: column.columnName, descriptions: [column.description], pictures: [column.topPic, column.phoneIcon], closed: false, counted: null };
}

/**
 * A live room (liveView main): its title, summary and banner; a share counts for the live article
 * that links the room (articleID), since the SPEC's object types name articles, not rooms.
 */
export function liveShareFacts(main: LiveMain): ShareFacts {
  return {
    title: main.title,
    descriptions: [main.content],
    pictures: [main.bannerUrl],
    closed: main.shareClosed === 1,
    counted: main.articleID > 0 ? { id: main.articleID, objectType: OBJECT_TYPE.article } : null,
  };
}

/** An activity (activityDetail), and its vote pages: its abstract, else its content; its picture; object type 4 (SPEC §4). */
export function activityShareFacts(activity: ActivityDetail): ShareFacts {
  return {
    title: activity.title,
    descriptions: [activity.abstract, activity.content],
    pictures: [activity.picBig],
    closed: activity.shareClosed === 1,
    counted: { id: activity.fileId, objectType: OBJECT_TYPE.activity },
  };
}

/** A question (提问详情) or a 问政 item: its text, else its answer; its first picture. No event (the SPEC names none). */
export function questionShareFacts(question: QuestionView): ShareFacts {
  return { title: question.title, descriptions: [question.content, question.answer], pictures: [...question.images, ...question.answerPics], closed: false, counted: null };
}

/** A 问吧 subject (topicDetail): its description and picture. No event. */
export function subjectShareFacts(subject: Subject): ShareFacts {
  return { title: subject.title, descriptions: [subject.description], pictures: [subject.pic], closed: false, counted: null };
}

/**
 * A short video: its own title and cover; the description is the service's share text
 * (config/share/info), else the title. The service's share address is not used: the link is
 * this page's (PLATFORM.md: the apps "call the touch version via rootUrl"). No event.
 */
export function mvodShareFacts(video: { title: string; poster: string }, share: { title: string; description: string } | null): ShareFacts {
  return { title: video.title, descriptions: [share?.description ?? ''], pictures: [video.poster], closed: false, counted: null };
}
