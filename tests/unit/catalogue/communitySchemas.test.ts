import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { circleDetailSchema, communityWriteSchema, mediaUrls, postListSchema, questionDetailSchema, questionListSchema, subjectDetailSchema } from '../../../src/catalogue/communitySchemas.ts';

const parse = <T>(schema: v.GenericSchema<unknown, T>, value: unknown) => v.parse(schema, value);

describe('Q&A and circle answers, tolerant as the real platform needs', () => {
  it.each([
    [
      ['a.jpg', ' b.jpg ', '', 3],
      ['a.jpg', 'b.jpg'],
    ],
    [
      [{ url: 'a.jpg' }, { imageUrl: 'b.jpg' }, { videoUrl: 'c.m3u8' }, { nothing: 1 }],
      ['a.jpg', 'b.jpg', 'c.m3u8'],
    ],
    [{ imagearray: ['a.jpg'] }, ['a.jpg']],
    [{ videoarray: [{ url: 'v.mp4' }] }, ['v.mp4']],
    [{ audioarray: 'not a list' }, []],
    ['a.jpg', []],
    [null, []],
    [undefined, []],
  ])('media %j → %j', (value, expected) => expect(mediaUrls(value)).toEqual(expected));

  it('questions: ids and counts as strings, missing fields, items without an id dropped, a bare list or {list}', () => {
    const list = parse(questionListSchema, { list: [{ id: '7', subjectID: '1', title: 'T', countPraise: '12' }, { title: 'no id' }, 'junk'] });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 7, subjectId: 1, title: 'T', countPraise: 12, reviewStatus: 1, content: '', images: [], answerPics: [] });
    expect(parse(questionListSchema, [{ fileId: 8 }])[0]?.id).toBe(8);
    expect(parse(questionListSchema, {})).toEqual([]);
  });

  it('a 问政 item with its media; a detail without an id is nothing', () => {
    const item = parse(questionDetailSchema, {
      id: 11,
      images: { imagearray: ['p.jpg'] },
      videos: { videoarray: ['v.m3u8'] },
      audios: { audioarray: ['a.mp3'] },
      answerPics: { imagearray: ['r.jpg'] },
      subject: { id: 1, title: '城市' },
    });
    expect(item).toMatchObject({ images: ['p.jpg'], videos: ['v.m3u8'], audios: ['a.mp3'], answerPics: ['r.jpg'], subjectTitle: '城市' });
    expect(parse(questionDetailSchema, {})).toBeNull();
    expect(parse(questionDetailSchema, 'empty')).toBeNull();
    expect(parse(subjectDetailSchema, { subjectID: '2', title: 'S', questionCount: '5' })).toMatchObject({ id: 2, questionCount: 5 });
    expect(parse(subjectDetailSchema, { title: 'no id' })).toBeNull();
  });

  it('circles with notices and postCount; posts with pictures; write answers', () => {
    const circle = parse(circleDetailSchema, { id: '1', name: 'C', postCount: '10', noticeList: [{ id: 1, title: 'N' }, { title: 'no id' }] });
    expect(circle).toMatchObject({ id: 1, postCount: 10, notices: [{ id: 1, title: 'N', content: '' }] });
    expect(parse(circleDetailSchema, null)).toBeNull();
    const posts = parse(postListSchema, { list: [{ id: 3, circleID: '2', content: 'x', attachments: { pics: ['a.jpg', { url: 'b.jpg' }] } }, { id: 4 }] });
    expect(posts.map((p) => p.pics)).toEqual([['a.jpg', 'b.jpg'], []]);
    expect(parse(communityWriteSchema, { value: 'true', id: '31', postCount: '11' })).toEqual({ id: 31, reviewStatus: 1, postCount: 11 });
    expect(parse(communityWriteSchema, { value: 'true', id: 17, reviewStatus: 0 })).toEqual({ id: 17, reviewStatus: 0, postCount: null });
  });
});

describe('qaConfig.showAnswer: only an explicit 0 keeps the answer private (docs/decisions/163)', () => {
  const answered = { id: 9, title: 'Q', answer: '已处理', answerPics: { imagearray: ['https://img.example.org/a.jpg'] } };
  it.each([
    [undefined, false],
    [null, false],
    ['junk', false],
    [{}, false],
    [{ showAnswer: 1 }, false],
    [{ showAnswer: '1' }, false],
    [{ showAnswer: 0 }, true],
    [{ showAnswer: '0' }, true],
    [{ showAnswer: false }, false],
  ])('qaConfig %j → hidden %s', (qaConfig, hidden) => {
    const item = v.parse(questionDetailSchema, { ...answered, qaConfig });
    expect(item?.answerHidden).toBe(hidden);
    expect(item?.answer).toBe(hidden ? '' : '已处理');
    expect(item?.answerPics).toEqual(hidden ? [] : ['https://img.example.org/a.jpg']);
  });
});
