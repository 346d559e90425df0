/**
 * Request body limits of the bundled platform over real HTTP: 1 MB for forms and JSON on every
 * service group, the upload route's own cap, answered with 413 and the platform's error envelope
 * while the client is still sending, so an oversized body is never buffered whole. Runs on PGlite,
 * and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { noisyJpeg } from './imageSamples.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const MB = 1_000_000;
const ENVELOPE = { status: -1, message: expect.any(String), data: {} };

interface Answer {
  status: number;
  body: any;
}

/**
 * POSTs `total` bytes in 64 KB chunks. Chunked: no Content-Length, and the body is never ended,
 * so only a server that counts while reading (rather than buffering to the end) can answer at all.
 * With `declareLength` the length is announced and nothing is sent. Rejects when no answer comes
 * within a few seconds.
 */
function post(origin: string, path: string, init: { type: string; total: number; declareLength?: boolean; headers?: Record<string, string> }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = request(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': init.type, ...(init.declareLength ? { 'content-length': String(init.total) } : {}), ...init.headers },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer after ${sent} bytes`));
    }, 8_000);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: the assertion shows the text
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', () => {
      // The server may close the connection after answering; the answer (if any) is already handled.
    });
    if (init.declareLength) {
      req.flushHeaders();
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (sent < init.total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      // Deliberately never `end()`: the server must not wait for the rest.
    };
    pump();
  });
}

describeOnEachBackend('body limits', (p) => {
  describe('1 MB for forms and JSON', () => {
    it('a declared oversized form gets 413 with the error envelope', async () => {
      const answer = await post(p.origin, '/app_if/getArticleCounts', { type: 'application/x-www-form-urlencoded', total: 2 * MB, declareLength: true });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(ENVELOPE);
    });

    it.each([
      ['app_if form', '/app_if/getArticleCounts', 'application/x-www-form-urlencoded'],
      ['app_if JSON', '/app_if/getArticleCounts', 'application/json'],
      ['app_if multipart', '/app_if/getArticleCounts', 'multipart/form-data; boundary=x'],
      ['nis', '/nis/vote/info', 'application/x-www-form-urlencoded'],
      ['analytics', '/analytics/sendRecord', 'application/x-www-form-urlencoded'],
      ['sso', '/sso-app/api/loginByPhone', 'application/x-www-form-urlencoded'],
    ])('%s: a chunked body without a length is cut off at 1 MB with 413', async (_name, path, type) => {
      const answer = await post(p.origin, path, { type, total: 3 * MB });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(ENVELOPE);
    });

    it('the admin app is limited too', async () => {
      const answer = await post(p.origin, `/platform-admin/live-report/${DEMO_IDS.live.preview}`, {
        type: 'application/json',
        total: 3 * MB,
        headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}` },
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(ENVELOPE);
    });

    it('bodies within the limit are read as before', async () => {
      const filler = 'x'.repeat(900_000);
      const { body } = await p.call('/app_if/getArticleCounts', { form: { articleId: String(DEMO_IDS.articles.news), curVersions: '1', filler } });
      expect(body.status).toBe(0);
      expect(body.data.fileId).toBe(DEMO_IDS.articles.news);
    });

    it('a malformed multipart body is a parameter error, not a 500', async () => {
      const response = await fetch(`${p.origin}/app_if/getArticleCounts?curVersions=1`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=nope' },
        body: 'this is not multipart',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(ENVELOPE);
    });
  });

  describe('the upload route keeps its own cap', () => {
    it('a chunked upload beyond the cap gets 413 before it is all sent', async () => {
      const answer = await post(p.origin, '/upload/minio/upload', { type: 'multipart/form-data; boundary=x', total: 12 * MB });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(ENVELOPE);
    });

    it('an upload above 1 MB but within its cap is accepted', async () => {
      // A real picture: uploads are decoded (docs/decisions/141).
      const jpeg = await noisyJpeg(1000, 1000);
      expect(jpeg.length).toBeGreaterThan(MB);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpeg)]), 'photo.jpg');
      const response = await fetch(`${p.origin}/upload/minio/upload`, { method: 'POST', body: form });
      expect(response.status).toBe(200);
      expect(((await response.json()) as any).status).toBe(0);
    });
  });
});
