import { describe, expect, it } from 'vitest';
import { isSafeHttpUrl, isValidPaperUrl } from '../../../src/lib/urlChecks.ts';

describe('isValidPaperUrl / isSafeHttpUrl', () => {
  it.each([
    ['http://paper.example.com/', true, true],
    ['https://paper.example.com/2024/01/01/node_1.html', true, true],
    ['HTTPS://PAPER.EXAMPLE.COM', true, true],
    ['  https://paper.example.com  ', true, true],
    ['ftp://files.example.com/paper.pdf', true, false],
    ['javascript:alert(1)', false, false],
    ['JavaScript://%0aalert(1)', false, false],
    ['data:text/html,<script>alert(1)</script>', false, false],
    ['vbscript:msgbox', false, false],
    ['mailto:a@example.com', false, false],
    ['file:///etc/passwd', false, false],
    ['/paper/index.html', false, false],
    ['//paper.example.com', false, false],
    ['paper.example.com', false, false],
    ['http:paper.example.com', false, false],
    ['http://', false, false],
    ['https://exa mple.com', false, false],
    ['', false, false],
    [null, false, false],
    [undefined, false, false],
    [42, false, false],
  ])('%o → paper %s, http %s', (url, paper, http) => {
    expect(isValidPaperUrl(url)).toBe(paper);
    expect(isSafeHttpUrl(url)).toBe(http);
  });
});
