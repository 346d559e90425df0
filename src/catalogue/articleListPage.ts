import * as v from 'valibot';
import { articleListItemSchema, articleListSchema, type ArticleListItem } from './articleListItem.ts';
import { list, num, optObject, record, str, toNumber } from './schemaParts.ts';

/** An xy (subscription) account shown inside a module. */
export interface ModuleAccount {
  xyID: number;
  topic: string;
  description: string;
  icon: string;
  articleCount: number;
}

export interface ArticleModule {
  type: number;
  showType: number;
  moduleID: number;
  name: string;
  count: number;
  position: number;
  mark: string;
  showMore: number;
  displayStyle: number;
  videoStyle: number;
  recommStyle: number;
  fieldStyle: number;
  targetColumn: { isJump: number; id: number; icon: string; style: string } | null;
  /** Items that are articles, or activities (recognised as articleType 7 by the item schema). */
  articles: ArticleListItem[];
  /** Items that are xy accounts (module type 5). */
  accounts: ModuleAccount[];
}

export interface TopModule {
  cmDisplayStyle: number;
  name: string;
  list: ArticleListItem[];
}

export interface ArticleListPage {
  list: ArticleListItem[];
  carousel: ArticleListItem[];
  topModule: TopModule | null;
  liveArticles: ArticleListItem[];
  modules: ArticleModule[];
}

/** An xy account inside a module (getArticles `charactor`, moduleView `list`): only with a real id. */
export const moduleAccountSchema = v.pipe(
  record({
    xyID: v.pipe(
      v.unknown(),
      v.check((x) => toNumber(x) > 0),
      v.transform((x) => toNumber(x)),
    ),
    topic: str,
    description: str,
    icon: str,
    articleCount: num,
  }),
  v.transform((x): ModuleAccount => ({ xyID: x.xyID, topic: x.topic, description: x.description, icon: x.icon, articleCount: x.articleCount })),
);

const moduleSchema = v.pipe(
  record({
    type: num,
    showType: num,
    moduleID: num,
    name: str,
    count: num,
    position: num,
    mark: str,
    showMore: num,
    displayStyle: num,
    videoStyle: num,
    recommStyle: num,
    fieldStyle: num,
    targetColumn: optObject(record({ isJump: num, id: num, icon: str, style: str })),
    charactor: list(v.unknown()),
  }),
  v.transform((x): ArticleModule => ({
    type: x.type,
    showType: x.showType,
    moduleID: x.moduleID,
    name: x.name,
    count: x.count,
    position: x.position,
    mark: x.mark,
    showMore: x.showMore,
    displayStyle: x.displayStyle,
    videoStyle: x.videoStyle,
    recommStyle: x.recommStyle,
    fieldStyle: x.fieldStyle,
    targetColumn: x.targetColumn ? { isJump: x.targetColumn.isJump, id: x.targetColumn.id, icon: x.targetColumn.icon, style: x.targetColumn.style } : null,
    articles: v.parse(articleListSchema, x.charactor),
    accounts: v.parse(list(moduleAccountSchema), x.charactor),
  })),
);

const topModuleSchema = record({ cmDisplayStyle: num, name: str, list: articleListSchema, charactor: articleListSchema });

/** getArticles / getArticlesNew: `{carousel, list, modules, adv}` plus the newer topModule and liveArticles. */
export const articleListPageSchema = v.pipe(
  record({
    list: articleListSchema,
    carousel: articleListSchema,
    topModule: optObject(topModuleSchema),
    liveArticles: articleListSchema,
    modules: list(moduleSchema),
  }),
  v.transform((x): ArticleListPage => ({
    list: x.list,
    carousel: x.carousel,
    topModule: x.topModule ? { cmDisplayStyle: x.topModule.cmDisplayStyle, name: x.topModule.name, list: x.topModule.list.length ? x.topModule.list : x.topModule.charactor } : null,
    liveArticles: x.liveArticles,
    modules: x.modules,
  })),
);

export { articleListItemSchema };
