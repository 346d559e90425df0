import { describe, expect, it } from 'vitest';
import { normaliseHost, originPolicyFromEnv, requestHostAllowed, sameSiteOrigin } from '../../../src/config/siteOrigin.ts';
import { bodyLimitOf, checkRequest, COMMENT_BODY_LIMIT_BYTES, SITE_BODY_LIMIT_BYTES } from '../../../src/http/requestGuard.ts';

const local = originPolicyFromEnv({ PORT: '4391' });
const public_ = originPolicyFromEnv({
  PORT: '4391',
  SITE_ORIGIN: 'https://News.Example.com/',
  ALLOWED_HOSTS: 'm.example.com, bad host',
  CMS_ORIGINS: 'https://cms.example.com javascript:alert(1) http://x.test:8080',
});

describe('the public origin is configuration', () => {
  it('defaults to localhost at the port, and also answers on loopback addresses', () => {
    expect(local.origin).toBe('http://localhost:4391');
    expect([...local.allowedHosts]).toEqual(['localhost:4391', '127.0.0.1:4391', '[::1]:4391']);
    expect(local.secure).toBe(false);
    expect(local.hsts).toBeNull();
  });
  it('takes SITE_ORIGIN, its host and well-formed extra hosts only', () => {
    expect(public_.origin).toBe('https://news.example.com');
    expect([...public_.allowedHosts]).toEqual(['news.example.com', 'm.example.com']);
    expect(public_.secure).toBe(true);
    expect(public_.hsts).toMatch(/^max-age=\d+/);
    expect(public_.cmsOrigins).toBe('https://cms.example.com http://x.test:8080');
  });
  it.each([
    [{ SITE_ORIGIN: 'https://a.test', HSTS: 'off' }, null],
    [{ SITE_ORIGIN: 'https://a.test', HSTS: 'max-age=60' }, 'max-age=60'],
    [{ SITE_ORIGIN: 'http://a.test', HSTS: 'max-age=60' }, null],
  ])('HSTS for %j is %s', (env, hsts) => {
    expect(originPolicyFromEnv(env).hsts).toBe(hsts);
  });
  it.each(['ftp://a.test', 'not a url'])('refuses SITE_ORIGIN %s at start-up', (origin) => {
    expect(() => originPolicyFromEnv({ SITE_ORIGIN: origin })).toThrow(/SITE_ORIGIN/);
  });
});

describe('hosts', () => {
  it.each([
    ['News.Example.com:443', true, 'news.example.com'],
    ['news.example.com:80', false, 'news.example.com'],
    ['127.0.0.1:4391', false, '127.0.0.1:4391'],
    ['[::1]:4391', false, '[::1]:4391'],
    ['a@b', false, null],
    ['evil.example/path', false, null],
    ['evil.example\r\nX: 1', false, null],
    ['', false, null],
    ['a'.repeat(300), false, null],
  ])('%j (secure %s) normalises to %s', (raw, secure, expected) => {
    expect(normaliseHost(raw, secure)).toBe(expected);
  });
  it.each([
    [{ host: 'localhost:4391' }, local, true],
    [{ host: '127.0.0.1:4391' }, local, true],
    [{ host: 'localhost:4392' }, local, false],
    [{ host: 'evil.example' }, local, false],
    [{ host: 'a@b' }, local, false],
    [{}, local, true],
    [{ host: 'news.example.com', 'x-forwarded-host': 'evil.example' }, public_, true],
    [{ host: 'internal:4321', 'x-forwarded-host': 'news.example.com' }, { ...public_, trustProxy: true }, true],
    [{ host: 'news.example.com', 'x-forwarded-host': 'evil.example, news.example.com' }, { ...public_, trustProxy: true }, false],
  ])('%j is allowed: %s', (headers, policy, expected) => {
    expect(requestHostAllowed(headers, policy)).toBe(expected);
  });
  it.each([
    ['http://127.0.0.1:4391', local, true],
    ['http://localhost:4391', local, true],
    ['https://localhost:4391', local, false],
    ['http://evil.example', local, false],
    ['null', local, false],
    ['https://news.example.com', public_, true],
    ['http://news.example.com', public_, false],
  ])('Origin %s is this site: %s', (origin, policy, expected) => {
    expect(sameSiteOrigin(origin, policy)).toBe(expected);
  });
});

describe('requests refused before rendering', () => {
  const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers: { host: 'localhost:4391', ...headers } }) as never;
  it.each([
    ['GET', 'page', '', {}, null],
    ['HEAD', 'page', '', {}, null],
    ['POST', 'page', '', {}, 405],
    ['POST', 'page', '?_action=comment.add', {}, null],
    ['TRACE', 'page', '', {}, 405],
    ['OPTIONS', 'page', '', {}, 405],
    ['DELETE', 'action', '', {}, 405],
    ['GET', 'action', '', {}, 405],
    ['POST', 'action', '', {}, null],
    ['POST', 'action', '', { origin: 'http://127.0.0.1:4391' }, null],
    ['POST', 'action', '', { origin: 'https://evil.example' }, 403],
    ['POST', 'action', '', { 'sec-fetch-site': 'cross-site' }, 403],
    ['POST', 'action', '', { 'content-length': String(SITE_BODY_LIMIT_BYTES + 1) }, 413],
    ['POST', 'action', '', { 'content-length': 'lots' }, 413],
    ['POST', 'action', '', { 'content-length': String(SITE_BODY_LIMIT_BYTES) }, null],
    ['GET', 'page', '', { host: 'evil.example' }, 400],
    ['GET', 'page', '', { host: 'a@b' }, 400],
  ] as const)('%s %s%s %j → %s', (method, target, search, headers, status) => {
    expect(checkRequest(request(method, headers), target, search, local)?.status ?? null).toBe(status);
  });
  it('says which methods are allowed', () => {
    expect(checkRequest(request('PUT'), 'page', '', local)?.headers).toEqual({ allow: 'GET, HEAD' });
    expect(checkRequest(request('PUT'), 'action', '', local)?.headers).toEqual({ allow: 'POST' });
  });
});

describe('body limits', () => {
  const MULTIPART = 'multipart/form-data; boundary=x';
  it.each([
    ['/app/template/displayTemplate/news/_actions/comment.post', MULTIPART, COMMENT_BODY_LIMIT_BYTES],
    ['/app/template/displayTemplate/news/newsDetail/1/2?_action=comment.post', MULTIPART, COMMENT_BODY_LIMIT_BYTES],
    ['/app/template/displayTemplate/news/newsDetail/1/2?a=1&_action=comment.post', MULTIPART, COMMENT_BODY_LIMIT_BYTES],
    ['/app/template/displayTemplate/news/_actions/comment.post', 'application/json', SITE_BODY_LIMIT_BYTES],
    ['/app/template/displayTemplate/news/_actions/comment.postX', MULTIPART, SITE_BODY_LIMIT_BYTES],
    ['/app/template/displayTemplate/news/newsDetail/1/2?_action=comment.posted', MULTIPART, SITE_BODY_LIMIT_BYTES],
    ['/app/template/displayTemplate/news/_actions/reader.updateProfile', MULTIPART, SITE_BODY_LIMIT_BYTES],
  ])('%s (%s) → %d', (url, type, limit) => expect(bodyLimitOf(url, type)).toBe(limit));
});
