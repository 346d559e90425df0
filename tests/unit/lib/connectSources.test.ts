import { describe, expect, test } from 'vitest';
import { allowConnect, connectDirective, connectOriginOf, videoSourcesOf } from '../../../src/lib/connectSources.ts';

describe('connectOriginOf', () => {
  test.each([
    ['https://cdn.example.com/live/a.m3u8', 'https://cdn.example.com'],
    ['http://media.example.com:8080/x.pdf?y=1', 'http://media.example.com:8080'],
    ['wss://socket.example.com/ws/abc', 'wss://socket.example.com'],
    ['ws://127.0.0.1:4321/live-socket/ws/t', 'ws://127.0.0.1:4321'],
    ['  https://cdn.example.com/a.m3u8  ', 'https://cdn.example.com'],
    // 'self' covers these, or nothing may be fetched from them
    ['/platform-media/a.m3u8', null],
    ['a.m3u8', null],
    ['', null],
    ['javascript:alert(1)', null],
    ['data:application/pdf;base64,AAAA', null],
    ['ftp://files.example.com/a.pdf', null],
    ['https://user:pass@cdn.example.com/a.m3u8', null],
    ['http:cdn.example.com/a.m3u8', null],
    ['https://', null],
    ["https://cdn.example.com/a.m3u8'; script-src *", 'https://cdn.example.com'],
  ])('%s → %s', (url, origin) => {
    expect(connectOriginOf(url)).toBe(origin);
  });
});

describe('connectDirective', () => {
  test.each([
    [[], null],
    [['/local.m3u8', 'javascript:x'], null],
    [['https://a.example.com/1.m3u8', 'https://a.example.com/2.m3u8'], 'connect-src https://a.example.com'],
    [['https://a.example.com/1.m3u8', 'wss://b.example.com/ws/t', '/x'], 'connect-src https://a.example.com wss://b.example.com'],
  ])('%j → %s', (urls, directive) => {
    expect(connectDirective(urls)).toBe(directive);
  });

  test('allowConnect inserts the directive only when there is an origin to add', () => {
    const inserted: string[] = [];
    const csp = { insertDirective: (directive: string) => inserted.push(directive) };
    allowConnect(csp, ['/self.m3u8']);
    allowConnect(undefined, ['https://a.example.com/x.m3u8']);
    allowConnect(csp, ['https://a.example.com/x.m3u8']);
    expect(inserted).toEqual(['connect-src https://a.example.com']);
  });
});

describe('videoSourcesOf', () => {
  test.each([
    ['<p>text</p>', []],
    ['<video src="https://cdn.example.com/a.m3u8" controls></video>', ['https://cdn.example.com/a.m3u8']],
    ['<video controls><source src="https://cdn.example.com/b.mp4" type="video/mp4"></video>', ['https://cdn.example.com/b.mp4']],
    ['<video poster="https://img.example.com/p.jpg" src="https://cdn.example.com/a.m3u8?x=1&amp;y=2"></video>', ['https://cdn.example.com/a.m3u8?x=1&y=2']],
    ['<img src="https://img.example.com/p.jpg"><audio src="https://cdn.example.com/a.mp3"></audio>', []],
  ])('%s', (html, sources) => {
    expect(videoSourcesOf(html)).toEqual(sources);
  });
});
