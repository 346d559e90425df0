/**
 * No JSONP on the site's own origin (issue: security, CSP): a script answer from the bundled
 * platform on this port would let an injected <script src> run under `script-src 'self'`.
 */
import { describe, expect, test } from 'vitest';
import { expectSane, platformRequest, request, sweep } from './suiteServer.ts';

const JSONP = [
  '/app_if/getConfig?appID=1&curVersions=1&jsoncallback=alert',
  '/app_if/getConfig?jsoncallback=alert&appID=1',
  '/app_if/getColumns?parentColumnId=1&JSONCALLBACK=alert',
  '/app_if/wx/signature?url=http%3A%2F%2Flocalhost%2F&callback=alert',
];

describe('JSONP on the site origin', () => {
  test('is refused: 404, and never a script', async () => {
    await sweep(
      JSONP,
      (path) => path,
      async (path) => {
        const response = await request({ path });
        expectSane(response, path);
        expect(response.status, path).toBe(404);
        expect(response.header('content-type') ?? '', path).not.toMatch(/javascript/);
        expect(response.text(), path).not.toMatch(/^alert\(/);
      },
    );
  });

  test('the same reads without a callback still answer JSON where the site calls them', async () => {
    const response = await platformRequest({ path: '/app_if/getConfig?appID=1&curVersions=1' });
    expect(response.status).toBe(200);
    expect(response.header('content-type') ?? '').toMatch(/json/);
  });
});
