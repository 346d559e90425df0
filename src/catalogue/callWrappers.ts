import type { CallName, CallOutput } from './calls.ts';
import type { Payload } from './buildRequest.ts';
import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { visibleColumns } from './column.ts';
import { empty, ok, type Result } from './result.ts';

/**
 * The catalogue's typed surface, beside the call table: each wrapper names a call of CALLS and
 * turns a typed input into its payload. Group, method, path, encoding, time-out and schema are
 * declared only in calls.ts, and every result type is read from there (CallOutput), so a wrapper
 * can never disagree with its call. Pages that need a call not wrapped yet use `call(name, …)`.
 */

type Id = number | string;

/** SPEC §7: a like is the platform's praise event (eventType 1), on an article or a comment. */
export const PRAISE_EVENT = 1;

/** An event of SPEC §7 on an object (type: 0 article, 1 comment, 10 account article…). */
export interface EventInput {
  id: Id;
  type: number;
  eventType: number;
  channel?: number;
  userID?: Id;
  userOtherID?: Id;
}

/** The event call's payload; the touch client sends channel 1 unless told. */
export function eventPayload(appID: string, input: EventInput): Payload {
  return { appID, id: input.id, type: input.type, eventType: input.eventType, channel: input.channel ?? 1, userID: input.userID, userOtherID: input.userOtherID };
}

/** A detail call's id that names nothing: the call is not made, and its result is empty. */
export const idMissing = (id: unknown) => id === undefined || id === null || id === '' || id === 0 || id === '0';

export function callWrappers(engine: CatalogueEngine) {
  const { call, config } = engine;

  /** Detail calls: an absent id is an empty result without a request. */
  function callWithId<N extends CallName>(id: unknown, name: N, payload: Payload, options: CallOptions): Promise<Result<CallOutput<N>>> {
    return idMissing(id) ? Promise.resolve(empty()) : call(name, payload, options);
  }

  return {
    fetchAnonymousToken: (options: CallOptions = {}) => call('getAnonymousToken', {}, options),

    /** Columns under a parent, without the styles the touch client hides. */
    async getColumns(input: { parentColumnId?: Id } = {}, options: CallOptions = {}): Promise<Result<CallOutput<'getColumns'>>> {
      const result = await call('getColumns', { parentColumnId: input.parentColumnId ?? 0 }, options);
      if (!result.ok || result.empty) return result;
      return ok({ ...result.value, columns: visibleColumns(result.value.columns), topColumns: visibleColumns(result.value.topColumns) });
    },
    getColumn(input: { columnId: Id }, options: CallOptions = {}) {
      return callWithId(input.columnId, 'getColumn', { columnId: input.columnId }, options);
    },
    /** One page of a column. Pass a signal so a newer page request cancels this one. */
    getArticles(input: { columnId: Id; page?: number; lastFileId?: Id; adv?: number }, options: CallOptions = {}) {
      return call('getArticles', { columnId: input.columnId, page: input.page ?? 0, lastFileId: input.lastFileId ?? 0, version: 0, adv: input.adv }, options);
    },
    getArticlesNew(input: { columnId: Id; page?: number; lastFileId?: Id }, options: CallOptions = {}) {
      return call('getArticlesNew', { columnId: input.columnId, page: input.page ?? 0, lastFileId: input.lastFileId ?? 0 }, options);
    },
    /**
     * An article; preview reads the unreleased version, poster the poster path (SPEC §4). An absent
     * id, "empty" or an answer without an id is an empty result.
     */
    getArticleContent(
      input: { id: Id | null | undefined; preview?: boolean; poster?: boolean; showStatusType?: 1 | 2 | 3; innerEditor?: Id },
      options: CallOptions = {},
    ): Promise<Result<CallOutput<'getArticleContent'>>> {
      const name = input.poster ? 'myArticleContent' : input.preview ? 'getArticleContentUnrelease' : 'getArticleContent';
      const payload = { articleId: input.id ?? undefined, showStatusType: input.showStatusType, innerEditor: input.innerEditor, isPoster: input.poster ? 1 : undefined };
      return callWithId(input.id, name, payload, options);
    },
    getArticleCounts(input: { id: Id }, options: CallOptions = {}) {
      return callWithId(input.id, 'getArticleCounts', { articleId: input.id }, options);
    },
    getRelArticles(input: { id: Id; columnId?: Id }, options: CallOptions = {}) {
      return callWithId(input.id, 'getRelArticles', { articleId: input.id, columnId: input.columnId }, options);
    },
    recommendList(input: { id?: Id; columnId?: Id; page?: number } = {}, options: CallOptions = {}) {
      return call('recommendList', { articleId: input.id, columnId: input.columnId, page: input.page }, options);
    },
    getSubSpecialArticles(input: { columnId: Id; page?: number; lastFileId?: Id }, options: CallOptions = {}) {
      return call('getSubSpecialArticles', { columnId: input.columnId, page: input.page ?? 0, lastFileId: input.lastFileId ?? 0 }, options);
    },
    tagScreenArticles(input: { tagId: Id; page?: number; lastFileId?: Id }, options: CallOptions = {}) {
      return call('tagScreenArticles', { tagId: input.tagId, page: input.page ?? 0, lastFileId: input.lastFileId ?? 0 }, options);
    },
    moduleView(input: { id: Id; page?: number }, options: CallOptions = {}) {
      return callWithId(input.id, 'moduleView', { id: input.id, page: input.page }, options);
    },
    /** Leaders (leaderView); `hasArticles` keeps only those with articles. */
    leaderView(input: { start?: number; count?: number; hasArticles?: boolean } = {}, options: CallOptions = {}) {
      return call('leaderView', { start: input.start ?? 0, count: input.count ?? 20, hasArticles: input.hasArticles ? 1 : undefined }, options);
    },
    /** The leader regions: the top-level leader categories (leaderCats, catID 0). */
    leaderRegions(options: CallOptions = {}) {
      return call('leaderCats', { catID: 0 }, options);
    },
    /** The leaders of one region (regionleaderView, a POST: SPEC §7). */
    regionLeaders(input: { regionId: number }, options: CallOptions = {}) {
      return call('regionleaderView', { regionID: input.regionId }, options);
    },
    leader(input: { id: number }, options: CallOptions = {}) {
      return call('leader', { id: input.id }, options);
    },
    /** SPEC §7 device record: event type 20, eventType 12, userID 0; the app version is the client's curVersions unless told. */
    recordDevice(input: { userOtherID: string; channel: number; appVersion?: string; deviceInfo: string }, options: CallOptions = {}) {
      return call(
        'event',
        {
          type: 20,
          eventType: 12,
          userOtherID: input.userOtherID,
          channel: input.channel,
          appVersion: input.appVersion ?? String(config.curVersions),
          appID: config.appID,
          siteID: config.siteId,
          device: config.device,
          userID: 0,
          deviceInfo: input.deviceInfo,
        },
        options,
      );
    },
    /** Signed share config for the page URL (fragment removed, as WeChat signs without it). */
    wxSignature(url: string, options: CallOptions = {}) {
      return call('wxSignature', { url: url.split('#')[0] ?? url }, options);
    },
    /** SPEC §7 event: praise (eventType 1), share (2), view (3)… The touch client sends channel 1 unless told. */
    sendEvent(input: EventInput, options: CallOptions = {}) {
      return call('event', eventPayload(config.appID, input), options);
    },
  };
}
