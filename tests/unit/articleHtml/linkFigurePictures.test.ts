import { describe, expect, it } from 'vitest';
import { linkFigurePictures, sanitiseArticleHtml } from '../../../src/articleHtml/sanitiseArticleHtml.ts';
import { figureHtml } from '../../../src/lib/contentHtml.ts';

/** A figure's picture links to its own file (docs/decisions/155); nothing else becomes a link. */
describe('linkFigurePictures', () => {
  const cases: [string, string, string][] = [
    [
      'a figure whose first child is a picture',
      '<figure class="content-figure"><img src="https://e.test/a.jpg" alt="x" /><figcaption>c</figcaption></figure>',
      '<figure class="content-figure"><a href="https://e.test/a.jpg"><img src="https://e.test/a.jpg" alt="x" /></a><figcaption>c</figcaption></figure>',
    ],
    ['a picture without a text (the link would have no name)', '<figure><img src="https://e.test/a.jpg" alt="" /></figure>', '<figure><img src="https://e.test/a.jpg" alt="" /></figure>'],
    ['a picture whose text is only spaces', '<figure><img src="https://e.test/a.jpg" alt="  " /></figure>', '<figure><img src="https://e.test/a.jpg" alt="  " /></figure>'],
    ['a picture outside a figure', '<p><img src="https://e.test/a.jpg" alt="x" /></p>', '<p><img src="https://e.test/a.jpg" alt="x" /></p>'],
    [
      'a figure holding an editor’s link',
      '<figure><a href="https://e.test/page"><img src="https://e.test/a.jpg" /></a></figure>',
      '<figure><a href="https://e.test/page"><img src="https://e.test/a.jpg" /></a></figure>',
    ],
    [
      'a video figure',
      '<figure class="content-figure content-media"><video src="https://e.test/v.mp4"></video></figure>',
      '<figure class="content-figure content-media"><video src="https://e.test/v.mp4"></video></figure>',
    ],
    [
      'two figures',
      '<figure><img src="https://e.test/1.jpg" alt="1" /></figure><figure><img src="https://e.test/2.jpg" alt="2" /></figure>',
      '<figure><a href="https://e.test/1.jpg"><img src="https://e.test/1.jpg" alt="1" /></a></figure><figure><a href="https://e.test/2.jpg"><img src="https://e.test/2.jpg" alt="2" /></a></figure>',
    ],
  ];
  it.each(cases)('%s', (_name, html, expected) => expect(linkFigurePictures(html)).toBe(expected));

  it('the sanitised body links a placed picture to its file, and a hostile source stays an attribute value', () => {
    const html = sanitiseArticleHtml(figureHtml({ ref: '', summary: 'cap', imageUrl: 'https://e.test/x_800x450.jpg?a=1&b="2"' }, 'alt'));
    expect(html).toContain('<a href="https://e.test/x_800x450.jpg?a=1&amp;b=&quot;2&quot;"><img src="https://e.test/x_800x450.jpg?a=1&amp;b=&quot;2&quot;"');
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('a script scheme never becomes a link: the sanitiser drops the picture first', () => {
    expect(sanitiseArticleHtml('<figure><img src="javascript:alert(1)" alt="x" /></figure>')).not.toContain('<a');
  });
});
