import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_CHARS,
  COMMENT_PHOTO_MAX_BYTES,
  commentProblem,
  contentProblem,
  isChosenFile,
  photoFactsOf,
  photoKindOf,
  photoNameAllowed,
  photosProblem,
  type PhotoFacts,
} from '../../../src/lib/commentRules.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const GIF89 = [...'GIF89a'].map((c) => c.charCodeAt(0));
const GIF87 = [...'GIF87a'].map((c) => c.charCodeAt(0));
const BMP = [0x42, 0x4d, 0x36, 0, 0, 0, 0, 0];
const TEXT = [...'hello wo'].map((c) => c.charCodeAt(0));

const photo = (name: string, bytes: number[], size = 100): PhotoFacts => ({ name, size, head: Uint8Array.from(bytes) });

describe('photo type by content', () => {
  it.each([
    [PNG, 'png'],
    [JPG, 'jpg'],
    [GIF89, 'gif'],
    [GIF87, 'gif'],
    [BMP, 'bmp'],
    [TEXT, null],
    [[], null],
    [[0xff, 0xd8], null],
    [[0x89, 0x50, 0x4e, 0x47], null],
    [[...'GIF88a'].map((c) => c.charCodeAt(0)), null],
    [[0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0], null],
  ])('%o → %s', (bytes, kind) => expect(photoKindOf(Uint8Array.from(bytes))).toBe(kind));
});

describe('photo type by name', () => {
  it.each([
    ['a.jpg', true],
    ['a.JPEG', true],
    ['x.y.png', true],
    ['a.gif', true],
    ['a.bmp', true],
    ['a.webp', false],
    ['a.txt', false],
    ['jpg', false],
    ['.png', false],
    ['a.png.exe', false],
    ['', false],
  ])('%s → %s', (name, allowed) => expect(photoNameAllowed(name)).toBe(allowed));
});

describe('comment text (SPEC §5 请输入内容)', () => {
  it.each([
    ['', 'msg.enterContent'],
    ['   \n\t ', 'msg.enterContent'],
    ['\u3000', 'msg.enterContent'],
    ['好', null],
    ['x'.repeat(COMMENT_MAX_CHARS), null],
    [`  ${'x'.repeat(COMMENT_MAX_CHARS)}  `, null],
    ['x'.repeat(COMMENT_MAX_CHARS + 1), 'comment.tooLong'],
    ['😀'.repeat(COMMENT_MAX_CHARS), null],
  ])('%j → %s', (content, problem) => expect(contentProblem(content)).toBe(problem));
});

describe('photos (SPEC §5 系统仅支持jpg/jpeg/png/gif/bmp格式的照片！)', () => {
  it.each<[string, PhotoFacts[], string | null]>([
    ['none', [], null],
    ['a png', [photo('a.png', PNG)], null],
    ['a jpeg named .jpeg', [photo('a.jpeg', JPG)], null],
    ['a png named .jpg (content and name both allowed)', [photo('a.jpg', PNG)], null],
    ['a text file renamed .jpg', [photo('notes.jpg', TEXT)], 'msg.photoFormat'],
    ['a png named .txt', [photo('a.txt', PNG)], 'msg.photoFormat'],
    ['a webp', [photo('a.webp', [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0])], 'msg.photoFormat'],
    ['exactly 5 MB', [photo('a.png', PNG, COMMENT_PHOTO_MAX_BYTES)], null],
    ['over 5 MB', [photo('a.png', PNG, COMMENT_PHOTO_MAX_BYTES + 1)], 'comment.photoTooLarge'],
    ['nine', Array.from({ length: 9 }, () => photo('a.gif', GIF89)), null],
    ['ten', Array.from({ length: 10 }, () => photo('a.gif', GIF89)), 'comment.tooManyPhotos'],
    ['a good one then a bad one', [photo('a.bmp', BMP), photo('b.jpg', TEXT)], 'msg.photoFormat'],
  ])('%s', (_name, photos, problem) => expect(photosProblem(photos)).toBe(problem));
});

describe('the whole comment', () => {
  it('checks the text first, then the photos', () => {
    expect(commentProblem({ content: ' ', photos: [photo('a.jpg', TEXT)] })).toBe('msg.enterContent');
    expect(commentProblem({ content: 'hi', photos: [photo('a.jpg', TEXT)] })).toBe('msg.photoFormat');
    expect(commentProblem({ content: 'hi', photos: [photo('a.png', PNG)] })).toBeNull();
  });

  it('an empty file input is no photo', () => {
    expect(isChosenFile(new File([], ''))).toBe(false);
    expect(isChosenFile(new File([Uint8Array.from(PNG)], 'a.png'))).toBe(true);
  });

  it('reads the facts of a file', async () => {
    const facts = await photoFactsOf(new File([Uint8Array.from([...PNG, 1, 2, 3])], 'a.png'));
    expect(facts).toEqual({ name: 'a.png', size: 11, head: Uint8Array.from(PNG) });
  });
});
