/**
 * Where the share sheet sends an article: Weibo's and QQ's public share pages, built from the
 * article's share texts. Pure, used by the share sheet's store and unit-tested with a table.
 * Every value goes through `encodeURIComponent` inside a fixed https address, and the shared page
 * and picture must be absolute http(s) URLs, so a `javascript:` (or any other) link can never come
 * out of here: a bad page address gives no link at all, a bad picture is left out.
 */
import { SHARE_CHANNEL } from './constants.ts';
import { cutShareTitle, shareDescription } from './shareText.ts';
import { isSafeHttpUrl } from './urlChecks.ts';

export type ShareTarget = 'wechat' | 'timeline' | 'weibo' | 'qq';

/** The sendRecord channel of each target (SPEC §9: wechat 1, timeline 2, sina 3, QQ 4). */
export const SHARE_TARGET_CHANNEL: Record<ShareTarget, (typeof SHARE_CHANNEL)[keyof typeof SHARE_CHANNEL]> = {
  wechat: SHARE_CHANNEL.wechat,
  timeline: SHARE_CHANNEL.timeline,
  weibo: SHARE_CHANNEL.sina,
  qq: SHARE_CHANNEL.qq,
};

export interface ShareContent {
  url: string;
  title: string;
  description: string;
  /** The share picture (articleView's articleImage); '' when the article has none. */
  image: string;
  /** The site's configured title count for non-WeChat shares (SPEC §5); null: no limit. */
  titleMaxCount?: number | null;
}

const WEIBO = 'https://service.weibo.com/share/share.php';
const QQ = 'https://connect.qq.com/widget/shareqq/index.html';

function withQuery(base: string, params: [string, string][]): string {
  return `${base}?${params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The share page of a web target (Weibo, QQ); null when the article's address is not a safe http(s) URL. */
export function shareTargetUrl(target: 'weibo' | 'qq', content: ShareContent): string | null {
  if (!isSafeHttpUrl(content.url)) return null;
  const url = content.url.trim();
  const title = cutShareTitle(shareDescription(content.title, Number.MAX_SAFE_INTEGER), content.titleMaxCount);
  const description = shareDescription(content.description);
  const picture = isSafeHttpUrl(content.image) ? content.image.trim() : '';
  if (target === 'weibo')
    return withQuery(WEIBO, [
      ['url', url],
      ['title', title],
      ['pic', picture],
    ]);
  return withQuery(QQ, [
    ['url', url],
    ['title', title],
    ['desc', description],
    ['pics', picture],
  ]);
}
