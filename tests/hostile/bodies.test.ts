/**
 * Bodies: Actions read at most 1 MB (413 before reading when Content-Length says more, 413 as soon as
 * a chunked body passes it), bad JSON is the client's 400, and the platform keeps its own limits
 * with its own envelope. Limits matter because one unbounded body is enough to exhaust the process.
 */
import { describe, expect, test } from 'vitest';
import { ACTIONS, PLATFORM_FORM_PATH, PLATFORM_UPLOAD_PATH, actionPath } from './targets.ts';
import { expectSane, platformPort, platformRequest, port, request, sweep } from './suiteServer.ts';
import { rawRequest, streamOf, type HeaderList } from './rawHttp.ts';

const MB = 1024 * 1024;
const LIKE = actionPath('article.like');
const SAME_ORIGIN: HeaderList = [['Origin', `http://localhost:${port}`]];
const JSON_TYPE: HeaderList = [['Content-Type', 'application/json'], ...SAME_ORIGIN];

describe('Action body limits', () => {
  test('Content-Length above 1 MB gets 413 before the body is sent', async () => {
    await sweep(
      ACTIONS,
      (action) => action.name,
      async (action) => {
        // Only the head goes out: a server that waits for the body never answers within the limit.
        const head = `POST ${actionPath(action.name)} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nOrigin: http://localhost:${port}\r\nContent-Length: ${5 * MB}\r\n\r\n`;
        const response = await rawRequest({ port, head, timeoutMs: 10_000 });
        expectSane(response, action.name);
        expect(response.status).toBe(413);
      },
    );
  });

  test('a chunked body without Content-Length gets 413 once it passes 1 MB', async () => {
    await sweep(
      ACTIONS.slice(0, 2),
      (action) => action.name,
      async (action) => {
        // 64 MB offered; a server that stops at the limit answers long before the client runs out.
        const response = await request({ method: 'POST', path: actionPath(action.name), headers: JSON_TYPE, body: streamOf(64 * MB), timeoutMs: 30_000 });
        expect(response.dropped, 'closed without a 413').toBe(false);
        expect(response.status).toBe(413);
        expect(response.bodyBytesSent).toBeLessThan(64 * MB);
      },
      1,
    );
  });

  test('a body of 1e6 keys (about 9 MB) gets 413', async () => {
    const keys = Array.from({ length: 1_000_000 }, (_, i) => `"k${i}":0`).join(',');
    const response = await request({ method: 'POST', path: LIKE, headers: JSON_TYPE, body: `{"id":1001,"channel":1,${keys}}`, timeoutMs: 30_000 });
    expectSane(response, '1e6 keys');
    expect(response.status).toBe(413);
  });
});

