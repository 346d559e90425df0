import * as smCryptoModule from 'sm-crypto';

// sm-crypto is CommonJS: Node's ESM loader exposes only some of its names, Vite all of them, and both expose `default`.
const smCrypto: typeof smCryptoModule = Reflect.get(smCryptoModule, 'default') ?? smCryptoModule;

/**
 * The SM4 key for vote payloads published with the demo (docs/decisions/097). No install uses it
 * unless told to: each makes its own key (platformSecrets.ts), and an https origin refuses this one
 * (docs/decisions/139). A deployment sets PLATFORM_SM4_KEY, on the site and on the platform alike.
 */
export const DEMO_SM4_KEY = '5a3c9e1f7b2d4c6e8a0b1d3f5e7c9a2b';

/**
 * SM4-ECB with PKCS#7 of base64 cipher text, as the site's catalogue encrypts (smCipher.ts);
 * null when it does not decrypt to UTF-8 text (a wrong key, a cut or altered cipher text).
 */
export function sm4DecryptBase64(cipher: string, keyHex: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipher) || cipher.length % 4 !== 0) return null;
  const bytes = Buffer.from(cipher, 'base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const plain = smCrypto.sm4.decrypt(Array.from(bytes), keyHex, { padding: 'pkcs#7', output: 'array' });
    const text = Buffer.from(plain).toString('utf8');
    return Buffer.from(text, 'utf8').equals(Buffer.from(plain)) ? text : null;
  } catch {
    return null;
  }
}

export function sm4EncryptBase64(plain: string, keyHex: string): string {
  const bytes = smCrypto.sm4.encrypt(Array.from(Buffer.from(plain, 'utf8')), keyHex, { padding: 'pkcs#7', output: 'array' });
  return Buffer.from(bytes).toString('base64');
}
