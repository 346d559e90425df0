import { md5 } from './digest.ts';

/** Header names the SSO SignFilter checks (PLATFORM.md §4.3). */
export interface SsoSignInput {
  devid: string;
  random: string;
  timestamp: string;
  token: string;
  version: string;
}

/**
 * secret = md5("devid=…&random=…&timestamp=…&token=…&version=…"), as PLATFORM.md §4.3. With a
 * signing key (PLATFORM_SSO_SECRET, which the bundled platform requires: docs/decisions/139) it is
 * md5("devid=…&…&version=…&key=<key>"): the key stays on this server, never in a browser.
 */
export function ssoSecret(input: SsoSignInput, key: string | null = null): string {
  const keyed = key ? `&key=${key}` : '';
  return md5(`devid=${input.devid}&random=${input.random}&timestamp=${input.timestamp}&token=${input.token}&version=${input.version}${keyed}`);
}

/** program-params may only name plain parameters; the server rejects anything else. */
const PARAM_NAME = /^[a-zA-Z_]+$/;

/**
 * program-sign = md5("p1=v1&p2=v2&…&secret=<secret>") with the params in the order listed
 * (the server does not sort them), raw values.
 */
export function ssoProgramSign(params: ReadonlyArray<readonly [string, string]>, secret: string): string {
  const body = params.map(([name, value]) => `${name}=${value}`).join('&');
  return md5(`${body}${body ? '&' : ''}secret=${secret}`);
}

/** All SSO signing headers for one request. Parameters whose names the server would refuse are left out. */
export function ssoHeaders(input: SsoSignInput, params: ReadonlyArray<readonly [string, string]>, key: string | null = null): Record<string, string> {
  const signed = params.filter(([name]) => PARAM_NAME.test(name));
  return {
    devid: input.devid,
    random: input.random,
    timestamp: input.timestamp,
    token: input.token,
    version: input.version,
    'program-params': signed.map(([name]) => name).join(','),
    'program-sign': ssoProgramSign(signed, ssoSecret(input, key)),
  };
}
