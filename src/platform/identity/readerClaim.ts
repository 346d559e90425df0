import type { Params } from '../http/Params.ts';

export const LOGIN_FIRST = '请先登录';
export const NOT_YOUR_ACCOUNT = '只能操作自己的账号';

/**
 * Whether the request names a member other than the accesstoken's (`userID` and its spellings). The
 * token decides who acts; a differing plain id is refused rather than silently replaced. Ids the
 * client encrypted (SM2, `04…`) are not plain numbers and are not compared.
 */
export function namesOtherMember(params: Params, memberId: number): boolean {
  const named = params.get('userID', 'userId', 'userid', 'uid')?.trim() ?? '';
  return /^\d{1,10}$/.test(named) && Number(named) !== memberId;
}

/**
 * The member whose public lists a read names (`userID` and its spellings), for the read-only calls
 * that show one member's comments, favourites or subscriptions (docs/decisions/081): a plain id, or
 * one the client SM2-encrypted (`04…`) that decrypts to one. Without a `userID` the accesstoken's
 * member is meant (null when anonymous). A `userID` that is neither is a bad parameter (`invalid`).
 */
export function namedMember(params: Params, tokenMember: number | null, decrypt: (cipher: string) => string): number | null | 'invalid' {
  const named = params.get('userID', 'userId', 'userid', 'uid')?.trim() ?? '';
  if (named === '' || named === '0') return tokenMember;
  let plain = named;
  if (/^04[0-9a-fA-F]{64,2000}$/.test(named)) {
    try {
      plain = decrypt(named).trim();
    } catch {
      return 'invalid';
    }
  }
  return /^\d{1,10}$/.test(plain) && Number(plain) > 0 ? Number(plain) : 'invalid';
}
