/**
 * An article's reader actions across the server/browser line: what the `article.*` Actions answer
 * (like = the platform's praise, favourite = fav), the props of the action bar and share sheet
 * islands, and WeChat's share card.
 */
import type { ArticleObjectType, OBJECT_TYPE } from '../lib/objectType.ts';
import type { ShareContent } from '../lib/shareTargets.ts';
import type { ActionReaction } from './platformErrors.ts';

/** `article.counts`: the platform's counts (countPraise is the likes). */
export interface ArticleCounts {
  countClick: number;
  countPraise: number;
  countShare: number;
  countDiscuss: number;
}

/** `expired`: inside the host app, whose login the app must refresh (SPEC §8 10111). */
export type LikeOutcome = 'liked' | 'repeat' | 'loginRequired' | 'expired' | 'failed';
export type FavouriteOutcome = 'favourited' | 'unfavourited' | 'loginRequired' | 'failed';

/** `article.like`: the outcome; a platform error the page must react to comes as `pageReaction` (SPEC §8). */
export interface LikeAnswer extends ActionReaction {
  outcome: LikeOutcome;
}

/** `article.favourite`. */
export interface FavouriteAnswer {
  outcome: FavouriteOutcome;
}

/** `article.hasFav`: null when anonymous or unknown. */
export interface HasFavAnswer {
  favourited: boolean | null;
}

/** The action bar island's props (src/islands/ArticleActions.island.tsx), without its words. */
export interface ArticleActionsProps {
  id: number;
  /** SPEC §4: 10 for an account's article, otherwise 0; sent with the like and the favourite. */
  objectType: ArticleObjectType;
  /** Opened from a share link (`isShare=true`): with the user agent, decides the event channel. */
  isShare: boolean;
  nativeAppMarker: string;
  loginUrl: string;
  initialPraise: number;
  showPraiseCount: boolean;
}

/**
 * What a share counts as (docs/decisions/159): the share event (eventType 2) of this object, and for
 * an article the analytics share record too. SPEC §4: 0 an article, 10 an account's article, 4 an activity.
 */
export interface ShareCount {
  id: number;
  objectType: ArticleObjectType | typeof OBJECT_TYPE.activity;
}

/** The share sheet island's props (src/islands/ShareSheet.island.tsx), without its words. */
export interface ShareSheetProps {
  /** The share event this page's shares send; null where the SPEC names none (Q&A, short videos, a topic without its article). */
  counted: ShareCount | null;
  /** Opened from a share link (`isShare=true`): with the user agent, decides the event channel. */
  isShare: boolean;
  nativeAppMarker: string;
  content: ShareContent;
  /** The share poster's address (routes.ts posterPath, docs/decisions/154); null when the article has none. */
  poster: string | null;
}

/** What the page tells WeChat's JS-SDK about sharing it (src/browser/configureWeChatShare.ts). */
export interface WeChatShare {
  url: string;
  title: string;
  description: string;
  image: string;
}
