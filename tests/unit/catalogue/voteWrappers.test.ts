import { describe, expect, it } from 'vitest';
import { votedCountsOf, type VotedCounts } from '../../../src/catalogue/voteWrappers.ts';
import { empty, fail, ok, type Result } from '../../../src/catalogue/result.ts';
import { transportError } from '../../../src/catalogue/errorCatalogue.ts';
import type { VoteInfo, VoteResult } from '../../../src/catalogue/voteSchemas.ts';

const option = (oid: number, count: number) => ({ oid, oname: `o${oid}`, count, percent: 0 });
const result = (questions: VoteResult['questions']): Result<VoteResult> => ok({ voteId: 1, isVoted: true, questions });
const info = (remainCount: number | null): Result<VoteInfo> => ok({ remainCount } as VoteInfo);
const failed = fail(transportError({ call: 'voteResult', inNativeApp: false }, 'timeout'));

/** The counts the vote widget shows after a vote, read back from voteResult and voteInfo (both may fail). */
describe('votedCountsOf', () => {
  it.each<[string, Result<VoteResult>, Result<VoteInfo>, VotedCounts]>([
    [
      'counts by option id across questions, and the votes left',
      result([
        { qid: 1, qname: 'q', total: 5, options: [option(7, 3), option(8, 2)] },
        { qid: 2, qname: 'r', total: 1, options: [option(9, 1)] },
      ]),
      info(4),
      { counts: { 7: 3, 8: 2, 9: 1 }, remainCount: 4 },
    ],
    ['no questions: no counts', result([]), info(0), { counts: {}, remainCount: 0 }],
    ['voteResult failed: no counts, the votes left still', failed, info(2), { counts: {}, remainCount: 2 }],
    ['voteResult empty: no counts', empty(), info(null), { counts: {}, remainCount: null }],
    ['voteInfo failed: the votes left unknown', result([{ qid: 1, qname: 'q', total: 1, options: [option(7, 1)] }]), failed, { counts: { 7: 1 }, remainCount: null }],
    ['voteInfo empty: the votes left unknown', result([]), empty(), { counts: {}, remainCount: null }],
  ])('%s', (_name, counts, votes, expected) => {
    expect(votedCountsOf(counts, votes)).toEqual(expected);
  });
});
