/** Business constants of SPEC §9 that are not list limits (those are in loadMore.ts). */

/** Tokens are kept 2 hours. */
export const TOKEN_TTL_MS = 7_200_000;
export const BACK_TO_TOP_PX = 300;
export const SCROLL_THROTTLE_MS = 500;
/** After leaving fullscreen video, the scroll position is restored after this delay. */
export const FULLSCREEN_RESTORE_MS = 100;
export const PAGE_SCROLL_FLAG_PX = 400;
export const SOCKET_HEARTBEAT_MS = 60_000;
export const SOCKET_RECONNECT_MS = 4000;
export const WECHAT_RETRY_LIMIT = 2;
export const REQUEST_TIMEOUT_MS = 5000;
export const LONG_REQUEST_TIMEOUT_MS = 50_000;
export const ANALYTICS_TIMEOUT_MS = 180_000;
export const TOKEN_REFRESH_POLL_MS = 1000;
export const CHUNK_TIMEOUT_MS = 120_000;
/** Design width 750 px maps to 10 rem. */
export const PX_TO_REM_RATIO = 75;

export const EVENT_TYPE = { share: 2, view: 3 } as const;
export const EVENT_CHANNEL = { nativeApp: 2, sharedPage: 3, other: 1 } as const;
export const HOME_LIVE_MODULE_TYPES: readonly number[] = [0, 7, 8, 9, 10, 11];
export const ANALYTICS_DATA_TYPE = { openArticle: 1000005, share: 1000009, comment: 1000013, like: 1000002 } as const;
export const SHARE_CHANNEL = { wechat: 1, timeline: 2, sina: 3, qq: 4, meetime: 5, album: 6 } as const;
export const PLATFORM_CODE = { android: 1, ios: 2, mobile: 3, pc: 5 } as const;
/** Column styles the client hides from column lists. */
export const FILTERED_COLUMN_STYLES: readonly number[] = [205, 215, 410];
export const ARTICLE_TYPE = { news: 0, imageSet: 1, video: 2, special: 3, link: 4, live: 6, h5: 12 } as const;
export type ArticleType = (typeof ARTICLE_TYPE)[keyof typeof ARTICLE_TYPE];
