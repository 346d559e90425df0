import { createHash, createHmac } from 'node:crypto';

/** Lower-case hex MD5 of a UTF-8 string (auth and SSO signatures). */
export function md5(input: string): string {
  return createHash('md5').update(input, 'utf8').digest('hex');
}

/** Lower-case hex SHA-1 of a UTF-8 string (WeChat JS-SDK signature, points events). */
export function sha1(input: string): string {
  return createHash('sha1').update(input, 'utf8').digest('hex');
}

export function hmacSha256(key: string, input: string): string {
  return createHmac('sha256', key).update(input, 'utf8').digest('hex');
}
