import { describe, expect, it } from 'vitest';
import { contributionProblem, filesProblem, mediaKindOf, showsProgress, sizeLabel, tipoffProblem, uploadPercent, type FileFacts } from '../../../src/lib/uploadRules.ts';
import { answerOfQuery, answerQuery } from '../../../src/lib/serviceOutcomes.ts';
import { bodyLimitOf, MEDIA_FORM_BODY_LIMIT_BYTES, SITE_BODY_LIMIT_BYTES } from '../../../src/http/requestGuard.ts';

const MB = 1024 * 1024;
const head = (...bytes: number[]) => new Uint8Array([...bytes, ...new Array(16).fill(0)].slice(0, 16));
const ascii = (text: string, at = 0) => {
  const bytes = new Uint8Array(16);
  bytes.set(
    [...text].map((c) => c.charCodeAt(0)),
    at,
  );
  return bytes;
};
const JPG = head(0xff, 0xd8, 0xff);
const PNG = head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const MP4 = ascii('ftypisom', 4);
const M4A = ascii('ftypM4A ', 4);
const MP3 = ascii('ID3');
const MP3_FRAME = head(0xff, 0xfb);
const TEXT = ascii('<?php');
const file = (name: string, bytes: Uint8Array, size = 1000): FileFacts => ({ name, size, head: bytes });

describe('mediaKindOf: the first bytes decide', () => {
  it.each([
    ['jpg', JPG, 'image'],
    ['png', PNG, 'image'],
    ['mp4', MP4, 'video'],
    ['m4a', M4A, 'audio'],
    ['mp3 with a tag', MP3, 'audio'],
    ['mp3 frame', MP3_FRAME, 'audio'],
    ['a script', TEXT, null],
    ['nothing', new Uint8Array(), null],
  ])('%s', (_name, bytes, kind) => expect(mediaKindOf(bytes)).toBe(kind));
});

describe('filesProblem: kind by content and by name, caps by kind, count and total', () => {
  it.each([
    ['no files', [], null],
    ['a photo', [file('a.jpg', JPG)], null],
    ['a video of 10 MB', [file('v.mp4', MP4, 10 * MB)], null],
    ['an m4a', [file('v.m4a', M4A)], null],
    ['a renamed script', [file('a.jpg', TEXT)], 'upload.format'],
    ['a photo named .mp4', [file('a.mp4', JPG)], 'upload.format'],
    ['a video named .jpg', [file('a.jpg', MP4)], 'upload.format'],
    ['a photo of 6 MB', [file('a.png', PNG, 6 * MB)], 'upload.tooLarge'],
    ['a video of 11 MB', [file('v.mp4', MP4, 11 * MB)], 'upload.tooLarge'],
    ['ten files', Array.from({ length: 10 }, (_, i) => file(`${i}.jpg`, JPG)), 'upload.tooMany'],
    ['three videos of 8 MB', Array.from({ length: 3 }, (_, i) => file(`${i}.mp4`, MP4, 8 * MB)), 'upload.totalTooLarge'],
  ])('%s', (_name, files, problem) => expect(filesProblem(files)).toBe(problem));
});

describe('tipoffProblem and contributionProblem: text first, then files', () => {
  it.each([
    [{ topic: '', content: '  ', files: [] }, 'tipoff.enterContent'],
    [{ topic: '', content: 'x'.repeat(2001), files: [] }, 'tipoff.tooLong'],
    [{ topic: 't'.repeat(101), content: 'x', files: [] }, 'tipoff.tooLong'],
    [{ topic: '', content: '桥下积水', files: [file('a.jpg', TEXT)] }, 'upload.format'],
    [{ topic: '', content: '桥下积水', files: [file('a.jpg', JPG)] }, null],
  ])('tip-off %#', (input, problem) => expect(tipoffProblem(input)).toBe(problem));
  it.each([
    [{ title: ' ', content: 'x', files: [] }, 'msg.enterName'],
    [{ title: 'x'.repeat(101), content: '', files: [] }, 'contribution.tooLong'],
    [{ title: '名称', content: '', files: [file('a.png', PNG, 6 * MB)] }, 'upload.tooLarge'],
    [{ title: '名称', content: '', files: [] }, null],
  ])('contribution %#', (input, problem) => expect(contributionProblem(input)).toBe(problem));
});

describe('progress', () => {
  it.each([
    [0, 100, 0],
    [50, 200, 25],
    [199, 200, 99],
    [300, 200, 100],
    [10, 0, 0],
    [Number.NaN, 10, 0],
  ])('%d of %d → %d%%', (loaded, total, percent) => expect(uploadPercent(loaded, total)).toBe(percent));
  it('shows progress from 256 KB and labels sizes', () => {
    expect(showsProgress(255 * 1024)).toBe(false);
    expect(showsProgress(256 * 1024)).toBe(true);
    expect(sizeLabel(100)).toBe('1 KB');
    expect(sizeLabel(4.2 * MB)).toBe('4.2 MB');
  });
});

describe('form answers across the redirect carry only known keys', () => {
  it.each([
    [{ outcome: 'sent' } as const, 'sent=1', { sent: true, problem: null, score: 0 }],
    [{ outcome: 'sent', score: 5 } as const, 'sent=1&score=5', { sent: true, problem: null, score: 5 }],
    [{ outcome: 'refused', problem: 'msg.enterName' } as const, 'problem=msg.enterName', { sent: false, problem: 'msg.enterName', score: 0 }],
  ])('%o', (answer, query, read) => {
    expect(new URLSearchParams(answerQuery(answer)).toString()).toBe(query);
    expect(answerOfQuery(new URLSearchParams(query))).toEqual(read);
  });
  it.each(['problem=<script>', 'problem=constructor', 'score=-5&sent=1', 'score=1e9&sent=1'])('%s reads as nothing harmful', (query) => {
    const read = answerOfQuery(new URLSearchParams(query));
    expect(read.problem).toBeNull();
    expect(read.score).toBe(0);
  });
});

describe('the site’s body limit for the media forms', () => {
  const MULTIPART = 'multipart/form-data; boundary=x';
  it.each([
    ['/app/template/displayTemplate/news/_actions/tipoff.send', MULTIPART, MEDIA_FORM_BODY_LIMIT_BYTES],
    ['/app/template/displayTemplate/news/tipoffDetail.html?_action=tipoff.send', MULTIPART, MEDIA_FORM_BODY_LIMIT_BYTES],
    ['/app/template/displayTemplate/news/seekArticleDetail/1.html?_action=contribution.send', MULTIPART, MEDIA_FORM_BODY_LIMIT_BYTES],
    ['/app/template/displayTemplate/news/tipoffDetail.html?_action=tipoff.send', 'application/x-www-form-urlencoded', SITE_BODY_LIMIT_BYTES],
    ['/app/template/displayTemplate/news/tipoffDetail.html?_action=tipoff.sendx', MULTIPART, SITE_BODY_LIMIT_BYTES],
    ['/app/template/displayTemplate/news/_actions/invite.record', MULTIPART, SITE_BODY_LIMIT_BYTES],
  ])('%s (%s)', (url, type, limit) => expect(bodyLimitOf(url, type)).toBe(limit));
});
