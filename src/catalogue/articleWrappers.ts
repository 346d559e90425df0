import type { CallOutput } from './calls.ts';
import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { eventPayload, PRAISE_EVENT } from './callWrappers.ts';
import { empty, type Result } from './result.ts';
import type { ArticleObjectType, OBJECT_TYPE } from '../lib/objectType.ts';

/**
 * What a reader does to an article, as the `article.*` Actions call it: like it (the platform's
 * praise event), favourite it or let it go (fav, favCancel), ask whether it is a favourite (hasFav),
 * and count a view or a share (event). Reading articles is callWrappers.ts.
 */

interface ArticleRef {
  id: number;
  /** SPEC §4: 0, or 10 for an account's article. */
  type?: ArticleObjectType;
}

export function articleWrappers(engine: CatalogueEngine) {
  const { call, config } = engine;

  return {
    /** The praise event (eventType 1) for the member; the platform counts one per member and object and answers false to a repeat. */
    likeArticle(input: ArticleRef & { memberId: string; channel: number }, options: CallOptions = {}) {
      return call('event', eventPayload(config.appID, { id: input.id, type: input.type ?? 0, eventType: PRAISE_EVENT, channel: input.channel, userOtherID: input.memberId }), options);
    },
    /** A view (3) or share (2) event, anonymous. */
    /** The view and share events; an activity's share is counted too (type 4, docs/decisions/159). */
    countArticleEvent(input: Omit<ArticleRef, 'type'> & { type?: ArticleObjectType | typeof OBJECT_TYPE.activity; eventType: number; channel: number }, options: CallOptions = {}) {
      return call('event', eventPayload(config.appID, { id: input.id, type: input.type ?? 0, eventType: input.eventType, channel: input.channel }), options);
    },
    /** fav (PLATFORM.md §5.1): userID, articleID, type, channel; `{value: "true"}` when stored. */
    favouriteArticle(input: ArticleRef & { userId: string; channel: number }, options: CallOptions = {}): Promise<Result<CallOutput<'fav'>>> {
      if (!input.id || !input.userId) return Promise.resolve(empty());
      return call('fav', { userID: input.userId, articleID: input.id, type: input.type ?? 0, channel: input.channel }, options);
    },
    unfavouriteArticle(input: ArticleRef & { userId: string }, options: CallOptions = {}): Promise<Result<CallOutput<'favCancel'>>> {
      if (!input.id || !input.userId) return Promise.resolve(empty());
      return call('favCancel', { userID: input.userId, articleID: input.id, type: input.type ?? 0 }, options);
    },
    /** Whether the member keeps this article; empty without a member or an id. */
    hasFavourite(input: ArticleRef & { userId: string }, options: CallOptions = {}): Promise<Result<CallOutput<'hasFav'>>> {
      if (!input.id || !input.userId) return Promise.resolve(empty());
      return call('hasFav', { userID: input.userId, articleID: input.id, type: input.type ?? 0 }, options);
    },
  };
}
