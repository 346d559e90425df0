import { expect, test, type Page } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';

const cn = translator('cn');

/**
 * A reader's walk on a 360 px phone (issue: reader polish): the reading scale holds in every
 * script, Chinese content in a Tibetan page keeps Han leading, and the dark header is the red
 * brand with legible text; a reply page shows what it answers.
 */
test.use({ viewport: { width: 360, height: 740 } });

const ARTICLE = routeUrl('newsDetail', [10, 1001]);
const HOME = routeUrl('home');

/** The smallest font size of any visible text on the page, and what carries it. */
async function smallestText(page: Page): Promise<{ size: number; what: string }> {
  return page.evaluate(() => {
    let smallest = { size: Infinity, what: '' };
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!ownText || element.closest('.visually-hidden, .skip-link, [hidden], [aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < smallest.size) smallest = { size, what: `${element.tagName.toLowerCase()}.${element.className}` };
    }
    return smallest;
  });
}

for (const lang of ['cn', 'en', 'bo']) {
  test(`${lang}: the article body reads at 16 px or more and no text is under 12 px`, async ({ page }) => {
    await page.goto(`${ARTICLE}?lang=${lang}`);
    const body = page.locator('.article-body p').first();
    expect(await body.evaluate((p) => parseFloat(getComputedStyle(p).fontSize))).toBeGreaterThanOrEqual(16);
    const smallest = await smallestText(page);
    expect(smallest.size, smallest.what).toBeGreaterThanOrEqual(12);
  });
}

test('bo: the Chinese headline and body are marked zh-CN and keep Han leading, the page stays Tibetan', async ({ page }) => {
  await page.goto(`${ARTICLE}?lang=bo`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bo');
  for (const selector of ['.article-title', '.article-body']) {
    const element = page.locator(selector).first();
    await expect(element).toHaveAttribute('lang', 'zh-CN');
    const ratio = await element.evaluate((e) => {
      const style = getComputedStyle(e.matches('.article-body') ? (e.querySelector('p') ?? e) : e);
      return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
    });
    expect(ratio, selector).toBeLessThan(2);
  }
});

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? [])
    .slice(0, 3)
    .map(Number)
    .map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test('dark: the header is a red brand bar whose text has a contrast of 4.5:1 or more', async ({ page }) => {
  await page.goto(`${HOME}?theme=dark`);
  const { background, color } = await page.locator('.top-bar').evaluate((bar) => ({ background: getComputedStyle(bar).backgroundColor, color: getComputedStyle(bar).color }));
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  expect(r!, background).toBeGreaterThan(g! + 80);
  expect(r!, background).toBeGreaterThan(b! + 80);
  // Light text on a deep red, as in the light theme: never dark text on a pastel bar.
  expect(luminance(color)).toBeGreaterThan(luminance(background));
  const [light, dark] = [luminance(background), luminance(color)].sort((x, y) => y - x);
  expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(4.5);
});

test('replyAll shows the comment being replied to above its replies, set apart from them', async ({ page }) => {
  await page.goto(routeUrl('commentAll', [1001, 0], { lang: 'cn' }));
  const answered = page
    .locator('#comments-page-list > li.comment')
    .filter({ has: page.locator('.comment-all-replies') })
    .first();
  const name = (await answered.locator('.comment-head .comment-name').textContent())!.trim();
  const text = (await answered.locator('.comment-text').textContent())!.trim();
  await answered.locator('.comment-all-replies').click();
  const parent = page.locator('.comment-parent');
  await expect(parent).toBeVisible();
  await expect(parent.locator('.comment-name')).toHaveText(name);
  await expect(parent.locator('.comment-parent-text')).toHaveText(text);
  // Above the replies, which no longer each repeat whom they answer.
  const parentBox = (await parent.boundingBox())!;
  const firstReply = (await page.locator('#replies-page-list > li.comment').first().boundingBox())!;
  expect(parentBox.y + parentBox.height).toBeLessThanOrEqual(firstReply.y);
  await expect(page.locator('#replies-page-list .comment-reply-to', { hasText: name })).toHaveCount(0);
});

test('the current column tab is in view on the first paint, without a script, and the row shows it scrolls', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${HOME}?columnId=10`);
  const current = page.locator('.column-nav a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  const box = (await current.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // The row is longer than the screen, and its trailing edge fades.
  const row = page.locator('.column-nav ul');
  expect(await row.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
  expect(await row.evaluate((ul) => getComputedStyle(ul).maskImage)).toMatch(/gradient/);
  await context.close();
});

/** Controls smaller than 44×44 CSS px (WCAG 2.5.5), leaving out links inside running text and hidden or visually hidden ones. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]')) {
      if (element.closest('[hidden], .visually-hidden, .skip-link, .article-body, .comment-text, .live-report-text') || element.getAttribute('aria-hidden') === 'true') continue;
      // A link in a sentence is exempt: its parent holds text of its own beside it.
      const parent = element.parentElement;
      if (element.tagName === 'A' && parent && [...parent.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (box.width < 43.5 || box.height < 43.5)
        small.push(`${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 12)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
}

