import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { booleanWrite } from '../../../src/catalogue/schemaParts.ts';
import { textSchema } from '../../../src/catalogue/responseSchemas.ts';
import {
  contributionListSchema,
  contributionSchema,
  contributionStatusOf,
  dayScoreSchema,
  scoreListSchema,
  tipoffDetailSchema,
  uploadedFilesSchema,
  uploadGrantSchema,
} from '../../../src/catalogue/serviceSchemas.ts';
import { pointsSign, pointsTime } from '../../../src/catalogue/serviceWrappers.ts';
import { CORPUS_DIR, corpusAvailable } from '../../corpusAvailable.ts';

const parse = <T>(schema: v.GenericSchema<unknown, T>, input: unknown) => v.parse(schema, input);
const recorded = (name: string): { response: { data: unknown } }[] => JSON.parse(readFileSync(`${CORPUS_DIR}/${name}.json`, 'utf8'));

describe('the recorded corpus', () => {
  it.runIf(corpusAvailable())('tipoff answers true; eventTypes is the comma list', () => {
    for (const { response } of recorded('tipoff')) expect(parse(booleanWrite, response.data)).toBe(true);
    for (const { response } of recorded('amuc_event_eventTypes')) expect(parse(textSchema, response.data).split(',')).toContain('分享成功');
  });
});

describe('contributionStatusOf (SPEC §3: 已通过, 未通过, 待审核)', () => {
  it.each([
    [1, 'passed'],
    ['1', 'passed'],
    ['已通过', 'passed'],
    [2, 'rejected'],
    ['未通过', 'rejected'],
    [0, 'pending'],
    ['待审核', 'pending'],
    [null, 'pending'],
    ['garbage', 'pending'],
  ])('%s → %s', (input, expected) => expect(contributionStatusOf(input)).toBe(expected));
});

describe('tipoffDetailSchema', () => {
  it.each([
    [
      'the bundled shape',
      { id: 1, topic: 't', content: 'c', userName: 'u', created: 'x', pics: ['p'], videos: [], audios: ['a'] },
      { id: 1, topic: 't', content: 'c', userName: 'u', created: 'x', pics: ['p'], videos: [], audios: ['a'] },
    ],
    [
      'fileId as a string, title for topic, imgUrl for pics',
      { fileId: '7', title: 't', imgUrl: ['p'], videoUrl: ['v'] },
      { id: 7, topic: 't', content: '', userName: '', created: '', pics: ['p'], videos: ['v'], audios: [] },
    ],
    ['no id: empty', { topic: 't' }, null],
    ['"empty": empty', 'empty', null],
    ['null: empty', null, null],
  ])('%s', (_name, input, expected) => expect(parse(tipoffDetailSchema, input)).toEqual(expected));
});

describe('contributionSchema and its list', () => {
  const item = { id: 3, title: '稿', status: '2', reason: 'r', linkID: '1', linkTitle: '征稿', pics: null };
  it('reads a status code as a string and a missing media list as empty', () => {
    expect(parse(contributionSchema, item)).toMatchObject({ id: 3, title: '稿', status: 'rejected', reason: 'r', callId: 1, callTitle: '征稿', pics: [], videos: [], audios: [] });
  });
  it.each([
    ['{list, hasMore}', { list: [item, { title: 'no id' }], hasMore: true }, 1, true],
    ['a bare list', [item], 1, false],
    ['list null', { list: null }, 0, false],
  ])('%s', (_name, input, count, more) => {
    const parsed = parse(contributionListSchema, input);
    expect(parsed.list).toHaveLength(count);
    expect(parsed.hasMore).toBe(more);
  });
});

describe('upload answers', () => {
  it.each([
    ['one file', { id: 1, url: 'u', kind: 'image', size: '10' }, [{ id: 1, url: 'u', kind: 'image', size: 10 }]],
    ['{list} with mime only', { list: [{ id: '2', url: 'v', mime: 'video/mp4' }, { url: 'no id' }] }, [{ id: 2, url: 'v', kind: 'video', size: 0 }]],
    ['audio by mime', [{ id: 3, url: 'a', mime: 'audio/mpeg' }], [{ id: 3, url: 'a', kind: 'audio', size: 0 }]],
  ])('%s', (_name, input, expected) => expect(parse(uploadedFilesSchema, input)).toEqual(expected));
  it('a grant without a token is empty', () => {
    expect(parse(uploadGrantSchema, { token: 'a.b.c', expires: '5' })).toEqual({ token: 'a.b.c', expires: 5 });
    expect(parse(uploadGrantSchema, {})).toBeNull();
  });
});

describe('points answers and the sign', () => {
  it('myDayScoreSts and myScoreList with numbers as strings', () => {
    expect(parse(dayScoreSchema, { date: 'd', todayScore: '5', totalScore: 100, list: [{ event: '启动', score: '5', times: 1, limit: 1 }] })).toEqual({
      date: 'd',
      todayScore: 5,
      totalScore: 100,
      list: [{ event: '启动', score: 5, times: 1, limit: 1 }],
    });
    expect(parse(scoreListSchema, { list: [{ id: 1, event: '浏览', srname: '浏览新闻', score: '2', time: 't' }], hasMore: 'true' })).toEqual({
      list: [{ id: 1, event: '浏览', name: '浏览新闻', score: 2, time: 't' }],
      hasMore: true,
    });
    expect(parse(scoreListSchema, [{ event: '启动' }]).list[0]!.name).toBe('启动');
  });
  it('signs sha1 of the literal {eType=…, member=…, time=…} (PLATFORM.md §5.1) with Beijing slash times', () => {
    // sha1('{eType=启动, member=257, time=2020/05/11 10:24:48}'), computed once with sha1sum.
    expect(pointsSign('启动', '257', '2020/05/11 10:24:48')).toBe('fc93e17b5accbbb83ef99427fce08301132553d7');
    expect(pointsSign('启动', '257', 't')).not.toBe(pointsSign('启动', '258', 't'));
    expect(pointsTime(Date.UTC(2020, 4, 11, 2, 24, 48))).toBe('2020/05/11 10:24:48');
  });
});
