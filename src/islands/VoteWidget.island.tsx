/**
 * The vote widget (issue 16): the options with their counts, the choice, the verify-code dialog (its
 * image comes from the `vote.codeImage` Action as a data: URL; no platform address or key reaches
 * the browser) and the result. Hydrates on the reader's first touch (client:interaction); rendered
 * on the server first, so the options and counts read without JavaScript. It reads `$reader` to
 * offer the login when the reader is anonymous. Logic lives in src/stores/vote.ts.
 */
import { reactIsland } from './reactIsland.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { actions } from 'astro:actions';
import { callAction } from '../browser/actionAnswer.ts';
import { createVoteWidget, type VoteApi } from '../stores/vote.ts';
import { $reader } from '../stores/reader.ts';
import { islandTranslator } from '../i18n/islandTranslator.ts';
import { provideToastTexts } from '../browser/catalogueToast.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';
import type { VoteWidgetProps } from '../contracts/vote.ts';

interface Props extends VoteWidgetProps {
  locale: Locale;
  messages: MessageBundle;
}

const apiFor = (loginUrl: string): VoteApi => ({
  async codeImage(voteId) {
    const { data } = await callAction({ loginUrl }, () => actions.vote.codeImage({ voteId }));
    return data ?? null;
  },
  async record(input) {
    const { data, error } = await callAction({ loginUrl }, () => actions.vote.record(input));
    return error || !data ? { outcome: 'failed', message: '', counts: {}, remainCount: null } : data;
  },
});

function VoteWidget(props: Props) {
  const t = useMemo(() => islandTranslator(props.locale, props.messages), [props.locale, props.messages]);
  // The page's one toast words the network and stylesheet failures from this bundle (docs/decisions/162).
  useEffect(() => provideToastTexts(props.messages), [props.messages]);
  const widget = useMemo(
    () =>
      createVoteWidget(
        {
          voteId: props.voteId,
          selectLimit: props.selectLimit,
          needsCode: props.needsCode,
          voted: props.voted,
          ended: props.ended,
          counts: Object.fromEntries(props.options.map((o) => [o.oid, o.count])),
          remainCount: props.remainCount,
        },
        apiFor(props.loginUrl),
      ),
    [props],
  );
  const selected = useStore(widget.$selected);
  const phase = useStore(widget.$phase);
  const voted = useStore(widget.$voted);
  const counts = useStore(widget.$counts);
  const code = useStore(widget.$code);
  const codeLoading = useStore(widget.$codeLoading);
  const notice = useStore(widget.$notice);
  const remain = useStore(widget.$remain);
  const reader = useStore($reader);
  const [typed, setTyped] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (phase === 'code' && code) codeInput.current?.focus();
    if (phase !== 'code') setTyped('');
  }, [phase, code]);

  const anonymous = reader !== null && !reader.loggedIn;
  const noticeText = notice ? (notice.key ? t(notice.key, { count: props.selectLimit }) : notice.text) : '';
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);

  return (
    <div className="vote-widget" data-vote-widget data-phase={phase} data-voted={voted ? 'true' : 'false'}>
      <ul className="vote-options">
        {props.options.map((option) => {
          const chosen = selected.includes(option.oid);
          return (
            <li key={option.oid} className={chosen ? 'vote-option vote-option-chosen' : 'vote-option'}>
              {option.pic && <img className="vote-option-pic" src={option.pic} alt="" width="160" height="120" loading="lazy" />}
              <div className="vote-option-text">
                <a className="vote-option-name" href={option.href}>
                  {option.oname}
                </a>
                <span className="vote-option-count" data-vote-count={option.oid}>
                  {t('vote.votes', { count: counts[option.oid] ?? option.count })}
                </span>
              </div>
              {phase !== 'ended' && (
                <button type="button" className="vote-option-choose" aria-pressed={chosen} data-vote-option={option.oid} disabled={phase !== 'choosing'} onClick={() => widget.toggle(option.oid)}>
                  {chosen ? t('vote.chosen') : t('vote.choose')}
                  <span className="visually-hidden"> {option.oname}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="vote-status" role="status" aria-live="polite" data-vote-notice={notice?.seq ?? 0}>
        {noticeText}
      </p>
      {voted && (
        <p className="vote-result" data-vote-result>
          {t('vote.voted')} · {t('vote.total', { count: total })}
          {remain !== null && ` · ${t('vote.remain', { count: remain })}`}
        </p>
      )}
      {phase === 'ended' ? (
        <p className="vote-ended">{t('vote.ended')}</p>
      ) : anonymous ? (
        <a className="primary-button vote-login" href={props.loginUrl}>
          {t('vote.loginRequired')}
        </a>
      ) : phase === 'voted' ? (
        <button type="button" className="primary-button" onClick={() => widget.again()}>
          {t('vote.submit')}
        </button>
      ) : (
        <button type="button" className="primary-button" data-vote-submit disabled={phase !== 'choosing'} onClick={() => void widget.submit()}>
          {t('vote.submit')}
        </button>
      )}
      {phase === 'code' && (
        <div className="vote-dialog-backdrop">
          <form
            className="vote-dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby={`vote-code-title-${props.voteId}`}
            data-code-key={code?.codeKey ?? ''}
            onSubmit={(event) => {
              event.preventDefault();
              void widget.confirmCode(typed);
            }}
          >
            <h2 id={`vote-code-title-${props.voteId}`}>{t('vote.codeTitle')}</h2>
            <div className="vote-code-row">
              {code ? (
                <img className="vote-code-image" src={code.src} alt={t('vote.codeImage')} width="120" height="44" />
              ) : (
                <span className="vote-code-loading">{codeLoading ? t('vote.codeLoading') : ''}</span>
              )}
              <button type="button" className="vote-code-refresh" onClick={() => void widget.refreshCode()}>
                {t('vote.codeRefresh')}
              </button>
            </div>
            <label htmlFor={`vote-code-${props.voteId}`}>{t('vote.codeLabel')}</label>
            <input
              ref={codeInput}
              id={`vote-code-${props.voteId}`}
              className="text-field"
              name="verifyCode"
              autoComplete="off"
              maxLength={8}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <div className="vote-dialog-buttons">
              <button type="button" className="vote-dialog-cancel" onClick={() => widget.cancelCode()}>
                {t('vote.cancel')}
              </button>
              <button type="submit" className="primary-button" disabled={!code}>
                {t('vote.confirm')}
              </button>
            </div>
          </form>
        </div>
      )}
    </div>
  );
}

export default reactIsland(VoteWidget);
