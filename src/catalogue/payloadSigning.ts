import type { SignAlgorithm } from './catalogueConfig.ts';
import { hmacSha256, md5 } from './digest.ts';

/**
 * From curVersions 3 the app-interface payload carries a signature (SPEC §7). The SPEC omits the
 * algorithm, so it is a replaceable function chosen by configuration (docs/decisions/020).
 */
export type PayloadSigner = (params: ReadonlyArray<readonly [string, string]>, key: string) => string;

/** Name of the added parameter. */
export const PAYLOAD_SIGN_PARAM = 'signature';

/** Canonical form: parameters sorted by name (then value), `name=value` joined with `&`, raw values. */
export function canonicalPayload(params: ReadonlyArray<readonly [string, string]>): string {
  return [...params]
    .filter(([name]) => name !== PAYLOAD_SIGN_PARAM)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export const hmacSha256Signer: PayloadSigner = (params, key) => hmacSha256(key, canonicalPayload(params));

/** Older deployments' style: md5 of the canonical form followed by `&key=<key>`. */
export const md5Signer: PayloadSigner = (params, key) => md5(`${canonicalPayload(params)}&key=${key}`);

export function signerFor(algorithm: SignAlgorithm): PayloadSigner {
  return algorithm === 'md5' ? md5Signer : hmacSha256Signer;
}

/** Adds the signature parameter to a list of form/query parameters. */
export function signPayload(params: Array<[string, string]>, key: string, signer: PayloadSigner): Array<[string, string]> {
  return [...params, [PAYLOAD_SIGN_PARAM, signer(params, key)]];
}