/** Bodies within the size limit that are wrong in shape; each is the client's mistake. */
const WITHIN_LIMIT: [label: string, contentType: string, body: Buffer | string, expectStatus?: number][] = [
  ['invalid JSON', 'application/json', '{"id":1001,', 400],
  ['JSON that is only a string', 'application/json', '"x"', 400],
  ['an empty JSON body', 'application/json', ''],
  ['invalid UTF-8 in a JSON string', 'application/json', Buffer.concat([Buffer.from('{"id":1001,"channel":1,"x":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from('"}')])],
  ['invalid UTF-8 outside strings', 'application/json', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 400],
  ['a deeply nested array (100k levels)', 'application/json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['a deeply nested object (100k levels) beside valid fields', 'application/json', `{"id":1001,"channel":1,"x":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`],
  ['as many keys as fit in 1 MB', 'application/json', `{"id":1001,"channel":1,${Array.from({ length: 90_000 }, (_, i) => `"k${i}":0`).join(',')}}`],
  ['a huge number', 'application/json', `{"id":1${'0'.repeat(400_000)},"channel":1}`, 400],
  ['__proto__ keys', 'application/json', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}},"id":1001,"channel":1}'],
  ['text/plain', 'text/plain', '{"id":1001,"channel":1}'],
  ['no content type', '', '{"id":1001,"channel":1}'],
  ['a form body', 'application/x-www-form-urlencoded', 'id=1001&channel=1&x=%'],
  ['a broken multipart body', 'multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="id"\r\n\r\n1001\r\n--z'],
  ['a multipart type without boundary', 'multipart/form-data', 'garbage'],
  ['JSON declared with a foreign charset', 'application/json; charset=utf-16', '{"id":1001,"channel":1}'],
];

describe('bodies within the limit but wrong get a 4xx, never a 5xx', () => {
  for (const [label, contentType, body, expectStatus] of WITHIN_LIMIT) {
    test(label, async () => {
      await sweep(
        ACTIONS,
        (action) => action.name,
        async (action) => {
          const headers: HeaderList = contentType ? [['Content-Type', contentType], ...SAME_ORIGIN] : SAME_ORIGIN;
          const response = await request({ method: 'POST', path: actionPath(action.name), headers, body, timeoutMs: 20_000 });
          expectSane(response, label);
          // A form Action may answer JSON with 415 instead: the wrong kind of body, refused before it is read.
          if (expectStatus) expect(action.form ? [expectStatus, 415] : [expectStatus]).toContain(response.status);
          else expect(response.status).toBeLessThan(500);
        },
        2,
      );
    });
  }
});

/** Chunked encodings that are broken on the wire. */
const BROKEN_CHUNKING: [label: string, wire: string][] = [
  ['a chunk size that is not hex', 'zz\r\n{}\r\n0\r\n\r\n'],
  ['a chunk longer than announced', '2\r\n{"id":1001}\r\n0\r\n\r\n'],
  ['a negative chunk size', '-5\r\n{}\r\n0\r\n\r\n'],
  ['a chunk size beyond 64 bits', 'ffffffffffffffffffff\r\n{}\r\n0\r\n\r\n'],
  ['chunk extensions and trailers', '2;name=val\r\n{}\r\n0\r\nX-Trailer: evil\r\n\r\n'],
];

describe('broken chunked encoding gets a 4xx', () => {
  for (const [label, wire] of BROKEN_CHUNKING) {
    test(label, async () => {
      const head = `POST ${LIKE} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nOrigin: http://localhost:${port}\r\nTransfer-Encoding: chunked\r\n\r\n`;
      const response = await rawRequest({ port, head, body: Buffer.from(wire, 'latin1'), timeoutMs: 10_000 });
      expectSane(response, label);
      expect(response.status).toBeLessThan(500);
    });
  }

  test('Content-Length and Transfer-Encoding together are refused (request smuggling)', async () => {
    const head = `POST ${LIKE} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const response = await rawRequest({ port, head, body: Buffer.from('0\r\n\r\nGET /smuggled HTTP/1.1\r\n\r\n'), timeoutMs: 10_000 });
    expectSane(response, 'CL+TE');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('platform body limits', () => {
  const envelopeOf = (text: string) => JSON.parse(text) as { status?: number };

  for (const type of ['application/x-www-form-urlencoded', 'application/json']) {
    test(`${type} with Content-Length above 1 MB gets 413 and the platform envelope`, async () => {
      const head = `POST ${PLATFORM_FORM_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${platformPort}\r\nContent-Type: ${type}\r\nContent-Length: ${3 * MB}\r\n\r\n`;
      const response = await rawRequest({ port: platformPort, head, timeoutMs: 10_000 });
      expectSane(response, type);
      expect(response.status).toBe(413);
      expect(envelopeOf(response.text()).status).toBe(-1);
    });

    test(`${type} chunked beyond 1 MB gets 413 and the platform envelope`, async () => {
      const response = await platformRequest({ method: 'POST', path: PLATFORM_FORM_PATH, headers: [['Content-Type', type]], body: streamOf(32 * MB, 64 * 1024, 0x31), timeoutMs: 30_000 });
      expect(response.dropped, 'closed without a 413').toBe(false);
      expect(response.status).toBe(413);
      expect(envelopeOf(response.text()).status).toBe(-1);
      expect(response.bodyBytesSent).toBeLessThan(32 * MB);
    });
  }

  test('an upload far beyond its cap is refused with 413, chunked or not', async () => {
    const head = `POST ${PLATFORM_UPLOAD_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${platformPort}\r\nContent-Type: multipart/form-data; boundary=zz\r\nContent-Length: ${200 * MB}\r\n\r\n`;
    const declared = await rawRequest({ port: platformPort, head, timeoutMs: 10_000 });
    expectSane(declared, 'declared upload');
    expect(declared.status).toBe(413);
    const chunked = await platformRequest({ method: 'POST', path: PLATFORM_UPLOAD_PATH, headers: [['Content-Type', 'multipart/form-data; boundary=zz']], body: streamOf(64 * MB), timeoutMs: 30_000 });
    expect(chunked.dropped, 'closed without a 413').toBe(false);
    expect(chunked.status).toBe(413);
    expect(chunked.bodyBytesSent).toBeLessThan(64 * MB);
  });
});
