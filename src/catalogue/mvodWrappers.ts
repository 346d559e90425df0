import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';

/** A page of short videos from the mvod service's list (articleList). */
export interface ShortVideoQuery {
  page: number;
  size: number;
  nodeCode: string;
  clientType: number;
}

/** The short-video (mvod) service's calls as the short-video page reads them. */
export function mvodWrappers(engine: CatalogueEngine) {
  const { call } = engine;
  return {
    /** One short video (article/articleApp). */
    shortVideo(input: { id: number }, options: CallOptions = {}) {
      return call('mvodArticle', { id: input.id }, options);
    },
    /** A page of short videos (article/articleList), e.g. the ones shown under a video. */
    shortVideoList(query: ShortVideoQuery, options: CallOptions = {}) {
      return call('mvodArticleList', { ...query }, options);
    },
    /** The service's categories (categor/list). */
    shortVideoCategories(options: CallOptions = {}) {
      return call('mvodCategories', {}, options);
    },
    /** The service's name, logo and download address (config/common/info). */
    shortVideoSiteInfo(options: CallOptions = {}) {
      return call('mvodCommonInfo', {}, options);
    },
    /** What a shared short video shows (config/share/info). */
    shortVideoShareInfo(options: CallOptions = {}) {
      return call('mvodShareInfo', {}, options);
    },
  };
}
