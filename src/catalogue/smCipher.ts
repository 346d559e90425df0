import * as smCryptoModule from 'sm-crypto';

// sm-crypto is CommonJS: Node's ESM loader exposes only some of its names, Vite all of them, and
// both expose the whole module as `default`.
const smCrypto: typeof smCryptoModule = Reflect.get(smCryptoModule, 'default') ?? smCryptoModule;
const { sm2, sm4 } = smCrypto;
const sm3 = smCrypto.sm3;

/**
 * The Chinese national ciphers the newer platform layers use (SPEC §7, PLATFORM.md test vectors).
 * Server only: keys never reach the browser.
 */

/**
 * SM2 public-key encryption as the platform expects it: sm-crypto returns C1C3C2 hex without the
 * uncompressed-point marker, the platform's decryptor wants it, so we add `04`.
 */
export function sm2EncryptHex(plain: string, publicKey: string): string {
  return '04' + sm2.doEncrypt(plain, publicKey, 1);
}

/** Inverse of sm2EncryptHex; "" when the cipher text or key is wrong (never throws). */
export function sm2DecryptHex(cipher: string, privateKey: string): string {
  try {
    const body = cipher.startsWith('04') ? cipher.slice(2) : cipher;
    return sm2.doDecrypt(body, privateKey, 1) || '';
  } catch {
    return '';
  }
}

export function sm3Hex(input: string): string {
  return sm3(input);
}

function hexToBytes(hex: string): number[] {
  return Array.from(Buffer.from(hex, 'hex'));
}

/** SM4-ECB with PKCS#7 padding, cipher text as base64 of the bytes (not of the hex). */
export function sm4EncryptBase64(plain: string, keyHex: string): string {
  const bytes = sm4.encrypt(Array.from(Buffer.from(plain, 'utf8')), keyHex, { padding: 'pkcs#7', output: 'array' });
  return Buffer.from(bytes).toString('base64');
}

export function sm4DecryptBase64(cipherBase64: string, keyHex: string): string {
  const bytes = sm4.decrypt(Array.from(Buffer.from(cipherBase64, 'base64')), keyHex, { padding: 'pkcs#7', output: 'array' });
  return Buffer.from(bytes).toString('utf8');
}

/** Raw block encryption without padding, for the standard's test vector. */
export function sm4EncryptBlockHex(plainHex: string, keyHex: string): string {
  const bytes = sm4.encrypt(hexToBytes(plainHex), keyHex, { padding: 'none', output: 'array' });
  return Buffer.from(bytes).toString('hex');
}

/** The vote record payload (SPEC §7 recordVoteCountAndLog): one SM4 cipher text of the JSON. */
export function encryptVotePayload(payload: { afsData: unknown; device: string; data: unknown }, keyHex: string): string {
  return sm4EncryptBase64(JSON.stringify({ afsData: payload.afsData, device: payload.device, data: payload.data }), keyHex);
}
