/**
 * The login form (SPEC §5): phone and code, password, or registration. The server renders it as a
 * plain form that posts to the login Action, so it works with JavaScript off; hydrated, it checks
 * the fields first, sends through the Actions and returns the reader to where they came from.
 * State and rules live in src/stores/loginForm.ts.
 */
import { reactIsland } from './reactIsland.ts';
import { useEffect, useMemo, type FormEvent, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { actions } from 'astro:actions';
import { createLoginForm, type LoginApi } from '../stores/loginForm.ts';
import type { LoginFormProps } from '../contracts/reader.ts';
import { createWechatAuth } from '../stores/wechatAuth.ts';
import { wechatAuthEnv } from '../browser/wechatAuthEnv.ts';
import { islandTranslator } from '../i18n/islandTranslator.ts';
import type { LoginMode } from '../lib/loginRules.ts';
import type { WechatLoginLink } from '../lib/wechatAuthRules.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Translate } from '../i18n/translate.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';

interface Props extends LoginFormProps {
  locale: Locale;
  messages: MessageBundle;
}

const api: LoginApi = {
  async sendCode(form) {
    const { data, error } = await actions.reader.sendCode(form);
    return error || !data ? { sent: false, refusal: { messageKey: 'login.failed', message: null } } : data;
  },
  async login(form) {
    const { data, error } = await actions.reader.login(form);
    return error || !data ? { ok: false, refusal: { messageKey: 'login.failed', message: null } } : data;
  },
};

const MODES: LoginMode[] = ['code', 'password', 'register'];
const MODE_LABEL = { code: 'login.byCode', password: 'login.byPassword', register: 'login.register' } as const;

function LoginForm(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  const controller = useMemo(
    () =>
      createLoginForm({
        mode: props.mode,
        returnTo: props.returnTo,
        message: props.message,
        api,
        env: {
          navigate: (url) => window.location.assign(url),
          every: (ms, tick) => {
            const timer = setInterval(() => {
              if (!tick()) clearInterval(timer);
            }, ms);
          },
        },
      }),
    [props.mode, props.returnTo, props.message],
  );
  const state = useStore(controller.$form);
  const mode = state.mode;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget);
    if (submitter instanceof HTMLButtonElement && submitter.value === 'sendCode') void controller.sendCode(form);
    else void controller.submit(form);
  };
  const onMode = (next: LoginMode) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    controller.setMode(next);
    window.history.replaceState(null, '', props.modeLinks[next]);
  };
  const message = state.message;

  return (
    <div className="login">
      <nav className="login-modes" aria-label={t('route.login')}>
        {MODES.map((option) => (
          <a key={option} href={props.modeLinks[option]} className="login-mode" aria-current={option === mode ? 'page' : undefined} onClick={onMode(option)}>
            {t(MODE_LABEL[option])}
          </a>
        ))}
      </nav>
      <form className="login-form" method="post" action={props.loginAction} noValidate onSubmit={onSubmit}>
        <input type="hidden" name="mode" value={mode} />
        <label className="login-field">
          <span>{t('login.phone')}</span>
          <input className="text-field" name="phone" type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} defaultValue={props.phone} />
        </label>
        {mode !== 'password' && (
          <div className="login-code">
            <label className="login-field">
              <span>{t('login.code')}</span>
              <input className="text-field" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </label>
            <button type="submit" name="intent" value="sendCode" formAction={props.sendCodeAction} className="login-send" disabled={state.cooldown > 0 || state.busy}>
              {state.cooldown > 0 ? t('login.resendIn', { seconds: state.cooldown }) : t('login.sendCode')}
            </button>
          </div>
        )}
        {mode !== 'code' && (
          <label className="login-field">
            <span>{t('login.password')}</span>
            <input className="text-field" name="password" type="password" autoComplete={mode === 'register' ? 'new-password' : 'current-password'} maxLength={64} />
          </label>
        )}
        {mode === 'register' && (
          <label className="login-field">
            <span>{t('login.confirm')}</span>
            <input className="text-field" name="confirm" type="password" autoComplete="new-password" maxLength={64} />
          </label>
        )}
        <p className={message?.tone === 'info' ? 'login-message is-info' : 'login-message'} role={message?.tone === 'error' ? 'alert' : 'status'}>
          {message ? (message.text ?? t(message.key)) : ''}
        </p>
        <button type="submit" className="primary-button" disabled={state.busy}>
          {mode === 'register' ? t('login.submitRegister') : t('login.submit')}
        </button>
        {mode === 'code' && <p className="login-note">{t('login.newNumber')}</p>}
      </form>
      {props.wechat && <WechatLogin config={props.wechat} returnTo={props.returnTo} t={t} />}
    </div>
  );
}

/**
 * The WeChat login inside WeChat (SPEC §4): the same flow as a shared page's overlay, started by a
 * tap. It is a link to the authorize page, so a tap before hydration is not lost; once hydrated the
 * tap starts a fresh authorisation (stored code and retry count cleared) instead.
 */
function WechatLogin(props: { config: WechatLoginLink; returnTo: string; t: Translate }) {
  const { t, returnTo, config } = props;
  const auth = useMemo(() => createWechatAuth(wechatAuthEnv(config)), [config]);
  const state = useStore(auth.$state);
  useEffect(() => {
    const stop = auth.$state.subscribe((current) => {
      if (current.status === 2 && current.loggedIn) window.location.assign(returnTo);
    });
    // Back from WeChat with a code: finish the login here.
    auth.resume();
    return () => {
      stop();
      auth.stop();
    };
  }, [auth, returnTo]);
  const authorising = state.status === 1;
  const start = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!authorising) auth.authorise();
  };
  return (
    <div className="login-wechat">
      <a className="login-wechat-button" href={config.href} aria-disabled={authorising || undefined} onClick={start}>
        {authorising ? t('state.authorising') : t('login.wechat')}
      </a>
      <p className="login-message" role="alert">
        {state.message ? t(state.message) : ''}
      </p>
    </div>
  );
}

export default reactIsland(LoginForm);
