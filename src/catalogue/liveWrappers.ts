import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { idMissing } from './callWrappers.ts';
import { empty } from './result.ts';

type Id = number | string;

/** The live room's calls (the live page, the home strip, the 直播 tab), named as the room reads them. */
export function liveWrappers(engine: CatalogueEngine) {
  const { call } = engine;
  return {
    /** The lives of a column (the 直播 tab and the home strip). */
    getLiveArticles(input: { columnId: Id }, options: CallOptions = {}) {
      return call('getLiveArticles', { columnId: input.columnId }, options);
    },
    /** A live room and a page of its reports; an absent id is an empty result without a request. */
    liveView(input: { id: Id; page?: number; lastFileId?: Id }, options: CallOptions = {}) {
      if (idMissing(input.id)) return Promise.resolve(empty());
      return call('liveView', { id: input.id, page: input.page, lastFileId: input.lastFileId }, options);
    },
    /** The lives about to start. */
    liveComing(options: CallOptions = {}) {
      return call('liveComing', {}, options);
    },
  };
}
