import { describe, expect, it } from 'vitest';
import { firstPictureEager } from '../../../src/articleHtml/articleBody.ts';

const img = (n: number) => `<img src="https://e.test/${n}.jpg" alt="" width="800" height="450" class="content-img" loading="lazy" decoding="async" />`;
const eager = (n: number) => `<img src="https://e.test/${n}.jpg" alt="" width="800" height="450" class="content-img" fetchpriority="high" decoding="async" />`;

describe('the body’s first picture loads at once when it is near the top (docs/decisions/145)', () => {
  it.each([
    ['a picture first', `<figure>${img(1)}</figure><p>text</p>${img(2)}`, `<figure>${eager(1)}</figure><p>text</p>${img(2)}`],
    ['after a short lead', `<p>${'字'.repeat(120)}</p>${img(1)}`, `<p>${'字'.repeat(120)}</p>${eager(1)}`],
    ['markup does not count as text', `<p class="${'x'.repeat(900)}">短</p>${img(1)}`, `<p class="${'x'.repeat(900)}">短</p>${eager(1)}`],
    ['after a screen of text: stays lazy', `<p>${'字'.repeat(400)}</p>${img(1)}`, `<p>${'字'.repeat(400)}</p>${img(1)}`],
    ['no picture', '<p>text</p>', '<p>text</p>'],
    ['a picture that is not lazy is left as it is', '<img src="a.jpg" alt="">', '<img src="a.jpg" alt="">'],
  ])('%s', (_name, html, expected) => {
    expect(firstPictureEager(html)).toBe(expected);
  });
});
