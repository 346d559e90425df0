import { describe, expect, it } from 'vitest';
import { createArticleActions, LIKED_KEY, praiseCountLabel, type ArticleActionsApi } from '../../../src/stores/articleActions.ts';
import type { FavouriteOutcome, LikeOutcome } from '../../../src/contracts/article.ts';
import { articleRequestFrom, parseArticleId } from '../../../src/loaders/loadArticlePage.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

function api(likeOutcome: LikeOutcome): ArticleActionsApi {
  return {
    counts: async () => ({ countClick: 10, countPraise: 5, countShare: 0, countDiscuss: 0 }),
    like: async () => likeOutcome,
    favourite: async () => 'loginRequired',
    hasFav: async () => null,
  };
}

describe('article action bar state', () => {
  it('likes once, then refuses locally with 已经点过赞了哦!', async () => {
    const storage = memoryStorage();
    const bar = createArticleActions({ id: 7, initialPraise: 5, api: api('liked'), storage });
    await bar.like();
    expect(bar.$state.get()).toMatchObject({ liked: true, praise: 6, toast: { key: 'msg.likeSuccess' } });
    expect(JSON.parse(storage.values.get(LIKED_KEY) ?? '[]')).toEqual([7]);
    await bar.like();
    expect(bar.$state.get().toast?.key).toBe('msg.alreadyLiked');
    expect(bar.$state.get().praise).toBe(6);
  });

  it("remembers likes across page loads: the first render is the server's HTML (no hydration mismatch), then the remembered state", async () => {
    const bar = createArticleActions({ id: 7, initialPraise: 5, api: api('liked'), storage: memoryStorage({ [LIKED_KEY]: '[7]' }) });
    expect(bar.$state.get().liked).toBe(false);
    await bar.start();
    expect(bar.$state.get().liked).toBe(true);
    await bar.like();
    expect(bar.$state.get().toast?.key).toBe('msg.alreadyLiked');
  });

  it('a tap replayed as the bar hydrates means what the reader saw: an empty star on a kept article keeps it (no call), a liked one is not liked twice', async () => {
    const calls: string[] = [];
    const kept: ArticleActionsApi = {
      ...api('liked'),
      hasFav: async () => true,
      like: async () => (calls.push('like'), 'liked'),
      favourite: async (_id, on) => (calls.push(on ? 'fav' : 'unfav'), on ? 'favourited' : 'unfavourited'),
    };
    const bar = createArticleActions({ id: 7, initialPraise: 5, api: kept, storage: memoryStorage({ [LIKED_KEY]: '[7]' }) });
    // The taps arrive before start() was asked for (the directive replays them as React mounts).
    await Promise.all([bar.favourite(), bar.like()]);
    expect(calls).toEqual([]);
    expect(bar.$state.get()).toMatchObject({ favourited: true, liked: true, toast: { key: 'msg.alreadyLiked' } });
    // The next tap, on the full star now shown, lets it go.
    await bar.favourite();
    expect(calls).toEqual(['unfav']);
    expect(bar.$state.get().favourited).toBe(false);
  });

  it('honours the server refusing a repeat: 请不要重复点赞, no count change', async () => {
    const bar = createArticleActions({ id: 8, initialPraise: 5, api: api('repeat'), storage: memoryStorage() });
    await bar.like();
    expect(bar.$state.get()).toMatchObject({ liked: true, praise: 5, toast: { key: 'msg.noRepeatLike' } });
  });

  it('an anonymous like asks for login and counts nothing', async () => {
    const storage = memoryStorage();
    const bar = createArticleActions({ id: 8, initialPraise: 5, api: api('loginRequired'), storage });
    await bar.like();
    expect(bar.$state.get()).toMatchObject({ liked: false, praise: 5, toast: { key: 'msg.loginRequired', login: true } });
    expect(storage.values.has(LIKED_KEY)).toBe(false);
  });

  it('a member keeps an article and lets it go again; the state on opening comes from hasFav', async () => {
    const calls: boolean[] = [];
    const member: ArticleActionsApi = {
      ...api('liked'),
      hasFav: async () => true,
      favourite: async (_id, on) => (calls.push(on), on ? 'favourited' : 'unfavourited'),
    };
    const bar = createArticleActions({ id: 9, initialPraise: 0, api: member, storage: null });
    await bar.start();
    expect(bar.$state.get().favourited).toBe(true);
    await bar.favourite();
    expect(bar.$state.get()).toMatchObject({ favourited: false, toast: { key: 'msg.favRemoved' } });
    await bar.like();
    expect(bar.$state.get().toast?.key).toBe('msg.likeSuccess');
    // Each action confirms itself: the like's toast does not stand for the favourite after it.
    await bar.favourite();
    expect(bar.$state.get()).toMatchObject({ favourited: true, toast: { key: 'msg.favAdded' } });
    expect(calls).toEqual([false, true]);
    const failing = createArticleActions({ id: 9, initialPraise: 0, api: { ...member, favourite: async () => 'failed' }, storage: null });
    await failing.start();
    await failing.favourite();
    expect(failing.$state.get()).toMatchObject({ favourited: true, toast: { key: 'msg.error' } });
  });

  it.each([
    ['refused', 'failed', 'msg.error'],
    ['anonymous', 'loginRequired', 'msg.loginRequired'],
  ] as const)('the star turns at once and turns back when %s', async (_case, outcome, key) => {
    let answer!: (value: FavouriteOutcome) => void;
    const bar = createArticleActions({ id: 9, initialPraise: 0, api: { ...api('liked'), favourite: () => new Promise((resolve) => (answer = resolve)) }, storage: null });
    await bar.start();
    const tap = bar.favourite();
    await expect.poll(() => bar.$state.get()).toMatchObject({ favourited: true, busy: true });
    answer(outcome);
    await tap;
    expect(bar.$state.get()).toMatchObject({ favourited: false, busy: false, toast: { key } });
  });

  it('inside the host app an expired login empties the heart and counts nothing; the page’s toast says why (SPEC §8 10111)', async () => {
    const storage = memoryStorage();
    const bar = createArticleActions({ id: 8, initialPraise: 5, api: api('expired'), storage });
    await bar.like();
    expect(bar.$state.get()).toMatchObject({ liked: false, praise: 5, toast: null });
    expect(storage.values.has(LIKED_KEY)).toBe(false);
  });

  it('favourite without login asks for it; start reads live counts', async () => {
    const bar = createArticleActions({ id: 9, initialPraise: 0, api: api('liked'), storage: null });
    await bar.start();
    expect(bar.$state.get().praise).toBe(5);
    await bar.favourite();
    expect(bar.$state.get().toast).toMatchObject({ key: 'msg.loginRequired', login: true });
  });

  it("sharing is not the bar's: no share state, no share methods (the share sheet island has them)", () => {
    const bar = createArticleActions({ id: 9, initialPraise: 0, api: api('liked'), storage: null });
    expect(Object.keys(bar.$state.get()).sort()).toEqual(['busy', 'favourited', 'liked', 'praise', 'toast']);
    expect(Object.keys(bar)).not.toEqual(expect.arrayContaining(['openShare']));
  });
});

