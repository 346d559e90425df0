import { expect, test, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { THEMES } from '../../src/lib/theme.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * 听新闻 (<read-aloud>, docs/decisions/155). Debian's Chromium has no voices, so the page's
 * speechSynthesis is replaced, in the test page only, by a recording stand-in whose voices the test
 * chooses: it speaks nothing, and the test ends each sentence itself.
 */
const cn = translator('cn');
const news = (query: Record<string, string> = {}) => routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news], { lang: 'cn', ...query });
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface SpeechLog {
  spoken: string[];
  calls: string[];
}

/** Installs the stand-in before the page's scripts: `voices` at once, or `lateVoices` after voiceschanged. */
async function stubSpeech(page: Page, voices: string[], lateVoices: string[] = []): Promise<void> {
  await page.addInitScript(
    ([now, late]) => {
      const log = { spoken: [] as string[], calls: [] as string[] };
      let list = now.map((lang) => ({ lang, name: lang, voiceURI: lang, localService: true, default: false }));
      let current: { text: string; onend?: () => void } | null = null;
      const target = new EventTarget();
      const synth = Object.assign(target, {
        getVoices: () => list,
        speak(utterance: { text: string; onend?: () => void }) {
          log.spoken.push(utterance.text);
          current = utterance;
        },
        pause: () => log.calls.push('pause'),
        resume: () => log.calls.push('resume'),
        cancel() {
          log.calls.push('cancel');
          current = null;
        },
      });
      Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', {
        value: class {
          text: string;
          constructor(text: string) {
            this.text = text;
          }
        },
        configurable: true,
      });
      Object.assign(window, {
        speechLog: log,
        /** The current sentence is over: the next one starts. */
        endSentence: () => current?.onend?.(),
        loadLateVoices: () => {
          list = late.map((lang) => ({ lang, name: lang, voiceURI: lang, localService: true, default: false }));
          target.dispatchEvent(new Event('voiceschanged'));
        },
      });
    },
    [voices, lateVoices] as const,
  );
}

const log = (page: Page) => page.evaluate(() => (window as unknown as { speechLog: SpeechLog }).speechLog);
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const highlight = CSS.highlights.get('read-aloud');
    return highlight ? [...highlight].map((range) => range.toString()).join('') : null;
  });
const listen = (page: Page) => page.getByRole('button', { name: cn('article.listen') });

test('with a voice for the article: play reads the body, the highlight moves, pause, resume and stop work', async ({ page }) => {
  await stubSpeech(page, ['en-US', 'zh-CN']);
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  await page.goto(news());
  await expect(listen(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => /readAloud/.test(url))).toEqual([]);

  await listen(page).tap();
  const bar = page.getByRole('group', { name: cn('article.listen') });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: cn('article.listenPause') })).toBeFocused();
  const first = await page.locator('.article-body p').first().textContent();
  await expect.poll(async () => (await log(page)).spoken.length).toBe(1);
  const spoken = (await log(page)).spoken;
  expect(first).toContain(spoken[0]);
  expect(await highlighted(page)).toBe(spoken[0]);

  await page.evaluate(() => (window as unknown as { endSentence: () => void }).endSentence());
  await expect.poll(async () => (await log(page)).spoken.length).toBe(2);
  const second = (await log(page)).spoken[1]!;
  expect(await highlighted(page)).toBe(second);
  expect(second).not.toBe(spoken[0]);

  await bar.getByRole('button', { name: cn('article.listenPause') }).tap();
  await expect(bar.getByRole('button', { name: cn('article.listenResume') })).toBeVisible();
  await bar.getByRole('button', { name: cn('article.listenResume') }).tap();
  await expect(bar.getByRole('button', { name: cn('article.listenPause') })).toBeVisible();
  expect((await log(page)).calls.filter((call) => call !== 'cancel')).toEqual(['pause', 'resume']);

  await bar.getByRole('button', { name: cn('article.listenStop') }).tap();
  await expect(bar).toHaveCount(0);
  expect(await highlighted(page)).toBeNull();
  expect((await log(page)).calls.at(-1)).toBe('cancel');
  await expect(listen(page)).toBeFocused();
});

test('only the body is read: no credits, captions, tables or comments', async ({ page }) => {
  await stubSpeech(page, ['zh-CN']);
  await page.goto(news());
  await listen(page).tap();
  await expect.poll(async () => (await log(page)).spoken.length).toBe(1);
  const all: string[] = [];
  for (let i = 0; i < 60; i++) {
    const { spoken } = await log(page);
    all.splice(0, all.length, ...spoken);
    if ((await page.locator('.read-aloud-bar').count()) === 0) break;
    await page.evaluate(() => (window as unknown as { endSentence: () => void }).endSentence());
  }
  await expect(page.locator('.read-aloud-bar')).toHaveCount(0);
  const text = all.join('');
  expect(text).toContain('村党支部书记');
  expect(text).not.toContain(cn('article.responsibleEditor'));
  expect(text).not.toContain('改造后的小区焕然一新');
  expect(text).not.toContain('云溪区');
});

test('leaving the page stops the reading', async ({ page }) => {
  await stubSpeech(page, ['zh-CN']);
  await page.goto(news());
  await listen(page).tap();
  await expect.poll(async () => (await log(page)).spoken.length).toBe(1);
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
  await expect(page.locator('.read-aloud-bar')).toHaveCount(0);
  expect((await log(page)).calls.at(-1)).toBe('cancel');
});

test('voices that arrive late (voiceschanged) show the button', async ({ page }) => {
  await stubSpeech(page, [], ['zh-CN']);
  await page.goto(news());
  await expect(page.locator('read-aloud')).toBeHidden();
  await page.evaluate(() => (window as unknown as { loadLateVoices: () => void }).loadLateVoices());
  await expect(listen(page)).toBeVisible();
});

for (const [name, voices] of [
  ['no voices at all', []],
  ['voices only for other languages', ['en-US', 'de-DE']],
] as const) {
  test(`${name}: no button`, async ({ page }) => {
    await stubSpeech(page, [...voices], [...voices]);
    await page.goto(news());
    await page.evaluate(() => (window as unknown as { loadLateVoices: () => void }).loadLateVoices());
    await expect(page.locator('read-aloud')).toHaveCount(1);
    await expect(listen(page)).toBeHidden();
  });
}

test('this browser as it is: a button only if it really has a Chinese voice', async ({ page }) => {
  await page.goto(news());
  const hasVoice = await page.evaluate(() => speechSynthesis.getVoices().some((voice) => /^(zh|cmn)/i.test(voice.lang)));
  if (hasVoice) await expect(listen(page)).toBeVisible();
  else await expect(listen(page)).toBeHidden();
});

for (const [locale, theme] of [...LOCALES.map((l) => [l, 'light'] as const), ...THEMES.filter((t) => t !== 'light').map((t) => ['cn', t] as const)]) {
  test(`button and bar: 0 axe violations (${locale}, ${theme})`, async ({ page }) => {
    await stubSpeech(page, ['zh-CN']);
    await page.goto(news({ lang: locale, theme }));
    await page.locator('read-aloud > button').click();
    await expect(page.locator('.read-aloud-bar')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).include('read-aloud').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
