/** Object types sent with events, favourites and comments (SPEC §4). */
import { toNumber } from './toNumber.ts';

export const OBJECT_TYPE = { article: 0, accountArticle: 10, digitalPage: 7, activity: 4, column: 5, circle: 18 } as const;
export type ObjectType = (typeof OBJECT_TYPE)[keyof typeof OBJECT_TYPE];
export type ObjectKind = 'article' | 'digitalPage' | 'activity' | 'column' | 'circle';

/** An article published by an account (xyAccountID > 0) is type 10, any other article 0. */
export function objectType(kind: ObjectKind, xyAccountID?: unknown): ObjectType {
  if (kind !== 'article') return OBJECT_TYPE[kind];
  return toNumber(xyAccountID) > 0 ? OBJECT_TYPE.accountArticle : OBJECT_TYPE.article;
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
