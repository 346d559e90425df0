import * as smCryptoModule from 'sm-crypto';

// sm-crypto is CommonJS: Node's ESM loader exposes only some of its names, Vite all of them, and both expose `default`.
const smCrypto: typeof smCryptoModule = Reflect.get(smCryptoModule, 'default') ?? smCryptoModule;

/**
 * The SM2 key pair published with the demo (docs/decisions/070). No install uses it unless told to:
 * each makes its own pair (platformSecrets.ts), and an https origin refuses this one (docs/decisions/139).
 */
export const DEMO_SM2_KEYS = {
  privateKey: '8ecd4ffd4985fa434ef4a345a183e51b1e4de8c81723dffc65b671c7a66be972',
  publicKey: '044cb906778a02cdc81d2cdc1b2044272514bc4df1ade042f5c901f92033d111f7184ffbb993790f85e87627cb6d868496f624a89c469e90662ac0db856c79d867',
};

/** C1C3C2 hex with the `04` marker the platform expects (PLATFORM.md §2); "" when it does not decrypt. */
export function sm2Decrypt(cipher: string, privateKey: string): string {
  if (!/^04[0-9a-fA-F]{192,4096}$/.test(cipher)) return '';
  try {
    return smCrypto.sm2.doDecrypt(cipher.slice(2), privateKey, 1) || '';
  } catch {
    return '';
  }
}

/** For tests and tools: what the site's catalogue sends. */
export function sm2Encrypt(plain: string, publicKey: string): string {
  return '04' + smCrypto.sm2.doEncrypt(plain, publicKey, 1);
}
