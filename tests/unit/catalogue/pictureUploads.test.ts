import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueEngine } from '../../../src/catalogue/catalogueEngine.ts';
import { uploadPictures, UPLOAD_FIELD } from '../../../src/catalogue/pictureUploads.ts';
import { uploadedPictureSchema } from '../../../src/catalogue/serviceSchemas.ts';
import { empty, fail, ok, type Result } from '../../../src/catalogue/result.ts';

/** `upload`'s answer as picture URLs (docs/decisions/160): the bundled platform's file, and the shapes such calls answer elsewhere. */
describe('uploadedPictureSchema', () => {
  const url = 'https://img1.example.com/app/images/2020-05/11/a.jpg';
  it.each<[string, unknown, string[]]>([
    ["the upload group's file", { id: 3, url, fileName: 'a.jpg', size: 10, mime: 'image/jpeg', kind: 'image' }, [url]],
    ['a bare URL', url, [url]],
    ['imgUrl', { imgUrl: url }, [url]],
    ['picUrl', { picUrl: url }, [url]],
    ['a list', [{ url }, url], [url, url]],
    ['{list}', { list: [{ url }, { imgUrl: url }] }, [url, url]],
    ['spaces trimmed', `  ${url} `, [url]],
    ['http too', 'http://img.example/a.png', ['http://img.example/a.png']],
    ['a relative path is no URL', { url: '/app/images/a.jpg' }, []],
    ['a storage path is no URL', { url: '图片存储;xy/202005/11/a.jpg' }, []],
    ['javascript: is no URL', { url: 'javascript:alert(1)' }, []],
    ['a number', 42, []],
    ['null', null, []],
    ['an object without a URL', { id: 3 }, []],
  ])('%s', (_name, data, urls) => {
    expect(v.parse(uploadedPictureSchema, data)).toEqual(urls);
  });
});

describe('uploadPictures', () => {
  const photo = (name: string) => new File(['x'], name, { type: 'image/png' });
  const refusal = { kind: 'platform', code: -1, message: '图片含有不允许的内容', messageKey: 'error.generic', reaction: { type: 'none' }, call: 'upload' } as const;
  it.each<[string, Result<string[]>[], number, Result<string[]>]>([
    ['no photos: no call', [], 0, ok([])],
    ['each photo its URL, in order', [ok(['https://a/1.png']), ok(['https://a/2.png'])], 2, ok(['https://a/1.png', 'https://a/2.png'])],
    ['the first refusal stops it', [ok(['https://a/1.png']), fail(refusal)], 2, fail(refusal)],
    ['an answer without a URL is a failure', [ok([])], 1, fail(expect.objectContaining({ call: 'upload' }))],
    ['an empty answer is a failure', [empty()], 1, fail(expect.objectContaining({ call: 'upload' }))],
  ])('%s', async (name, answers, calls, expected) => {
    const queue = [...answers];
    const call = vi.fn(async () => queue.shift()!);
    const photos = name === 'no photos: no call' ? [] : answers.map((_, at) => photo(`${at}.png`));
    expect(await uploadPictures({ call } as unknown as Pick<CatalogueEngine, 'call'>, photos, { inNativeApp: false })).toEqual(expected);
    expect(call).toHaveBeenCalledTimes(calls);
    call.mock.calls.forEach((args, at) => expect(args).toEqual(['upload', { [UPLOAD_FIELD]: photos[at] }, { inNativeApp: false }]));
  });
});