describe('article request', () => {
  it.each([
    ['1001', 1001],
    ['abc', null],
    ['-1', null],
    ['0', null],
    ['1'.repeat(30), null],
    ['<script>', null],
    [undefined, null],
  ])('id %s → %s', (raw, expected) => {
    expect(parseArticleId(raw)).toBe(expected);
  });

  it('a lone segment is the id; query flags pass through, bounded', () => {
    const query = new URLSearchParams('isPoster=1&showStatusType=2&innerEditor=1');
    expect(articleRequestFrom({ columnId: '306' }, query, false)).toEqual({ id: 306, preview: false, poster: true, showStatusType: 2, innerEditor: '1' });
    expect(articleRequestFrom({ columnId: '5', id: '306' }, new URLSearchParams('showStatusType=9&innerEditor=%3Cx%3E'), true)).toEqual({
      id: 306,
      preview: true,
      poster: false,
      showStatusType: undefined,
      innerEditor: undefined,
    });
  });
});

describe('the first tap on 点赞 shows at once', () => {
  it.each<[LikeOutcome, boolean, number]>([
    ['liked', true, 6],
    ['repeat', true, 5],
    ['loginRequired', false, 5],
    ['expired', false, 5],
    ['failed', false, 5],
  ])('the heart fills before the platform answers; answered %s it stays %s, the count %d', async (outcome, liked, praise) => {
    let answer: ((value: LikeOutcome) => void) | null = null;
    let counted: (value: { countClick: number; countPraise: number; countShare: number; countDiscuss: number }) => void = () => undefined;
    const slow: ArticleActionsApi = {
      ...api(outcome),
      // Neither the reader's state nor the like has come back yet: a slow network.
      counts: () => new Promise((resolve) => (counted = resolve)),
      like: () => new Promise((resolve) => (answer = resolve)),
    };
    const bar = createArticleActions({ id: 11, initialPraise: 5, api: slow, storage: memoryStorage() });
    const tap = bar.like();
    expect(bar.$state.get()).toMatchObject({ liked: true, busy: true, praise: 5 });
    counted({ countClick: 1, countPraise: 5, countShare: 0, countDiscuss: 0 });
    // The like goes out once the reader's state is known; the heart was full all along.
    await expect.poll(() => answer !== null).toBe(true);
    expect(bar.$state.get().liked).toBe(true);
    answer!(outcome);
    await tap;
    expect(bar.$state.get()).toMatchObject({ liked, busy: false, praise });
  });
});

describe('a like in flight never drops a tap on the star, nor the other way round', () => {
  it('both go out and both stay', async () => {
    let answerLike: ((value: LikeOutcome) => void) | null = null;
    const calls: string[] = [];
    const slow: ArticleActionsApi = {
      ...api('liked'),
      hasFav: async () => false,
      like: () => (calls.push('like'), new Promise((resolve) => (answerLike = resolve))),
      favourite: async (_id, on) => (calls.push(on ? 'fav' : 'unfav'), on ? 'favourited' : 'unfavourited'),
    };
    const bar = createArticleActions({ id: 12, initialPraise: 0, api: slow, storage: memoryStorage() });
    await bar.start();
    const liking = bar.like();
    await expect.poll(() => answerLike !== null).toBe(true);
    await bar.favourite();
    expect(bar.$state.get()).toMatchObject({ liked: true, favourited: true, busy: true });
    answerLike!('liked');
    await liking;
    expect(calls).toEqual(['like', 'fav']);
    expect(bar.$state.get()).toMatchObject({ liked: true, favourited: true, busy: false, praise: 6 });
  });
});

describe('the count beside 点赞 is capped as SPEC §9 caps badge counts', () => {
  it.each<[number, boolean, string | null]>([
    [0, true, null],
    [5, true, '5'],
    [999, true, '999'],
    [1000, true, '999+'],
    [123_456, true, '999+'],
    [5, false, null],
  ])('%i shown %s → %s', (praise, shown, label) => {
    expect(praiseCountLabel(praise, shown)).toBe(label);
  });
});
