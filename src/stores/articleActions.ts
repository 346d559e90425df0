/**
 * State of an article's action bar (likes, favourite, toast), UI-free; sharing is its own island
 * and store (shareSheet.ts). The server is
 * reached through an injected `ArticleActionsApi` (Astro Actions in the island), so this is
 * testable without a browser. Liked ids are remembered in localStorage and the server's answer is
 * honoured too: a refused praise also counts as liked. An anonymous reader is offered the login.
 */
import { countFormat } from '../lib/countFormat.ts';
import { map } from 'nanostores';
import type { ArticleCounts, FavouriteOutcome, LikeOutcome } from '../contracts/article.ts';

export interface ArticleActionsApi {
  counts(id: number): Promise<ArticleCounts | null>;
  like(id: number): Promise<LikeOutcome>;
  /** `on`: keep the article; otherwise let it go. */
  favourite(id: number, on: boolean): Promise<FavouriteOutcome>;
  /** Whether this reader keeps it; null when not known (anonymous, or the platform did not say). */
  hasFav(id: number): Promise<boolean | null>;
}

/** What the toast says: a message key of the island's bundle, and whether to offer the login link. */
export interface Toast {
  key: 'msg.alreadyLiked' | 'msg.noRepeatLike' | 'msg.likeSuccess' | 'msg.favAdded' | 'msg.favRemoved' | 'msg.loginRequired' | 'msg.error';
  login?: boolean;
  /** Changes on every toast so the same text is announced again. */
  seq: number;
}

export interface ArticleActionsState {
  praise: number;
  liked: boolean;
  favourited: boolean;
  busy: boolean;
  toast: Toast | null;
}

export const LIKED_KEY = 'likedArticles';
const LIKED_LIMIT = 300;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readLiked(storage: KeyValueStore | null): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LIKED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

function remember(storage: KeyValueStore | null, id: number): void {
  try {
    const ids = readLiked(storage).filter((x) => x !== id);
    ids.push(id);
    storage?.setItem(LIKED_KEY, JSON.stringify(ids.slice(-LIKED_LIMIT)));
  } catch {
    // Storage full or blocked: the server still refuses repeats.
  }
}

export function createArticleActions(input: { id: number; initialPraise: number; api: ArticleActionsApi; storage: KeyValueStore | null }) {
  const { id, api, storage } = input;
  // The first render is the server's HTML, the same for every reader: the reader's own state comes
  // after hydration (start), so React never meets a mismatch (#418).
  const $state = map<ArticleActionsState>({ praise: input.initialPraise, liked: false, favourited: false, busy: false, toast: null });
  let seq = 0;
  let started: Promise<void> | null = null;
  const toast = (key: Toast['key'], login = false) => $state.setKey('toast', { key, login, seq: ++seq });
  /** A like and a favourite are independent: one in flight never drops a tap on the other. `busy` is either. */
  const pending = { like: false, favourite: false };
  const settled = (action: keyof typeof pending) => {
    pending[action] = false;
    $state.setKey('busy', pending.like || pending.favourite);
  };

  /** This reader's state: remembered likes, live counts, and whether they keep the article. */
  async function load(): Promise<void> {
    if (readLiked(storage).includes(id)) $state.setKey('liked', true);
    const [counts, kept] = await Promise.all([api.counts(id).catch(() => null), api.hasFav(id).catch(() => null)]);
    if (counts) $state.setKey('praise', Math.max(counts.countPraise, $state.get().liked ? 1 : 0));
    if (kept !== null) $state.setKey('favourited', kept);
  }

  /** Loads the reader's state once; every tap waits for it, so the first tap acts on the real state. */
  const start = (): Promise<void> => (started ??= load());

  return {
    $state,
    toast,
    /** On hydration: the reader's state (the HTML is the same for everyone). */
    start,
    /**
     * The heart fills at once, before the reader's state and the platform have answered (a reader on
     * a slow network taps twice otherwise), and empties again if the platform refuses. The count goes
     * up once the like is taken.
     */
    async like(): Promise<void> {
      // start() reads the remembered likes before its first await: a liked article is known here.
      const startup = start();
      const state = $state.get();
      if (pending.like) return;
      if (state.liked) return toast('msg.alreadyLiked');
      pending.like = true;
      $state.set({ ...state, busy: true, liked: true });
      await startup;
      const outcome = await api.like(id).catch((): LikeOutcome => 'failed');
      settled('like');
      const refused = (key: Toast['key'], login = false) => {
        $state.setKey('liked', false);
        toast(key, login);
      };
      if (outcome === 'loginRequired') return refused('msg.loginRequired', true);
      // Inside the host app: the page's one toast says the login expired (src/browser/actionAnswer.ts), not the bar too.
      if (outcome === 'expired') return void $state.setKey('liked', false);
      if (outcome === 'failed') return refused('msg.error');
      remember(storage, id);
      if (outcome === 'repeat') return toast('msg.noRepeatLike');
      $state.setKey('praise', $state.get().praise + 1);
      toast('msg.likeSuccess');
    },
    /**
     * A tap keeps the article, a second tap lets it go (fav / favCancel). The star turns at once
     * and turns back if the platform refuses or the reader must log in first. A tap on an empty
     * star of an article the reader already keeps (the server's HTML shows every star empty) keeps it.
     */
    async favourite(): Promise<void> {
      // The tap means the opposite of the star the reader saw, even when the real state arrives after it.
      const wanted = !$state.get().favourited;
      await start();
      const state = $state.get();
      if (pending.favourite) return;
      if (state.favourited === wanted) return;
      pending.favourite = true;
      $state.set({ ...state, busy: true, favourited: wanted });
      const outcome = await api.favourite(id, wanted).catch((): FavouriteOutcome => 'failed');
      settled('favourite');
      if (outcome === 'loginRequired' || outcome === 'failed') {
        $state.setKey('favourited', state.favourited);
        return outcome === 'failed' ? toast('msg.error') : toast('msg.loginRequired', true);
      }
      $state.setKey('favourited', outcome === 'favourited');
      // Each action confirms itself: a like's earlier toast never stands for a favourite.
      toast(outcome === 'favourited' ? 'msg.favAdded' : 'msg.favRemoved');
    },
  };
}

export type ArticleActionsController = ReturnType<typeof createArticleActions>;

/** The count beside 点赞 (SPEC §8/§9): capped as `999+`; null when counts are not shown or there are none. */
export function praiseCountLabel(praise: number, shown: boolean): string | null {
  return shown && praise > 0 ? countFormat(praise) : null;
}
