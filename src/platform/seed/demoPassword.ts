import { randomBytes } from 'node:crypto';

/**
 * The demo members' password (docs/decisions/139): PLATFORM_DEMO_PASSWORD, else a random one made
 * for this seed and printed once, so a fresh install never has accounts anyone can guess.
 */
export function demoPassword(env: Record<string, string | undefined> = process.env): { password: string; generated: boolean } {
  const configured = env.PLATFORM_DEMO_PASSWORD?.trim();
  if (configured) return { password: configured, generated: false };
  // 12 characters a reader can type on a phone keyboard: letters and digits, about 71 bits.
  return { password: randomBytes(9).toString('base64url').replace(/[-_]/g, 'x'), generated: true };
}
