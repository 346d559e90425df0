import { createDecipheriv } from 'node:crypto';
import { TOKEN_TTL_MS } from '../lib/constants.ts';
import { md5 } from './digest.ts';

/**
 * The app-interface client handshake (PLATFORM.md §4.2): authinfo hands out appKey/appSecret
 * encrypted with 3DES-ECB under a key cut from the `api-data` response header; auth hands out the
 * authToken the same way under a second cut. Slices follow the Python reference exactly.
 */

export function deriveKey1(apiData: string): string {
  return apiData.slice(38, 42) + apiData.slice(2, 16) + apiData.slice(31, 33) + apiData.slice(21, 25);
}

export function deriveKey2(apiData: string): string {
  return apiData.slice(40, 45) + apiData.slice(5, 21) + apiData.slice(33, 36);
}

/**
 * Field = base64(lower-case hex(3DES-ECB(key, PKCS#5(plain)))). Node 24's OpenSSL 3 still offers
 * `des-ede3` (ECB) in its default provider, so no legacy provider is needed. Returns null when
 * the field does not decrypt, so a garbled handshake reads as "no auth" rather than a crash.
 */
export function decryptAuthField(field: string, key: string): string | null {
  try {
    if (Buffer.byteLength(key) !== 24) return null;
    const hex = Buffer.from(field, 'base64').toString('latin1');
    if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length % 16 !== 0) return null;
    const decipher = createDecipheriv('des-ede3', Buffer.from(key, 'latin1'), null);
    return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** `sign` form field of POST auth: md5(appSecret + time + appSecret[2:7]). */
export function authHandshakeSign(appSecret: string, time: string): string {
  return md5(appSecret + time + appSecret.slice(2, 7));
}

/** Headers of every later app_if and SSO request: authtoken, time, sign = md5(token + appSecret + time). */
export function authHeaders(authToken: string, appSecret: string, time: string): Record<string, string> {
  return { authtoken: authToken, time, sign: md5(authToken + appSecret + time) };
}

export interface AppAuth {
  authToken: string;
  appSecret: string;
  appKey: string;
  expiresAt: number;
}

/**
 * The server's own app session. It is per process, not per reader: the handshake authenticates
 * this client application, so the secret never needs to travel to a browser (docs/decisions/022).
 */
export class AppAuthStore {
  private value: AppAuth | null = null;

  get(now = Date.now()): AppAuth | null {
    if (this.value && this.value.expiresAt <= now) this.value = null;
    return this.value;
  }

  set(auth: Omit<AppAuth, 'expiresAt'>, now = Date.now()): AppAuth {
    // Kept as long as every stored token (SPEC §9).
    this.value = { ...auth, expiresAt: now + TOKEN_TTL_MS };
    return this.value;
  }

  /** Error 1004: the platform no longer accepts our token and secret. */
  clear(): void {
    this.value = null;
  }
}
