import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from '../../../src/lib/thumbnail.ts';

describe('thumbnailUrl', () => {
  it.each([
    ['https://img.example.com/pic/a.jpg', '.2', 'https://img.example.com/pic/a.jpg.2'],
    ['https://img.example.com/pic/a.PNG', '.2', 'https://img.example.com/pic/a.PNG.2'],
    ['/pic/a.jpeg', '.2', '/pic/a.jpeg.2'],
    ['https://img.example.com/pic/a.jpg', '?x-oss-process=image/resize,w_750', 'https://img.example.com/pic/a.jpg?x-oss-process=image/resize,w_750'],
    ['https://img.example.com/pic/a.jpg.2', '.2', 'https://img.example.com/pic/a.jpg.2'],
    ['https://img.example.com/pic/a.jpg?x-oss-process=image/resize,w_750', '?x-oss-process=image/resize,w_750', 'https://img.example.com/pic/a.jpg?x-oss-process=image/resize,w_750'],
    ['https://img.example.com/pic/a.gif', '.2', 'https://img.example.com/pic/a.gif'],
    ['https://img.example.com/pic/a.GIF', '.2', 'https://img.example.com/pic/a.GIF'],
    ['https://img.example.com/pic/logo.svg', '.2', 'https://img.example.com/pic/logo.svg'],
    ['https://img.example.com/pic/a.jpg?sign=abc', '.2', 'https://img.example.com/pic/a.jpg?sign=abc'],
    ['https://img.example.com/pic/a.jpg#frag', '.2', 'https://img.example.com/pic/a.jpg#frag'],
    ['https://nis.example.com/nis-pic/live/banner.jpg', '.2', 'https://nis.example.com/nis-pic/live/banner.jpg'],
    ['data:image/png;base64,iVBORw0KGgo=', '.2', 'data:image/png;base64,iVBORw0KGgo='],
    ['blob:https://site.example.com/0f1e', '.2', 'blob:https://site.example.com/0f1e'],
    ['https://img.example.com/pic/a.jpg', '', 'https://img.example.com/pic/a.jpg'],
    ['https://img.example.com/pic/a.jpg', undefined, 'https://img.example.com/pic/a.jpg'],
    ['https://img.example.com/pic/a.jpg', null, 'https://img.example.com/pic/a.jpg'],
    ['  https://img.example.com/a.jpg ', '.2', 'https://img.example.com/a.jpg.2'],
    ['', '.2', ''],
    [null, '.2', ''],
    [undefined, '.2', ''],
  ])('%o + %o → %o', (url, suffix, expected) => expect(thumbnailUrl(url, suffix)).toBe(expected));
});
