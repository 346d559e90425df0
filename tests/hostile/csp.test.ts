/**
 * The CSP's own directives (issue: security, CSP): forms post only to the site, and scripts
 * connect only to the site plus the origins a page's own scripts fetch from (docs/decisions/143).
 */
import { describe, expect, test } from 'vitest';
import { routeByName } from '../../src/routes.ts';
import { ROUTE_PAGES } from './targets.ts';
import { BASE_PATH, expectSane, request, sweep } from './suiteServer.ts';

const directiveOf = (policy: string, name: string): string | undefined =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));

const pages = ROUTE_PAGES.filter((page) => !routeByName(page.route).requiresAuth && page.route !== 'liveDetail').map((page) => page.path);

describe('CSP directives', () => {
  test("every route: form-action 'self' and connect-src 'self', never a whole scheme", async () => {
    await sweep(
      pages,
      (p) => p,
      async (p) => {
        const response = await request({ path: p });
        expectSane(response, p);
        const policy = response.header('content-security-policy') ?? '';
        expect(directiveOf(policy, 'form-action'), p).toBe("form-action 'self'");
        const connect = directiveOf(policy, 'connect-src') ?? '';
        expect(connect.split(/\s+/)[1], p).toBe("'self'");
        expect(connect, p).not.toMatch(/(^|\s)(https?|wss?):(\s|$)/);
      },
    );
  });

  test("a live room adds its socket's origin and nothing broader", async () => {
    const live = ROUTE_PAGES.find((page) => page.route === 'liveDetail')!.path;
    const response = await request({ path: live });
    expectSane(response, live);
    const connect = directiveOf(response.header('content-security-policy') ?? '', 'connect-src') ?? '';
    expect(connect).toMatch(/^connect-src 'self'( (ws|wss|http|https):\/\/[^\s;]+)*$/);
    expect(connect).not.toMatch(/(^|\s)(https?|wss?):(\s|$)/);
  });

  test('a PDF preview adds the origin pdf.js fetches the file from, and only for a usable address', async () => {
    const cases: [string, string][] = [
      [`${BASE_PATH}/previewPDF.html?url=https%3A%2F%2Fdocs.example.com%2Fa%2Fcertificate.pdf`, "connect-src 'self' https://docs.example.com"],
      [`${BASE_PATH}/previewPDF.html?url=javascript%3Aalert(1)`, "connect-src 'self'"],
    ];
    for (const [p, expected] of cases) {
      const response = await request({ path: p });
      expectSane(response, p);
      expect(directiveOf(response.header('content-security-policy') ?? '', 'connect-src'), p).toBe(expected);
    }
  });
});
