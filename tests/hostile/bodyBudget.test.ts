/**
 * The process holds at most 96 MB of request bodies at once, the site's and the bundled platform's
 * each (src/http/bodyBudget.ts, docs/decisions/122). Slow uploads that each stay under their own cap
 * used to pile up without bound; past the budget a request is refused with 503 and Retry-After at
 * once, and the budget comes back when an upload ends, however it ends.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { actionPath } from './targets.ts';
import { expectSane, platformPort, platformRequest, port } from './suiteServer.ts';
import { rawRequest, streamOf } from './rawHttp.ts';

const MB = 1024 * 1024;
const held: Socket[] = [];

/**
 * The site's port, and the bundled platform's own loopback port (docs/decisions/138): each keeps its
 * own budget. Each upload declares less than its route's cap (a comment Action: 45 MB; the platform's
 * largest, an upload group file: 10 MB, since comments carry only URLs, docs/decisions/160), so `fit`
 * of them fit in the 96 MB budget and one more does not.
 */
const TARGETS = [
  { label: 'a comment Action', port, path: actionPath('comment.post'), headers: `Origin: http://localhost:${port}\r\n`, envelope: false, declared: 40 * MB, fit: 2 },
  { label: "the bundled platform's upload route", port: platformPort, path: '/upload/minio/upload', headers: '', envelope: true, declared: 9 * MB, fit: 10 },
];
type Target = (typeof TARGETS)[number];

function headOf(target: Target): string {
  return `POST ${target.path} HTTP/1.1\r\nHost: 127.0.0.1:${target.port}\r\nContent-Type: multipart/form-data; boundary=zz\r\n${target.headers}Content-Length: ${target.declared}\r\n\r\n`;
}

/** Starts an upload that sends its head and a first piece, then stalls; resolves with what the server said within `ms` (nothing: ''). */
function stalledUpload(target: Target, ms = 600): Promise<{ socket: Socket; said: string }> {
  return new Promise((resolve) => {
    const socket = connect({ port: target.port, host: '127.0.0.1' });
    held.push(socket);
    let said = '';
    socket.on('data', (chunk: Buffer) => (said += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.write(headOf(target) + '--zz\r\nContent-Disposition: form-data; name="content"\r\n\r\n');
    setTimeout(() => resolve({ socket, said }), ms);
  });
}

afterEach(async () => {
  for (const socket of held.splice(0)) socket.destroy();
  // The server sees the resets and gives the reservations back.
  await new Promise((resolve) => setTimeout(resolve, 300));
});

describe('request bodies held at once are bounded', () => {
  for (const target of TARGETS) {
    test(`${target.label}: one upload more than fit in flight gets 503 at once, and the budget comes back`, async () => {
      const stalled = () => Promise.all(Array.from({ length: target.fit }, () => stalledUpload(target)));
      const first = await stalled();
      for (const upload of first) expect(upload.said, 'an upload within the budget is being read, not answered').toBe('');

      const refused = await rawRequest({ port: target.port, head: headOf(target), timeoutMs: 5_000 });
      expectSane(refused, target.label);
      expect(refused.status).toBe(503);
      expect(refused.header('retry-after')).toBe('5');
      if (target.envelope) expect((JSON.parse(refused.text()) as { status: number }).status).toBe(-1);

      // Both stalled uploads end badly (the reader went away); their reservations return.
      for (const upload of first) upload.socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const again = await stalled();
      for (const upload of again) expect(upload.said, 'refused although the earlier uploads ended').toBe('');
    });
  }

  test('a refused upload gives its reservation back when it is answered, not when its body has been read off the wire', async () => {
    // Chunked platform uploads past their cap: each reserves the platform's largest cap, each is answered 413 at
    // once while the rest of its body is still dropped for up to 2 s.
    const overCap = () =>
      platformRequest({ method: 'POST', path: '/upload/minio/upload', headers: [['Content-Type', 'multipart/form-data; boundary=zz']], body: streamOf(24 * MB), timeoutMs: 30_000 });
    // One after another: three of them at once would rightly not fit.
    for (let i = 0; i < 3; i++) expect((await overCap()).status).toBe(413);
    const next = await rawRequest({ port: platformPort, head: headOf(TARGETS[1]!), timeoutMs: 2_000 });
    expect(next.status, 'refused as busy although nothing is held').not.toBe(503);
  });

  test('small requests still pass while large uploads hold most of the budget', async () => {
    await Promise.all([stalledUpload(TARGETS[0]!), stalledUpload(TARGETS[0]!)]);
    const body = JSON.stringify({ id: 1001, channel: 1 });
    const head = `POST ${actionPath('article.like')} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nOrigin: http://localhost:${port}\r\nContent-Length: ${body.length}\r\n\r\n`;
    const like = await rawRequest({ port, head, body: Buffer.from(body), timeoutMs: 10_000 });
    expectSane(like, 'a like beside two uploads');
    expect(like.status).not.toBe(503);
  });
});
