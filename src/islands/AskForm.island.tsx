/**
 * The ask form of a 问吧 subject (SPEC §4–§5): a question, pictures and a send button. The server
 * renders it as a plain multipart form posting to the `community.ask` Action, so it works with
 * JavaScript off (the page then shows the answer). It hydrates on the reader's first touch; then it
 * checks the reader and the rules first and sends through the Action. A question waits for the
 * newsroom's review, and the message says so. The form itself is the shared WritingBox.tsx; state:
 * src/stores/communityForm.ts.
 */
import { reactIsland } from './reactIsland.ts';
import { useEffect, useMemo } from 'react';
import { actions } from 'astro:actions';
import { createCommunityForm, type CommunityFormApi } from '../stores/communityForm.ts';
import type { AskFormProps } from '../contracts/community.ts';
import { readerForPage } from '../browser/readerApi.ts';
import { callAction } from '../browser/actionAnswer.ts';
import { WritingBox } from './WritingBox.tsx';
import { islandTranslator } from '../i18n/islandTranslator.ts';
import { provideToastTexts } from '../browser/catalogueToast.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';

interface Props extends AskFormProps {
  locale: Locale;
  messages: MessageBundle;
}

function apiFor(loginUrl: string): CommunityFormApi {
  return {
    reader: () => readerForPage(loginUrl),
    send: async (form) => (await callAction({ loginUrl }, () => actions.community.ask(form))).data ?? null,
  };
}

const KEYS = { title: 'community.askTitle', label: 'community.askLabel', placeholder: 'community.askPlaceholder', addPhoto: 'community.addPhoto', send: 'community.askSend' } as const;

function AskForm(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  // The page's one toast words the network and stylesheet failures from this bundle (docs/decisions/162).
  useEffect(() => provideToastTexts(props.messages), [props.messages]);
  const controller = useMemo(() => createCommunityForm({ kind: 'ask', api: apiFor(props.loginUrl), answer: props.answer }), [props.loginUrl, props.answer]);

  return (
    <WritingBox block="community-form" name="ask-form" formAction={props.formAction} t={t} keys={KEYS} controller={controller} loginUrl={props.loginUrl}>
      <input type="hidden" name="subjectId" value={props.subjectId} />
    </WritingBox>
  );
}

export default reactIsland(AskForm);
