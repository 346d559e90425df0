import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/lib/constants.ts';

describe('SPEC §9 constants', () => {
  it.each([
    ['TOKEN_TTL_MS', 7_200_000],
    ['BACK_TO_TOP_PX', 300],
    ['SCROLL_THROTTLE_MS', 500],
    ['FULLSCREEN_RESTORE_MS', 100],
    ['PAGE_SCROLL_FLAG_PX', 400],
    ['SOCKET_HEARTBEAT_MS', 60_000],
    ['SOCKET_RECONNECT_MS', 4000],
    ['WECHAT_RETRY_LIMIT', 2],
    ['REQUEST_TIMEOUT_MS', 5000],
    ['LONG_REQUEST_TIMEOUT_MS', 50_000],
    ['ANALYTICS_TIMEOUT_MS', 180_000],
    ['TOKEN_REFRESH_POLL_MS', 1000],
    ['CHUNK_TIMEOUT_MS', 120_000],
    ['PX_TO_REM_RATIO', 75],
    ['EVENT_TYPE', { share: 2, view: 3 }],
    ['EVENT_CHANNEL', { nativeApp: 2, sharedPage: 3, other: 1 }],
    ['HOME_LIVE_MODULE_TYPES', [0, 7, 8, 9, 10, 11]],
    ['ANALYTICS_DATA_TYPE', { openArticle: 1000005, share: 1000009, comment: 1000013, like: 1000002 }],
    ['SHARE_CHANNEL', { wechat: 1, timeline: 2, sina: 3, qq: 4, meetime: 5, album: 6 }],
    ['PLATFORM_CODE', { android: 1, ios: 2, mobile: 3, pc: 5 }],
    ['FILTERED_COLUMN_STYLES', [205, 215, 410]],
    ['ARTICLE_TYPE', { news: 0, imageSet: 1, video: 2, special: 3, link: 4, live: 6, h5: 12 }],
  ] as const)('%s', (name, value) => expect(constants[name]).toEqual(value));
});
