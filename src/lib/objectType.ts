/** Object types sent with events, favourites and comments (SPEC §4). */
import { toNumber } from './toNumber.ts';

export const OBJECT_TYPE = { article: 0, accountArticle: 10, digitalPage: 7, activity: 4, column: 5, circle: 18 } as const;
export type ObjectType = (typeof OBJECT_TYPE)[keyof typeof OBJECT_TYPE];
export type ObjectKind = 'article' | 'digitalPage' | 'activity' | 'column' | 'circle';
/** What an article's likes, favourites and events carry: 0, or 10 for an account's article. */
export type ArticleObjectType = typeof OBJECT_TYPE.article | typeof OBJECT_TYPE.accountArticle;

/** An article published by an account (xyAccountID > 0) is type 10, any other article 0. */
export function articleObjectType(xyAccountID?: unknown): ArticleObjectType {
  return toNumber(xyAccountID) > 0 ? OBJECT_TYPE.accountArticle : OBJECT_TYPE.article;
}

export function objectType(kind: ObjectKind, xyAccountID?: unknown): ObjectType {
  return kind === 'article' ? articleObjectType(xyAccountID) : OBJECT_TYPE[kind];
}

export interface AccountState {
  xyStatus?: unknown;
  xyForbidden?: unknown;
  xyID?: unknown;
}

/** An account is shown as absent when it is closed (status 1 or 4), forbidden, or has no id. */
export function isAccountEmpty(account: AccountState | null | undefined): boolean {
  if (!account) return true;
  const status = toNumber(account.xyStatus, -1);
  return status === 1 || status === 4 || toNumber(account.xyForbidden) === 1 || !(toNumber(account.xyID) > 0);
}
