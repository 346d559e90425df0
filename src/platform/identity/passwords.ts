import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Member passwords (docs/decisions/070). The SSO client sends md5(plain) (PLATFORM.md §4.3), so
 * that md5 is the secret we stretch: scrypt with a 16-byte salt of its own per member.
 */
const KEY_LENGTH = 32;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(secret: string, saltHex: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, Buffer.from(saltHex, 'hex'), KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A fresh random salt; the deterministic seed passes its own (seedMemberPasswords). */
export async function hashPassword(passwordMd5: string, passwordSalt = randomBytes(16).toString('hex')): Promise<{ passwordSalt: string; passwordHash: string }> {
  return { passwordSalt, passwordHash: (await derive(passwordMd5.toLowerCase(), passwordSalt)).toString('hex') };
}

export async function verifyPassword(passwordMd5: string, passwordSalt: string, passwordHash: string): Promise<boolean> {
  if (!passwordSalt || !/^[0-9a-f]{64}$/.test(passwordHash)) return false;
  const key = await derive(passwordMd5.toLowerCase(), passwordSalt);
  return timingSafeEqual(key, Buffer.from(passwordHash, 'hex'));
}

/** Same work as a real check, for unknown accounts: the answer time does not tell whether the account exists. */
export async function burnPasswordCheck(passwordMd5: string): Promise<false> {
  await derive(passwordMd5, '00000000000000000000000000000000');
  return false;
}

/** The seed's legacy md5 column, compared in constant time (upgraded to scrypt on the first good login). */
export function legacyMatches(passwordMd5: string, stored: string): boolean {
  const a = Buffer.from(passwordMd5.toLowerCase());
  const b = Buffer.from(stored.toLowerCase());
  return stored.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}