const TAP_PAGES = [
  ['home', HOME],
  ['an article', ARTICLE],
  ['a column', routeUrl('home', [], { columnId: '10' })],
  ['all comments', routeUrl('commentAll', [1001, 0])],
  ['a circle', routeUrl('circleDetail', [1])],
  ['login', routeUrl('login')],
] as const;

for (const [name, path] of TAP_PAGES) {
  test(`every control on ${name} is a 44×44 px tap target`, async ({ page }) => {
    await page.goto(path);
    // The first touch brings the page's elements (comment tools, the carousel's dots).
    await page.locator('body').dispatchEvent('pointerdown');
    await page.waitForLoadState('networkidle');
    expect(await smallTargets(page)).toEqual([]);
  });
}

test('every page type without the top bar has a way home, also with JavaScript off and when opened from a share', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, locale: 'zh-CN' });
  const page = await context.newPage();
  for (const path of [ARTICLE, routeUrl('commentAll', [1001, 0]), routeUrl('circleDetail', [1]), routeUrl('liveDetail', [502]), `${ARTICLE}?isShare=true`, routeUrl('newsDetail', [10, 999_999])]) {
    await page.goto(path);
    const home = page.locator('.page-bar-home');
    await expect(home, path).toBeVisible();
    expect((await home.boundingBox())!.y, path).toBeLessThan(100);
  }
  await page.locator('.page-bar-home').click();
  await expect(page).toHaveURL(new RegExp(`${HOME.replace(/\./g, '\\.')}$`));
  await expect(page.locator('.page-bar-home')).toHaveCount(0);
  await context.close();
});

test('reading time counts Chinese as characters in every language, and a page with a line of text has none', async ({ page }) => {
  await page.goto(`${ARTICLE}?lang=en`);
  await expect(page.locator('.article-reading')).toContainText(/About \d+ characters/);
  await page.goto(routeUrl('videoDetail', [6, 1121], { lang: 'cn' }));
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.article-reading')).toHaveCount(0);
});

test('bo: digits in a date stand apart from the Tibetan words, in a sans face, not the Tibetan font’s serif', async ({ page }) => {
  await page.goto(`${ARTICLE}?lang=bo`);
  const time = page.locator('.article-meta time');
  await expect(time).toHaveText(/སྤྱི་ལོ་ \d{4} ཟླ་ \d{2} ཚེས་ \d{2}/);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.article-meta time' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  const families = fonts.map((font) => font.familyName);
  expect(
    families.some((name) => /sans|roboto|arial|helvetica|pingfang/i.test(name) && !/tibetan/i.test(name)),
    families.join(', '),
  ).toBe(true);
  expect(
    families.some((name) => /serif/i.test(name) && !/sans/i.test(name) && !/tibetan/i.test(name)),
    families.join(', '),
  ).toBe(false);
});

/** Dates as the platform writes them, which a reader should never see: 2024-06-01, 11-25 01:58, 06:02:00, a trailing .0. */
const RAW_DATE = /\d{4}-\d{2}-\d{2}|\b\d{2}-\d{2} \d{2}:\d{2}|\d{2}:\d{2}:\d{2}|\d:\d{2}\.0\b/;

