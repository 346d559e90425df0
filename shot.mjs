import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [name, url, js] = spec.split('|');
  const ctx = await b.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, javaScriptEnabled: js !== 'nojs', isMobile: true, hasTouch: true });
  const p = await ctx.newPage();
  await p.goto('http://localhost:4600' + url, { waitUntil: 'networkidle' });
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  await ctx.close();
}
await b.close();
