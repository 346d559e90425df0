import { beforeEach, describe, expect, it } from 'vitest';
import { CODE_COOLDOWN_S, createLoginForm, type LoginApi } from '../../../src/stores/loginForm.ts';
import { $reader, resetReader } from '../../../src/stores/reader.ts';

const READER = { loggedIn: true, userId: '100001', nickname: '读者', avatar: '', hostAppGuest: false };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

function setup(api: Partial<LoginApi> = {}, mode: 'code' | 'password' | 'register' = 'code') {
  const calls: string[] = [];
  const ticks: Array<() => boolean> = [];
  const navigated: string[] = [];
  const controller = createLoginForm({
    mode,
    returnTo: '/back.html',
    api: {
      sendCode: async () => (calls.push('sendCode'), { sent: true, refusal: null }),
      login: async () => (calls.push('login'), { ok: true as const, reader: READER }),
      ...api,
    },
    env: { navigate: (to) => navigated.push(to), every: (_ms, tick) => ticks.push(tick) },
  });
  return { controller, calls, ticks, navigated };
}

describe('the login form', () => {
  beforeEach(() => resetReader());

  it('refuses before sending: no request for a form with a problem', async () => {
    const { controller, calls } = setup();
    await controller.submit(form({ phone: '' }));
    expect(controller.$form.get().message).toMatchObject({ key: 'msg.enterPhone', tone: 'error' });
    await controller.sendCode(form({ phone: '123' }));
    expect(controller.$form.get().message?.key).toBe('login.phoneFormat');
    expect(calls).toEqual([]);
  });

  it('sends a code once, then counts down before the next', async () => {
    const { controller, calls, ticks } = setup();
    await controller.sendCode(form({ phone: '13800000000' }));
    expect(controller.$form.get()).toMatchObject({ cooldown: CODE_COOLDOWN_S, message: { key: 'login.codeSent', tone: 'info' } });
    await controller.sendCode(form({ phone: '13800000000' }));
    expect(calls).toEqual(['sendCode']);
    for (let i = 0; i < CODE_COOLDOWN_S - 1; i += 1) expect(ticks[0]!()).toBe(true);
    expect(ticks[0]!()).toBe(false);
    expect(controller.$form.get().cooldown).toBe(0);
  });

  it('shows the platform’s own refusal (a wrong code, too many attempts)', async () => {
    const { controller } = setup({ login: async () => ({ ok: false, refusal: { messageKey: 'login.failed', message: '用户名或密码不正确' } }) });
    await controller.submit(form({ phone: '13800000000', code: '123456' }));
    expect(controller.$form.get()).toMatchObject({ busy: false, message: { key: 'login.failed', text: '用户名或密码不正确' } });
    expect($reader.get()).toBeNull();
  });

  it('a failed request is a failure message, not a crash', async () => {
    const { controller } = setup({ sendCode: () => Promise.reject(new Error('offline')) });
    await controller.sendCode(form({ phone: '13800000000' }));
    expect(controller.$form.get().message?.key).toBe('login.failed');
  });

  it('a login sets $reader and returns to where the reader came from', async () => {
    const { controller, navigated } = setup();
    await controller.submit(form({ phone: '13800000000', code: '123456' }));
    expect($reader.get()).toEqual(READER);
    expect(navigated).toEqual(['/back.html']);
  });

  it('switching the way in clears the message; registration needs the password twice', async () => {
    const { controller } = setup();
    await controller.submit(form({}));
    controller.setMode('register');
    expect(controller.$form.get()).toMatchObject({ mode: 'register', message: null });
    await controller.submit(form({ phone: '13800000000', code: '123456', password: 'secret1', confirm: 'secret2' }));
    expect(controller.$form.get().message?.key).toBe('login.passwordMismatch');
  });
});
