import { describe, expect, it } from 'vitest';
import { sentencesOf, voiceFor, type VoiceLike } from '../../../src/lib/readAloud.ts';

const voice = (lang: string, extra: Partial<VoiceLike> = {}): VoiceLike & { name: string } => ({
  name: `${lang}${extra.localService ? ' local' : ''}${extra.default ? ' default' : ''}`,
  lang,
  ...extra,
});

describe('voiceFor', () => {
  const cases: [string, VoiceLike[], string, string | null][] = [
    ['no voices at all (many Android browsers)', [], 'zh-CN', null],
    ['only other languages', [voice('en-US'), voice('de-DE')], 'zh-CN', null],
    ['the same tag', [voice('en-US'), voice('zh-CN')], 'zh-CN', 'zh-CN'],
    ['another region of the language', [voice('en-US'), voice('zh-TW')], 'zh-CN', 'zh-TW'],
    ['the same tag before another region', [voice('zh-TW'), voice('zh-CN')], 'zh-CN', 'zh-CN'],
    ['an underscore tag (Android)', [voice('zh_CN')], 'zh-CN', 'zh_CN'],
    ['Mandarin tagged cmn', [voice('cmn-Hans-CN')], 'zh-CN', 'cmn-Hans-CN'],
    ['a device voice before a server voice', [voice('zh-CN'), voice('zh-CN', { localService: true })], 'zh-CN', 'zh-CN local'],
    ['the default among equals', [voice('en-GB'), voice('en-GB', { default: true })], 'en', 'en-GB default'],
    ['case does not matter', [voice('EN-us')], 'en-US', 'EN-us'],
    ['Tibetan with no Tibetan voice', [voice('zh-CN'), voice('en-US')], 'bo', null],
    ['Tibetan', [voice('zh-CN'), voice('bo-CN')], 'bo', 'bo-CN'],
    ['no language asked', [voice('zh-CN')], '', null],
    ['a voice without a language', [voice('')], 'zh-CN', null],
  ];
  it.each(cases)('%s', (_name, voices, lang, expected) => {
    const found = voiceFor(voices as (VoiceLike & { name: string })[], lang);
    expect(found ? (found as { name: string }).name : null).toBe(expected);
  });
});

describe('sentencesOf', () => {
  const said = (text: string) => sentencesOf(text).map(([start, end]) => text.slice(start, end));
  const cases: [string, string, string[]][] = [
    ['Chinese stops', '日前，工作顺利。市民说：“很方便！”你去吗？', ['日前，工作顺利。', '市民说：“很方便！”', '你去吗？']],
    ['English, with a decimal that is not an end', 'Growth was 7.2 per cent. Good news! Really?', ['Growth was 7.2 per cent.', 'Good news!', 'Really?']],
    ['the last sentence without a stop', '第一句。第二句没有句号', ['第一句。', '第二句没有句号']],
    ['Tibetan shad', 'བཀྲ་ཤིས་བདེ་ལེགས། ཁྱེད་རང་སྐུ་གཟུགས་བདེ་པོ་ཡིན་པས།', ['བཀྲ་ཤིས་བདེ་ལེགས།', 'ཁྱེད་རང་སྐུ་གཟུགས་བདེ་པོ་ཡིན་པས།']],
    ['marks alone are not spoken', '。。！ “” ', []],
    ['spaces around are left out', '  第一句。  \n 第二句。 ', ['第一句。', '第二句。']],
    ['an ellipsis ends once', '等等……然后呢', ['等等……', '然后呢']],
    ['nothing', '', []],
  ];
  it.each(cases)('%s', (_name, text, expected) => expect(said(text)).toEqual(expected));

  it('a long paragraph without stops is one sentence, and offsets cover only the text', () => {
    const text = '字'.repeat(5000);
    expect(sentencesOf(text)).toEqual([[0, 5000]]);
  });
});
