/**
 * The post form of a circle (SPEC §3–§5): a text, pictures and a send button. The server renders it
 * as a plain multipart form posting to the `community.post` Action, so it works with JavaScript off
 * (the page then shows the answer and the new post in its list). It hydrates on the reader's first
 * touch; then it checks the reader and the rules first, sends through the Action, and links the new
 * post with the circle's post count after it. The form itself is the shared WritingBox.tsx; state:
 * src/stores/communityForm.ts.
 */
import { reactIsland } from './reactIsland.ts';
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { actions } from 'astro:actions';
import { createCommunityForm, type CommunityFormApi } from '../stores/communityForm.ts';
import type { PostFormProps } from '../contracts/community.ts';
import { readerForPage } from '../browser/readerApi.ts';
import { callAction } from '../browser/actionAnswer.ts';
import { WritingBox } from './WritingBox.tsx';
import { islandTranslator } from '../i18n/islandTranslator.ts';
import { provideToastTexts } from '../browser/catalogueToast.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';

interface Props extends PostFormProps {
  locale: Locale;
  messages: MessageBundle;
}

function apiFor(loginUrl: string): CommunityFormApi {
  return {
    reader: () => readerForPage(loginUrl),
    send: async (form) => (await callAction({ loginUrl }, () => actions.community.post(form))).data ?? null,
  };
}

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const KEYS = { title: 'community.postTitle', label: 'community.postLabel', placeholder: 'community.postPlaceholder', addPhoto: 'community.addPhoto', send: 'community.postSend' } as const;

function PostForm(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  // The page's one toast words the network and stylesheet failures from this bundle (docs/decisions/162).
  useEffect(() => provideToastTexts(props.messages), [props.messages]);
  const controller = useMemo(
    () => createCommunityForm({ kind: 'post', api: apiFor(props.loginUrl), answer: props.answer, storage: typeof window === 'undefined' ? null : storage() }),
    [props.loginUrl, props.answer],
  );
  const state = useStore(controller.$form);

  const message = state.message;
  const written = message?.key === 'community.postPosted' ? state.written : null;
  const afterMessage = written && (
    <>
      {written.postCount !== null && <> · {t('community.postCount', { count: written.postCount })}</>} <a href={props.postHref.replace('{id}', String(written.id))}>{t('community.viewPost')}</a>
    </>
  );

  return (
    <WritingBox block="community-form" name="post-form" formAction={props.formAction} t={t} keys={KEYS} controller={controller} loginUrl={props.loginUrl} afterMessage={afterMessage}>
      <input type="hidden" name="circleId" value={props.circleId} />
    </WritingBox>
  );
}

export default reactIsland(PostForm);
