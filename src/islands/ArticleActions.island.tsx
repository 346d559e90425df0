/**
 * The article's like / favourite buttons and their toast. It hydrates on the reader's first touch
 * (client:interaction, which replays that tap), so readers who only read never download React;
 * the view event and WeChat's share data do not wait for it (ArticleOpen.astro). The share button
 * beside them is the share sheet's own island (ShareSheet.island.tsx), so sharing loads apart.
 * It renders no wrapper: ArticlePage.astro's group holds both islands' buttons in one row. State
 * is in a nanostore (src/stores/articleActions.ts); the server is reached through Astro Actions only.
 */
import { reactIsland } from './reactIsland.ts';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { actions } from 'astro:actions';
import { createArticleActions, praiseCountLabel, type ArticleActionsApi } from '../stores/articleActions.ts';
import { readerContext } from '../browser/readerContext.ts';
import { loginHref, readerForPage } from '../browser/readerApi.ts';
import { callAction } from '../browser/actionAnswer.ts';
import { keptAlive } from '../browser/keptAlive.ts';
import { islandTranslator } from '../i18n/islandTranslator.ts';
import { provideToastTexts } from '../browser/catalogueToast.ts';
import type { Locale } from '../i18n/locales.ts';
import type { ArticleObjectType } from '../lib/objectType.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';
import type { ArticleActionsProps } from '../contracts/article.ts';

interface Props extends ArticleActionsProps {
  locale: Locale;
  messages: MessageBundle;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * A like or a favourite is sent with keepalive: a reader who taps and leaves at once still has it
 * counted (docs/decisions/162). Reads are not: nobody waits for them once the page is gone.
 */
function apiFor(channel: 1 | 2 | 3, type: ArticleObjectType, loginUrl: string, appMarker: string): ArticleActionsApi {
  const page = { loginUrl, appMarker };
  return {
    async counts(id) {
      const { data } = await actions.article.counts({ id });
      return data ?? null;
    },
    async like(id) {
      const { data, error } = await callAction(page, () => keptAlive(() => actions.article.like({ id, channel, type })));
      return error || !data ? 'failed' : data.outcome;
    },
    async hasFav(id) {
      const { data } = await actions.article.hasFav({ id, type });
      return data?.favourited ?? null;
    },
    async favourite(id, on) {
      const { data, error } = await callAction(page, () => keptAlive(() => actions.article.favourite({ id, channel, type, on })));
      return error || !data ? 'failed' : data.outcome;
    },
  };
}

function ArticleActions(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  // The page's one toast words the network and stylesheet failures from this bundle (docs/decisions/162).
  useEffect(() => provideToastTexts(props.messages), [props.messages]);
  const reader = useMemo(() => readerContext({ isShare: props.isShare, nativeAppMarker: props.nativeAppMarker }), [props.isShare, props.nativeAppMarker]);
  const controller = useMemo(
    () => createArticleActions({ id: props.id, initialPraise: props.initialPraise, api: apiFor(reader.channel, props.objectType, props.loginUrl, props.nativeAppMarker), storage: storage() }),
    [props.id, props.objectType, props.initialPraise, props.loginUrl, props.nativeAppMarker, reader],
  );
  const state = useStore(controller.$state);

  // The login link returns to this article; known only in the browser.
  const [loginUrl, setLoginUrl] = useState(props.loginUrl);
  useEffect(() => {
    setLoginUrl(loginHref(props.loginUrl));
    void readerForPage(props.loginUrl);
    void controller.start();
  }, [controller, props.loginUrl]);

  useEffect(() => {
    if (!state.toast) return;
    const timer = setTimeout(() => controller.$state.setKey('toast', null), state.toast.login ? 5000 : 2500);
    return () => clearTimeout(timer);
  }, [state.toast, controller]);

  const count = praiseCountLabel(state.praise, props.showPraiseCount);
  // No unlike exists on the platform (docs/decisions/162): a liked heart says so, and a tap on it says it is already liked.
  const likeWord = state.liked ? t('article.liked') : t('article.like');
  const likeLabel = count ? `${likeWord} ${count}` : likeWord;

  return (
    <>
      <button type="button" className="action-button" data-action="like" aria-pressed={state.liked} onClick={() => void controller.like()}>
        <span aria-hidden="true">{state.liked ? '♥' : '♡'}</span> {likeLabel}
      </button>
      <button type="button" className="action-button" data-action="favourite" aria-pressed={state.favourited} onClick={() => void controller.favourite()}>
        <span aria-hidden="true">{state.favourited ? '★' : '☆'}</span> {state.favourited ? t('article.favourited') : t('article.favourite')}
      </button>
      <p className="action-toast" role="status" aria-live="polite">
        {state.toast && (
          <span key={state.toast.seq}>
            {t(state.toast.key)}
            {state.toast.login && (
              <>
                {' '}
                <a href={loginUrl}>{t('article.goLogin')}</a>
              </>
            )}
          </span>
        )}
      </p>
    </>
  );
}

export default reactIsland(ArticleActions);
