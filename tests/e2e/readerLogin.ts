import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM } from '../../playwright.config.ts';

/** Logging a reader in as they would: the login page's code form, the code read from the platform's admin API (no SMS). */
const cn = translator('cn');
const url = (name: string) => routeUrl(name, [], { lang: 'cn' });

/** A phone number no other test uses (the platform limits codes per phone). */
export function uniquePhone(): string {
  return `139${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

export async function admin(request: APIRequestContext, path: string) {
  const response = await request.post(`${E2E_PLATFORM}/platform-admin${path}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as { data: Record<string, unknown> };
}

export async function phoneCode(request: APIRequestContext, phone: string): Promise<string> {
  return String((await admin(request, `/phone-code/${phone}`)).data.code);
}

/** The login page's code form, as a reader fills it in. */
export async function logIn(page: Page, request: APIRequestContext, phone = uniquePhone()): Promise<string> {
  if (!page.url().includes('/login')) await page.goto(url('login'));
  await page.getByLabel(cn('login.phone')).fill(phone);
  await page.getByRole('button', { name: cn('login.sendCode') }).click();
  await expect(page.locator('.login-message')).toHaveText(cn('login.codeSent'));
  await page.getByLabel(cn('login.code'), { exact: true }).fill(await phoneCode(request, phone));
  await page.getByRole('button', { name: cn('login.submit'), exact: true }).click();
  await page.waitForURL((target) => !target.pathname.includes('/login'));
  return phone;
}

/** The address of a login link that brings the reader back to a page whose path matches `back`. */
export function loginBackTo(back: string): RegExp {
  return new RegExp(`^${routeUrl('login').replace(/[.?]/g, '\\$&')}\\?redirect=.*${back}`);
}
