import { beforeEach, describe, expect, it } from 'vitest';
import { $xyRankBusy, $xyRanked, $xyRankNotice, isRanked, rankAccount, resetXyRank, type XyRankApi } from '../../../src/stores/xyRank.ts';
import type { RankAnswer } from '../../../src/contracts/xy.ts';
import type { ClientCatalogueError } from '../../../src/contracts/platformErrors.ts';

/** An Actions stand-in whose answers the test releases by hand, recording what was asked. */
function fakeApi() {
  const calls: number[] = [];
  const pending: ((answer: RankAnswer | Error) => void)[] = [];
  const api: XyRankApi = {
    rank: (id) => {
      calls.push(id);
      return new Promise((resolve, reject) => pending.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))));
    },
  };
  return { api, calls, answer: (answer: RankAnswer | Error) => pending.shift()!(answer) };
}

const answer = (outcome: RankAnswer['outcome'], message: string | null = null, pageReaction?: ClientCatalogueError): RankAnswer =>
  pageReaction ? { outcome, message, pageReaction } : { outcome, message };
const EXPIRED: ClientCatalogueError = { kind: 'tokenExpired', code: 10111, messageKey: 'error.loginExpired', message: null, reaction: { type: 'askAppRefresh' } };

beforeEach(() => resetXyRank());

describe('rankAccount', () => {
  it.each([
    ['counted', answer('ranked'), true, 'ranked', null],
    ['refused as a repeat this week', answer('alreadyRanked', '本周已为该号打过榜'), true, 'alreadyRanked', '本周已为该号打过榜'],
    ['needs a login', answer('loginRequired'), undefined, 'loginRequired', null],
    ['failed', answer('failed'), undefined, 'failed', null],
    ['the request threw', new Error('offline'), undefined, 'failed', null],
  ] as const)('%s: ranked flag, outcome and notice', async (_name, reply, ranked, outcome, message) => {
    const { api, answer: release } = fakeApi();
    const done = rankAccount(api, 302);
    expect($xyRankBusy.get()['302']).toBe(true);
    expect(isRanked(302)).toBeUndefined();
    release(reply);
    expect(await done).toBe(outcome);
    expect(isRanked(302)).toBe(ranked);
    expect($xyRankBusy.get()['302']).toBe(false);
    expect($xyRankNotice.get()).toMatchObject({ key: outcome, message, xyID: 302, login: outcome === 'loginRequired' });
  });

  it('a second tap while the first is on its way sends nothing; after it, the account is refused without a request', async () => {
    const { api, calls, answer: release } = fakeApi();
    const first = rankAccount(api, 302);
    expect(await rankAccount(api, 302)).toBe('busy');
    release(answer('ranked'));
    await first;
    expect(await rankAccount(api, 302)).toBe('alreadyRanked');
    expect(calls).toEqual([302]);
    expect($xyRankNotice.get()?.key).toBe('alreadyRanked');
  });

  it('an account the HTML shows as ranked is refused without a request; other accounts are independent', async () => {
    const { api, calls, answer: release } = fakeApi();
    expect(await rankAccount(api, 303, true)).toBe('alreadyRanked');
    expect(calls).toEqual([]);
    const other = rankAccount(api, 304);
    release(answer('ranked'));
    expect(await other).toBe('ranked');
    expect(calls).toEqual([304]);
  });

  it('a failure with a page reaction stays unranked, and ids that name nothing are refused', async () => {
    const { api, calls, answer: release } = fakeApi();
    const done = rankAccount(api, 305, false);
    release(answer('failed', null, EXPIRED));
    expect(await done).toBe('failed');
    expect($xyRanked.get()['305']).not.toBe(true);
    for (const id of [0, -1, 1.5, Number.NaN]) expect(await rankAccount(api, id)).toBe('failed');
    expect(calls).toEqual([305]);
  });

  it('each notice is new, so the same text is announced again', async () => {
    const { api } = fakeApi();
    await rankAccount(api, 306, true);
    const first = $xyRankNotice.get()!.seq;
    await rankAccount(api, 306, true);
    expect($xyRankNotice.get()!.seq).toBe(first + 1);
  });
});
