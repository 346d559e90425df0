import type { TestPlatform } from './startTestPlatform.ts';

/**
 * A reader's address as the site names it to the platform: the test's requests come from loopback,
 * where the platform takes the last `X-Forwarded-For` entry as the client (ssoHttp.ts clientIp).
 */
export const fromAddress = (address: string): Record<string, string> => ({ 'x-forwarded-for': address });

/** A fresh anonymous security token (app_if tokenHelper/getAnonymousToken) for a device, '' for none. */
export async function anonymousToken(p: TestPlatform, device = ''): Promise<string> {
  const answer = await p.call(`/app_if/tokenHelper/getAnonymousToken?siteId=1${device ? `&device=${encodeURIComponent(device)}` : ''}`);
  const token: unknown = answer.body?.token;
  if (typeof token !== 'string') throw new Error(`no anonymous token: ${JSON.stringify(answer.body)}`);
  return token;
}
