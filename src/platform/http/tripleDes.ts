import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * The app_if handshake's field encryption (PLATFORM.md §4.2): base64(lowercase-hex(3DES-ECB(key, PKCS5(plain)))),
 * keys cut from the `api-data` header with Python-style slices.
 */
export function key1(apiData: string): string {
  return apiData.slice(38, 42) + apiData.slice(2, 16) + apiData.slice(31, 33) + apiData.slice(21, 25);
}

export function key2(apiData: string): string {
  return apiData.slice(40, 45) + apiData.slice(5, 21) + apiData.slice(33, 36);
}

export function encryptField(plain: string, key: string): string {
  const cipher = createCipheriv('des-ede3', Buffer.from(key, 'latin1'), null);
  const hex = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
  return Buffer.from(hex, 'latin1').toString('base64');
}

export function decryptField(field: string, key: string): string {
  const hex = Buffer.from(field, 'base64').toString('latin1');
  const decipher = createDecipheriv('des-ede3', Buffer.from(key, 'latin1'), null);
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8');
}

/** A fresh `api-data` value: base64 of a 13-digit ms timestamp repeated three times, like the one public sample. */
export function newApiData(now = Date.now()): string {
  return Buffer.from(String(now).padStart(13, '0').repeat(3)).toString('base64');
}
