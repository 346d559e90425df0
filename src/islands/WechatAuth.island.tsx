/**
 * The WeChat authorisation overlay of a shared page (SPEC §4): 授权中... over the page while the
 * reader goes round WeChat's authorize page, then either nothing (a note when the reader was
 * logged in) or the failure. It is the one island that hydrates at once (client:load, DESIGN §4),
 * and the server renders it only for readers inside WeChat who opened a share link
 * (src/components/WechatAuth.astro), so nobody else downloads it. The flow is the store's
 * (src/stores/wechatAuth.ts); this only asks who is reading and renders.
 */
import { reactIsland } from './reactIsland.ts';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { actions } from 'astro:actions';
import { createWechatAuth } from '../stores/wechatAuth.ts';
import { loadReader, type ReaderApi } from '../stores/reader.ts';
import { wechatAuthEnv } from '../browser/wechatAuthEnv.ts';
import { readerContext } from '../browser/readerContext.ts';
import { islandTranslator } from '../i18n/islandTranslator.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';
import type { WechatAuthProps } from '../contracts/reader.ts';

interface Props extends WechatAuthProps {
  locale: Locale;
  messages: MessageBundle;
}

/** How long the "logged in with WeChat" note stays. */
const NOTE_MS = 3000;

const readerApi: ReaderApi = {
  async state() {
    const { data, error } = await actions.reader.state({});
    if (error || !data) throw error ?? new Error('reader.state gave no answer');
    return data;
  },
};

function WechatAuth(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  const auth = useMemo(() => createWechatAuth(wechatAuthEnv({ startUrl: props.startUrl })), [props.startUrl]);
  const state = useStore(auth.$state);
  const [note, setNote] = useState(false);

  useEffect(() => {
    // The server saw WeChat's user agent; a shared cache that ignored Vary could still hand this HTML to another browser.
    if (!readerContext({ isShare: true, nativeAppMarker: props.nativeAppMarker }).inWeChat) return;
    let live = true;
    void loadReader(readerApi).then((reader) => {
      if (!live) return;
      if (reader.loggedIn) auth.tidyUrl();
      else auth.run();
    });
    return () => {
      live = false;
      auth.stop();
    };
  }, [auth, props.nativeAppMarker]);

  useEffect(() => {
    if (state.status !== 2 || !state.loggedIn) return;
    setNote(true);
    const timer = setTimeout(() => setNote(false), NOTE_MS);
    return () => clearTimeout(timer);
  }, [state.status, state.loggedIn]);

  const failure = state.status === -1 && state.message !== null;
  const text = state.status === 1 ? t('state.authorising') : failure ? t(state.message!) : note ? t('wechat.loggedIn') : '';

  // The live region is always there (empty when idle) so that what appears in it is announced.
  return (
    <div className="wechat-auth" data-status={state.status}>
      <div className="wechat-auth-box" data-shown={text ? 'true' : 'false'} data-failure={failure ? 'true' : undefined}>
        {state.status === 1 && <span className="wechat-auth-spinner" aria-hidden="true" />}
        <p className="wechat-auth-text" role="status" aria-live="polite">
          {text}
        </p>
        {failure && (
          <button type="button" className="wechat-auth-dismiss" onClick={auth.dismiss}>
            {t('common.confirm')}
          </button>
        )}
      </div>
    </div>
  );
}

export default reactIsland(WechatAuth);
