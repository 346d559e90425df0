import { beforeEach, describe, expect, it } from 'vitest';
import { $livePlayer, $pushedDiscuss, $pushedReports, applyLiveCatchUp, applyLiveFrame, initLiveRoom, type StatusSource } from '../../../src/stores/liveRoom.ts';
import { mergeNewestFirst, newerFirst, orderTime } from '../../../src/lib/liveOrder.ts';

/** The room's one order and the merge of pushes, catch-up reads and polls (docs/decisions/151). */
const ROOM = 502;
const report = (fileId: number, publishtime = '2024-05-06 09:07:51.0', extra: Record<string, unknown> = {}) => ({
  fileId,
  publishtime,
  content: `第${fileId}条`,
  attachments: [],
  isTop: false,
  ...extra,
});
const push = (r: ReturnType<typeof report>) => applyLiveFrame({ type: 'live_reporting', data: { liveId: ROOM, report: r } });
const catchUp = (answer: Record<string, unknown>, source: Exclude<StatusSource, 'push'> = 'readWithPushes') => applyLiveCatchUp({ liveId: ROOM, ...answer }, ROOM, source);
const ids = () => $pushedReports.get().map((r) => r.fileId);

beforeEach(() => initLiveRoom({ status: 1, liveUrl: '', playbackUrl: '' }));

describe('orderTime', () => {
  it.each([
    ['2024-05-06 09:07:51.0', '20240506090751'],
    ['2024-05-06T09:07:51+08:00', '20240506090751'],
    ['2024-5-6 9:07', '20240506090700'],
    ['2024-05-06', '20240506000000'],
    ['', ''],
    ['yesterday', ''],
    ['12:30', ''],
  ])('%j → %j', (value, expected) => expect(orderTime(value)).toBe(expected));
});

describe('newerFirst', () => {
  it.each([
    [{ id: 1, time: '2024-05-06 10:00:00' }, { id: 2, time: '2024-05-06 09:00:00' }, -1, 'a later time first, whatever the ids'],
    [{ id: 5, time: '2024-05-06 09:00:00' }, { id: 4, time: '2024-05-06 09:00:00' }, -1, 'the same second: the larger id first'],
    [{ id: 4, time: '2024-05-06 09:00:00.0' }, { id: 5, time: '2024-05-06 09:00:00' }, 1, 'the same second written two ways'],
    [{ id: 9, time: '' }, { id: 3, time: '2024-05-06 09:00:00' }, -1, 'no time: by id'],
  ])('%j vs %j → %d (%s)', (a, b, sign) => expect(Math.sign(newerFirst(a, b))).toBe(sign));
});

describe('mergeNewestFirst', () => {
  const order = (x: { id: number; time: string }) => x;
  const r = (id: number, time = '2024-05-06 09:00:00') => ({ id, time });
  it.each([
    ['in order', [r(2), r(1)], [r(4), r(3)], [4, 3, 2, 1]],
    ['out of order', [r(2)], [r(1), r(5), r(3)], [5, 3, 2, 1]],
    ['duplicates once', [r(3), r(2)], [r(3), r(2), r(1)], [3, 2, 1]],
    ['a later time before a larger id', [r(9, '2024-05-06 09:00:00')], [r(7, '2024-05-06 09:05:00')], [7, 9]],
    ['nothing new', [r(2), r(1)], [], [2, 1]],
  ])('%s', (_name, known, incoming, expected) => {
    expect(mergeNewestFirst(known, incoming, order, 200).map((x) => x.id)).toEqual(expected);
  });
  it('keeps at most the limit, the newest', () => {
    expect(mergeNewestFirst([r(1), r(2)], [r(3)], order, 2).map((x) => x.id)).toEqual([3, 2]);
  });
});

describe('catch-up merged with pushes', () => {
  it.each([
    ['push then the same report by catch-up', () => (push(report(7)), catchUp({ reports: [report(7)] })), [7]],
    ['catch-up then the same report by push', () => (catchUp({ reports: [report(7)] }), push(report(7))), [7]],
    ['a push newer than what the catch-up brings', () => (push(report(9)), catchUp({ reports: [report(8), report(7)] })), [9, 8, 7]],
    ['three missed reports, oldest pushed last', () => catchUp({ reports: [report(3), report(2), report(1)] }), [3, 2, 1]],
    ['the same answer twice (a cached poll)', () => (catchUp({ reports: [report(2), report(1)] }), catchUp({ reports: [report(2), report(1)] })), [2, 1]],
    ['a report without an id is dropped', () => catchUp({ reports: [{ content: 'x' }, report(4), null, 'junk'] }), [4]],
    ['reports not a list', () => catchUp({ reports: { 0: report(4) } }), []],
  ])('%s', (_name, run, expected) => {
    run();
    expect(ids()).toEqual(expected);
  });

  it('comments arrive once each, newest first', () => {
    applyLiveFrame({ type: 'live_discuss', data: { liveId: ROOM, discuss: { id: 11, content: '赞', created: '2024-05-06 09:10:00' } } });
    catchUp({
      discuss: [
        { id: 11, content: '赞', created: '2024-05-06 09:10:00' },
        { id: 10, content: '好', created: '2024-05-06 09:09:00' },
      ],
    });
    expect($pushedDiscuss.get().map((d) => d.id)).toEqual([11, 10]);
  });

  it.each([
    ['another room', { liveId: 503, status: 2, reports: [report(1)] }],
    ['no room', { status: 2, reports: [report(1)] }],
    ['a room id as junk', { liveId: '502; drop', status: 2 }],
  ])('an answer for %s changes nothing', (_name, answer) => {
    expect(applyLiveCatchUp(answer, ROOM, 'readAlone')).toBe(false);
    expect($livePlayer.get().status).toBe(1);
    expect(ids()).toEqual([]);
  });

  const statusCases: Array<[Exclude<StatusSource, 'push'>, number, number, string]> = [
    ['readWithPushes', 2, 2, 'forward applies'],
    ['readWithPushes', 0, 1, 'backward does not undo a push (a cached read)'],
    ['readAlone', 0, 0, 'without pushes the read is the only word'],
    ['readAlone', 2, 2, 'forward applies without pushes too'],
    ['readWithPushes', 9, 1, 'an unknown status is ignored'],
  ];
  it.each(statusCases)('status by %s to %d → %d (%s)', (source, status, expected) => {
    catchUp({ status }, source);
    expect($livePlayer.get().status).toBe(expected);
  });

  it('a status push always applies, back as well', () => {
    applyLiveFrame({ type: 'live_status', data: { liveId: ROOM, status: 0 } });
    expect($livePlayer.get().status).toBe(0);
  });
});
