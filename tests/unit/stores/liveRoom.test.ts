import { beforeEach, describe, expect, it } from 'vitest';
import { $livePlayer, $pushedDiscuss, $pushedReports, PUSHED_LIMIT, applyLiveFrame, initLiveRoom } from '../../../src/stores/liveRoom.ts';

const LIVE = 'https://media.example.test/live.m3u8';
const PLAYBACK = 'https://media.example.test/playback.m3u8';
const report = (fileId: number, extra: Record<string, unknown> = {}) => ({
  fileId,
  title: '',
  publishtime: '2024-05-06 09:07:51.0',
  user: '云溪新闻',
  userID: 0,
  userIcon: '',
  content: `第${fileId}条`,
  sourceType: 1,
  attachments: [],
  isTop: false,
  ...extra,
});

beforeEach(() => initLiveRoom({ status: 1, liveUrl: LIVE, playbackUrl: '' }));

describe('live room status (SPEC §4)', () => {
  it('starts from the page: status 1 plays the live stream', () => {
    expect($livePlayer.get()).toMatchObject({ status: 1, mode: 'live', src: LIVE });
  });

  it.each([
    [
      { status: 2, appPlaybackUrl: PLAYBACK },
      { status: 2, mode: 'playback', src: PLAYBACK },
    ],
    [{ status: 2 }, { status: 2, mode: 'ended', src: '' }],
    [
      { status: '2', appPlaybackUrl: PLAYBACK },
      { status: 2, mode: 'playback', src: PLAYBACK },
    ],
    [{ status: 0 }, { status: 0, mode: 'preview', src: '' }],
    [
      { status: 2, appPlaybackUrl: 'javascript:alert(1)' },
      { status: 2, mode: 'ended', src: '' },
    ],
    [
      { status: 7, appPlaybackUrl: PLAYBACK },
      { status: 1, mode: 'live', src: LIVE },
    ],
    [{}, { status: 1, mode: 'live', src: LIVE }],
  ])('live_status %j → %j', (data, expected) => {
    applyLiveFrame({ type: 'live_status', data: { liveId: 502, ...data } });
    expect($livePlayer.get()).toMatchObject(expected);
  });

  it('a status-2 push without an address plays the playback the page already knew', () => {
    initLiveRoom({ status: 1, liveUrl: LIVE, playbackUrl: PLAYBACK });
    applyLiveFrame({ type: 'live_status_subscribe', data: { liveId: 502, status: 2 } });
    expect($livePlayer.get()).toMatchObject({ mode: 'playback', src: PLAYBACK });
  });
});

describe('pushed reports and discussion', () => {
  it('puts new reports first, once each; an edited report keeps its place with its new text', () => {
    applyLiveFrame({ type: 'live_reporting', data: { liveId: 502, report: report(1) } });
    applyLiveFrame({ type: 'live_reporting', data: { liveId: 502, report: report(2) } });
    applyLiveFrame({ type: 'live_reporting', data: { liveId: 502, report: report(1, { content: '改' }) } });
    expect($pushedReports.get().map((r) => [r.fileId, r.content])).toEqual([
      [2, '第2条'],
      [1, '改'],
    ]);
  });

  it('keeps text as text and only safe http(s) media', () => {
    const attachments = [
      { type: 'pic', url: 'https://img.example.test/a.jpg' },
      { type: 'pic', url: 'javascript:alert(1)' },
      { type: 'video', url: 'https://media.example.test/v.mp4' },
      { type: 'pic', url: 42 },
      'junk',
    ];
    applyLiveFrame({ type: 'live_reporting', data: { liveId: 502, report: report(3, { content: '<img src=x onerror=alert(1)>', attachments }) } });
    expect($pushedReports.get()[0]).toMatchObject({ content: '<img src=x onerror=alert(1)>', pictures: ['https://img.example.test/a.jpg'], videos: ['https://media.example.test/v.mp4'] });
  });

  it.each([[null], [{}], [{ fileId: 'x' }], [{ fileId: -1 }], ['report']])('drops a report without an id: %j', (bad) => {
    applyLiveFrame({ type: 'live_reporting', data: { liveId: 502, report: bad } });
    expect($pushedReports.get()).toEqual([]);
  });

  it(`keeps at most ${PUSHED_LIMIT} pushed reports`, () => {
    for (let id = 1; id <= PUSHED_LIMIT + 5; id++) applyLiveFrame({ type: 'live_reporting', data: { liveId: 502, report: report(id) } });
    expect($pushedReports.get()).toHaveLength(PUSHED_LIMIT);
    expect($pushedReports.get()[0]!.fileId).toBe(PUSHED_LIMIT + 5);
  });

  it('adds pushed comments with text, newest first; drops empty ones', () => {
    applyLiveFrame({ type: 'live_discuss', data: { liveId: 502, discuss: { id: 9, userName: '读者', userIcon: 'data:x', content: '好', created: '2024-05-06 09:07:51.0' } } });
    applyLiveFrame({ type: 'live_discuss', data: { liveId: 502, discuss: { id: 10, userName: '读者2', content: '' } } });
    applyLiveFrame({ type: 'live_discuss', data: { liveId: 502, discuss: { id: '11', userName: '读者3', content: '赞' } } });
    expect($pushedDiscuss.get().map((d) => [d.id, d.name, d.avatar, d.content])).toEqual([
      [11, '读者3', '', '赞'],
      [9, '读者', '', '好'],
    ]);
  });

  it('a ping changes nothing', () => {
    const before = $livePlayer.get();
    applyLiveFrame({ type: 'ping', data: { time: 1 } });
    expect($livePlayer.get()).toBe(before);
    expect($pushedReports.get()).toEqual([]);
  });
});