test('every page shows times in one format, SPEC §9’s, never as the platform wrote them', async ({ page }) => {
  const pages = [
    HOME,
    routeUrl('home', [], { columnId: '10' }),
    ARTICLE,
    routeUrl('commentAll', [1001, 0]),
    routeUrl('circleDetail', [1]),
    routeUrl('activityDetail', [601]),
    routeUrl('liveDetail', [502]),
    routeUrl('noticeDetail', [], { id: '1' }),
  ];
  for (const path of pages) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=cn`);
    const text = await page.locator('main').innerText();
    expect(RAW_DATE.exec(text)?.[0] ?? null, path).toBeNull();
    for (const time of await page.locator('main time').allInnerTexts()) {
      expect(time, path).toMatch(/^(刚刚|\d+分钟前|\d+小时前|\d{2}月\d{2}日 \d{2}:\d{2}|\d{4}年\d{2}月\d{2}日( \d{2}:\d{2})?)$/);
    }
  }
});

test('no form shows the browser’s raw file button: each picker is a button in the page’s language', async ({ page }) => {
  for (const path of [ARTICLE, routeUrl('tipoffDetail'), routeUrl('circleDetail', [1])]) {
    await page.goto(`${path}?lang=cn`);
    const inputs = page.locator('main input[type=file]');
    for (const input of await inputs.all()) {
      const box = await input.boundingBox();
      expect(box === null || (box.width <= 1 && box.height <= 1), path).toBe(true);
      const id = await input.getAttribute('id');
      const picker = id ? page.locator(`label[for="${id}"]`) : input.locator('xpath=ancestor::label');
      await expect(picker, path).toBeVisible();
      expect((await picker.boundingBox())!.height, path).toBeGreaterThanOrEqual(43.5);
    }
  }
});

test('the footer’s language names line up as the reader sees them, བོད་ཡིག included, each in its own script’s size', async ({ page }) => {
  await page.goto(`${HOME}?lang=cn`);
  const links = page.locator('.site-footer nav').first().locator('a');
  const measured = await links.evaluateAll((items) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return items.map((item) => {
      // The line's baseline: where an empty inline-block stands. The ink's middle: from the glyphs' own ascent and descent.
      const probe = document.createElement('span');
      probe.style.cssText = 'display:inline-block;width:0;height:0';
      item.append(probe);
      const baseline = probe.getBoundingClientRect().bottom;
      probe.remove();
      const style = getComputedStyle(item);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const ink = context.measureText(item.textContent!.trim());
      return { lang: item.getAttribute('lang'), middle: baseline - (ink.actualBoundingBoxAscent - ink.actualBoundingBoxDescent) / 2, size: parseFloat(style.fontSize) };
    });
  });
  const middles = measured.map((entry) => entry.middle);
  expect(Math.max(...middles) - Math.min(...middles), JSON.stringify(measured)).toBeLessThanOrEqual(2.5);
  const tibetan = measured.find((entry) => entry.lang === 'bo')!;
  const chinese = measured.find((entry) => entry.lang === 'zh-CN')!;
  expect(tibetan.size).toBeGreaterThan(chinese.size);
});

test('a logged-out reader is told what the tip-off, invite, points and contributions pages are for, not shown a lone button', async ({ page }) => {
  for (const path of [routeUrl('tipoffDetail'), routeUrl('invite'), routeUrl('integralShop'), routeUrl('inputArticleDetail')]) {
    await page.goto(`${path}?lang=cn`);
    const prompt = page.locator('.login-prompt');
    await expect(prompt.locator('.login-prompt-about'), path).toHaveText(/.{12,}/);
    await expect(prompt.getByRole('link'), path).toHaveAttribute('href', /login\.html\?redirect=/);
  }
});

test('the first tap on 点赞 shows in the same frame on a slow network, before the widget’s code has come', async ({ page }) => {
  await page.goto(`${ARTICLE}?lang=cn`);
  const cdp = await page.context().newCDPSession(page);
  // Slow 3G from here on: the island's script takes seconds to arrive.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 });
  const like = page.locator('.article-actions [data-action="like"]');
  // The tap and the look at the button in one task: whatever shows, shows without waiting for anything.
  const shown = await like.evaluate((button: HTMLElement) => {
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    button.click();
    return { pending: button.hasAttribute('data-pending'), animation: getComputedStyle(button).animationName };
  });
  expect(shown).toEqual({ pending: true, animation: 'tn-pending' });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // Once the widget has loaded it answers the held tap itself (an anonymous reader is asked to log in).
  await expect(page.locator('.action-toast')).toContainText(cn('msg.loginRequired'));
  await expect(like).not.toHaveAttribute('data-pending');
});

test('with JavaScript off no control is shown that cannot work: like, favourite, share and A−/A+', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(routeUrl('newsDetail', [2, 1002]));
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.article-actions')).toBeHidden();
  await expect(page.locator('font-size-control')).toBeHidden();
  for (const choice of await page.locator('.vote-option-choose').all()) await expect(choice).toBeHidden();
  // The comment form works without a script, and stays.
  await expect(page.getByRole('button', { name: cn('comment.send') })).toBeVisible();
  await context.close();
});

test('commenters’ pictures load: the portrait address a browser is given answers on the public port', async ({ page }) => {
  await page.goto(routeUrl('commentAll', [1001, 0], { lang: 'cn' }));
  const avatars = page.locator('img.comment-avatar');
  expect(await avatars.count()).toBeGreaterThan(0);
  for (const avatar of (await avatars.all()).slice(0, 5)) {
    await avatar.scrollIntoViewIfNeeded();
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
});
