/**
 * Business constants of SPEC §9 that are not list limits (those are in loadMore.ts). A constant
 * lives here once something reads it; the coming features add theirs (socket, analytics, chunks).
 */

/** Tokens are kept 2 hours. */
export const TOKEN_TTL_MS = 7_200_000;
export const BACK_TO_TOP_PX = 300;
export const SCROLL_THROTTLE_MS = 500;
/** SPEC §9: the page-scroll flag is set beyond 400 px; leaving fullscreen puts the page back after 100 ms. */
export const PAGE_SCROLL_FLAG_PX = 400;
export const FULLSCREEN_SCROLL_RESTORE_MS = 100;
export const REQUEST_TIMEOUT_MS = 5000;
export const LONG_REQUEST_TIMEOUT_MS = 50_000;
export const ANALYTICS_TIMEOUT_MS = 180_000;
export const TOKEN_REFRESH_POLL_MS = 1000;

export const EVENT_TYPE = { share: 2, view: 3 } as const;
export const EVENT_CHANNEL = { nativeApp: 2, sharedPage: 3, other: 1 } as const;
export const HOME_LIVE_MODULE_TYPES: readonly number[] = [0, 7, 8, 9, 10, 11];
/** Column styles the client hides from column lists. */
export const FILTERED_COLUMN_STYLES: readonly number[] = [205, 215, 410];
/** SPEC §3 article type codes (7: an activity, as lists carry it). The only place a type number is written. */
export const ARTICLE_TYPE = { news: 0, imageSet: 1, video: 2, special: 3, link: 4, live: 6, activity: 7, h5: 12 } as const;

/** SPEC §4/§9 WeChat authorisation: a code without an openid is retried at most twice. */
export const WECHAT_RETRY_LIMIT = 2;
/** SPEC §4: the stored code is exchanged 200 ms after the page opens. */
export const WECHAT_CODE_DELAY_MS = 200;
/** SPEC §4: the wxAward flag is polled every 300 ms. */
export const WECHAT_AWARD_POLL_MS = 300;
/** WeChat's codes expire after about 5 minutes (PLATFORM.md §6.1): a stored one is useless after that. */
export const WECHAT_CODE_TTL_MS = 5 * 60_000;

/** SPEC §9 analytics (sendRecord): the data types, the channel per share target, the platform codes (this site is mobile, 3). */
export const ANALYTICS_DATA_TYPE = { open: 1_000_005, share: 1_000_009, comment: 1_000_013, like: 1_000_002 } as const;
export const SHARE_CHANNEL = { wechat: 1, timeline: 2, sina: 3, qq: 4, meetime: 5, album: 6 } as const;
export const ANALYTICS_PLATFORM = { android: 1, ios: 2, mobile: 3, pc: 5 } as const;
export const ANALYTICS_PLATFORM_MOBILE = ANALYTICS_PLATFORM.mobile;
