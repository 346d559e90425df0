/**
 * The login form's state (SPEC §5), UI-free: which way in, the code button's cool-down, the
 * message to show, and what a login does next. The Actions arrive injected (`LoginApi`), so the
 * rules are tested without a browser; the same form works without JavaScript as a plain POST.
 */
import { map } from 'nanostores';
import { loginProblem, phoneProblem, type LoginMode, type LoginProblem } from '../lib/loginRules.ts';
import { setReader } from './reader.ts';
import type { LoginMessage, ReaderView } from '../contracts/reader.ts';

/** Seconds before another code may be requested (the platform allows 5 a minute per phone). */
export const CODE_COOLDOWN_S = 60;

export interface LoginFormState {
  mode: LoginMode;
  busy: boolean;
  cooldown: number;
  message: LoginMessage | null;
}

type Refusal = { messageKey: LoginProblem | 'login.failed'; message: string | null };

export interface LoginApi {
  sendCode(form: FormData): Promise<{ sent: boolean; refusal: Refusal | null }>;
  login(form: FormData): Promise<{ ok: true; reader: ReaderView } | { ok: false; refusal: Refusal }>;
}

export interface LoginEnv {
  navigate(url: string): void;
  every(ms: number, tick: () => boolean): void;
}

const fieldOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export function createLoginForm(input: { mode: LoginMode; returnTo: string; api: LoginApi; env: LoginEnv; message?: LoginMessage | null }) {
  const { api, env, returnTo } = input;
  const $form = map<LoginFormState>({ mode: input.mode, busy: false, cooldown: 0, message: input.message ?? null });
  const refuse = (refusal: Refusal) => $form.setKey('message', { key: refusal.messageKey, text: refusal.message, tone: 'error' });

  return {
    $form,
    setMode(mode: LoginMode): void {
      $form.set({ ...$form.get(), mode, message: null });
    },
    async sendCode(form: FormData): Promise<void> {
      const state = $form.get();
      if (state.busy || state.cooldown > 0) return;
      const problem = phoneProblem(fieldOf(form, 'phone'));
      if (problem) return refuse({ messageKey: problem, message: null });
      $form.setKey('busy', true);
      const answer = await api.sendCode(form).catch(() => ({ sent: false, refusal: { messageKey: 'login.failed' as const, message: null } }));
      $form.setKey('busy', false);
      if (!answer.sent) return refuse(answer.refusal ?? { messageKey: 'login.failed', message: null });
      $form.set({ ...$form.get(), cooldown: CODE_COOLDOWN_S, message: { key: 'login.codeSent', text: null, tone: 'info' } });
      env.every(1000, () => {
        const left = $form.get().cooldown - 1;
        $form.setKey('cooldown', Math.max(0, left));
        return left > 0;
      });
    },
    async submit(form: FormData): Promise<void> {
      const state = $form.get();
      if (state.busy) return;
      const problem = loginProblem(state.mode, { phone: fieldOf(form, 'phone'), code: fieldOf(form, 'code'), password: fieldOf(form, 'password'), confirm: fieldOf(form, 'confirm') });
      if (problem) return refuse({ messageKey: problem, message: null });
      $form.set({ ...state, busy: true, message: null });
      const answer = await api.login(form).catch(() => ({ ok: false as const, refusal: { messageKey: 'login.failed' as const, message: null } }));
      if (!answer.ok) {
        $form.setKey('busy', false);
        return refuse(answer.refusal);
      }
      setReader(answer.reader);
      env.navigate(returnTo);
    },
  };
}

export type LoginFormController = ReturnType<typeof createLoginForm>;
