import { afterEach, describe, expect, it } from 'vitest';
import { $replyTarget, cancelReply, parentIdOf, replyTargetOf, replyTo } from '../../../src/stores/commentReply.ts';

afterEach(() => cancelReply());

describe('the reply target read from a comment on the page', () => {
  it.each<[string, string | null | undefined, string | null | undefined, ReturnType<typeof replyTargetOf>]>([
    ['an item id and its nickname', '42', ' 读者甲 ', { id: 42, name: '读者甲' }],
    ['no nickname', '42', null, { id: 42, name: '' }],
    ['a long nickname is cut to 40 characters', '7', '名'.repeat(60), { id: 7, name: '名'.repeat(40) }],
    ['astral characters are not split', '7', '😀'.repeat(41), { id: 7, name: '😀'.repeat(40) }],
    ['no id', undefined, 'x', null],
    ['an empty id', '', 'x', null],
    ['zero', '0', 'x', null],
    ['a negative id', '-3', 'x', null],
    ['a leading zero', '012', 'x', null],
    ['not a number', '4a', 'x', null],
    ['beyond a safe integer', '9007199254740993', 'x', null],
  ])('%s', (_, id, name, expected) => {
    expect(replyTargetOf(id, name)).toEqual(expected);
  });
});

describe('the box answers one comment at a time', () => {
  it.each<[string, () => void, number]>([
    ['nothing picked: a new comment (-1)', () => undefined, -1],
    ['a comment picked', () => replyTo({ id: 5, name: 'a' }), 5],
    ['another comment picked later', () => (replyTo({ id: 5, name: 'a' }), replyTo({ id: 6, name: 'b' })), 6],
    ['picked, then cancelled', () => (replyTo({ id: 5, name: 'a' }), cancelReply()), -1],
  ])('%s', (_, steps, parentId) => {
    steps();
    expect(parentIdOf($replyTarget.get())).toBe(parentId);
  });
});
