/**
 * What <comment-actions> loads on the first touch: the taps of every item of its list, the delete
 * button for the comment's author once the reader is known (`$reader`) and the question it asks
 * before deleting (the list's `template[data-comment-confirm]`), the report-reason dialog, and the
 * refresh of the list's first page when the page's comments change. The rules and the per-comment
 * state are src/stores/commentItem.ts; this file only reads and writes the DOM. Texts
 * are the server's: the element's `data-messages`, and the items' own nickname and button labels.
 */
import { actions } from 'astro:actions';
import { createCommentListActions, mayDelete, type CommentItemController, type CommentListApi, type CommentItemState, type Deletion } from '../stores/commentItem.ts';
import { $reader } from '../stores/reader.ts';
import { replyTargetOf, replyTo } from '../stores/commentReply.ts';
import { COMMENTS_CHANGED } from '../lib/commentEvents.ts';
import type { ReportReason } from '../lib/commentRules.ts';
import { loginHref, readerForPage } from './readerApi.ts';
import { callAction } from './actionAnswer.ts';
import { openReportDialog } from './commentReportDialog.ts';

export interface CommentActionsRuntime {
  act(button: HTMLButtonElement): void;
  /** The page's comments changed (a post or a delete): fetch the list's first page again. */
  refresh(): void;
}

const failed = 'failed' as const;

function apiFor(loginUrl: string): CommentListApi {
  return {
    reader: () => readerForPage(loginUrl),
    async like(commentId) {
      const { data, error } = await callAction({ loginUrl }, () => actions.comment.like({ commentId, channel: 1 }));
      return error || !data ? failed : data.outcome;
    },
    async report(commentId, reason: ReportReason) {
      const { data, error } = await callAction({ loginUrl }, () => actions.comment.report({ commentId, reason: reason.type, text: reason.name }));
      return error || !data ? failed : data.outcome;
    },
    async remove(commentId) {
      const { data, error } = await callAction({ loginUrl }, () => actions.comment.remove({ commentId }));
      return error || !data ? failed : data.outcome;
    },
    async reasons() {
      const { data, error } = await actions.comment.reasons({});
      return error || !data ? null : data.reasons;
    },
  };
}

const commentIdOf = (item: Element) => /^comment-(\d+)$/.exec(item.id)?.[1] ?? null;
const removeButtonOf = (item: Element) => item.querySelector<HTMLButtonElement>('[data-act="remove"]');

/** Where the focus goes when `item` is removed: the next comment, else the one before, else the list's heading. */
function focusAfterRemoval(item: HTMLElement): HTMLElement | null {
  const neighbour = [item.nextElementSibling, item.previousElementSibling].find((element): element is HTMLElement => element instanceof HTMLElement && element.matches('li.comment'));
  const target = neighbour ?? item.closest('section')?.querySelector<HTMLElement>('h2, h3') ?? null;
  if (target && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}

/** Where the delete question is asked: the item tapped (a comment may stand in two lists at once). */
interface Asked {
  id: number;
  item: HTMLElement;
}

export function attachCommentActions(root: HTMLElement): CommentActionsRuntime {
  const messages = parseMessages(root.dataset.messages);
  const t = (key: string) => messages[key] ?? '';
  const loginUrl = root.dataset.login ?? '';
  const watched = new Set<number>();
  const list = createCommentListActions({
    api: apiFor(loginUrl),
    onRemoved(commentId) {
      // The focus was on the removed comment's confirm button: it goes on to a neighbour, not to the page's start.
      const focused = itemsOf(commentId).find((item) => item.contains(document.activeElement));
      const next = focused ? focusAfterRemoval(focused) : null;
      for (const item of root.querySelectorAll(`#comment-${commentId}`)) item.remove();
      next?.focus();
      root.dispatchEvent(new CustomEvent(COMMENTS_CHANGED, { bubbles: true, detail: { commentId, outcome: 'removed' } }));
    },
  });

  /** Items of this comment (it may stand in the hot list and the latest list at once). */
  const itemsOf = (commentId: number) => [...root.querySelectorAll<HTMLElement>('li.comment')].filter((item) => commentIdOf(item) === String(commentId));

  // The one delete question of this list, a copy of its template made on the first tap on delete;
  // `asked` is the item tapped, `shown` where the question stands.
  let question: HTMLElement | null = null;
  let asked: Asked | null = null;
  let shown: Asked | null = null;

  /** The delete button: the author's only, and not while its question stands in its place. */
  function showRemove(item: HTMLElement): void {
    const remove = removeButtonOf(item);
    if (remove) remove.hidden = !mayDelete($reader.get(), item.dataset.author) || Boolean(shown && shown.item === item);
  }

  function closeQuestion(): void {
    if (!question || !shown) return;
    const hadFocus = question.contains(document.activeElement);
    const item = shown.item;
    question.remove();
    shown = null;
    showRemove(item);
    if (hadFocus) removeButtonOf(item)?.focus();
  }

  function renderDeletion(commentId: number, deletion: Deletion): void {
    const open = deletion === 'confirming' || deletion === 'removing';
    if (!open || asked?.id !== commentId) {
      if (shown?.id === commentId) closeQuestion();
      return;
    }
    question ??= root.querySelector<HTMLTemplateElement>('template[data-comment-confirm]')?.content.firstElementChild?.cloneNode(true) as HTMLElement | null;
    if (!question) return;
    if (shown?.item !== asked.item) {
      closeQuestion();
      removeButtonOf(asked.item)?.after(question);
      shown = asked;
      showRemove(asked.item);
    }
    // On its way: the buttons stay focusable (disabling would throw the focus away) but say so.
    for (const button of question.querySelectorAll('button')) button.setAttribute('aria-disabled', String(deletion === 'removing'));
  }

  function render(commentId: number, state: CommentItemState): void {
    renderDeletion(commentId, state.deletion);
    for (const item of itemsOf(commentId)) {
      const like = item.querySelector<HTMLButtonElement>('[data-act="like"]');
      like?.setAttribute('aria-pressed', String(state.liked));
      // Taps while one is on its way are ignored by the store; disabling would throw the focus away.
      for (const button of item.querySelectorAll<HTMLButtonElement>('.comment-tools button')) button.disabled = state.deletion === 'removed';
      const status = item.querySelector('.comment-tool-message');
      if (!status) continue;
      status.replaceChildren();
      if (!state.message) continue;
      status.append(t(state.message.key));
      if (state.message.login) {
        const link = document.createElement('a');
        link.href = loginHref(loginUrl);
        link.textContent = t('article.goLogin');
        status.append(' ', link);
      }
    }
  }

  function controller(commentId: number): CommentItemController {
    const item = list.item(commentId);
    if (!watched.has(commentId)) {
      watched.add(commentId);
      item.$item.listen((state) => render(commentId, state));
    }
    return item;
  }

  /** The delete button is shown to the comment's author only, and kept so for items added later. */
  function revealOwn(): void {
    for (const item of root.querySelectorAll<HTMLElement>('li.comment')) showRemove(item);
  }
  $reader.subscribe(revealOwn);
  void readerForPage(loginUrl);
  // Items added later (load-more, a refresh) get the same treatment; only added items count, so
  // this element's own changes to an item (its message, its buttons) never wake it again.
  const addsItems = (records: MutationRecord[]) => records.some((record) => [...record.addedNodes].some((node) => node instanceof HTMLElement && node.matches('li.comment')));
  new MutationObserver((records) => {
    if (!addsItems(records)) return;
    // A refresh replaced the item whose question was open: the question goes with it.
    if (asked && !asked.item.isConnected) list.item(asked.id).cancelRemove();
    revealOwn();
    for (const commentId of watched) render(commentId, list.item(commentId).$item.get());
  }).observe(root, { childList: true, subtree: true });

  // Escape on the question is its cancel.
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && shown && question?.contains(event.target as Node)) list.item(shown.id).cancelRemove();
  });

  async function report(commentId: number, button: HTMLButtonElement): Promise<void> {
    controller(commentId);
    const start = await list.startReport(commentId);
    if (start.next !== 'pick') return;
    const reason = await openReportDialog(root, { reasons: start.reasons, title: t('comment.reportTitle'), submit: t('comment.report'), cancel: t('common.cancel') });
    button.focus();
    if (reason) await controller(commentId).report(reason);
  }

  function reply(item: HTMLElement): void {
    const target = replyTargetOf(commentIdOf(item), item.querySelector('.comment-name')?.textContent);
    const text = document.getElementById('comment-box-text');
    if (!target || !text) return;
    replyTo(target);
    text.scrollIntoView({ block: 'center' });
    // Focusing the box wakes its island (client:interaction), which reads the reply target.
    text.focus({ preventScroll: true });
  }

  let refreshing: AbortController | null = null;
  async function refresh(): Promise<void> {
    const listId = root.dataset.list;
    const first = root.dataset.refresh;
    const target = listId ? document.getElementById(listId) : null;
    if (!first || !target) return;
    refreshing?.abort();
    const controller = new AbortController();
    refreshing = controller;
    try {
      // A query key no page reads: past the server's micro-cache, as the reader expects after a change.
      const response = await fetch(`${first}&fresh=${Date.now()}`, { signal: controller.signal, cache: 'no-store', headers: { accept: 'text/html' } });
      if (!response.ok) return;
      const template = document.createElement('template');
      template.innerHTML = await response.text();
      const incoming = template.content.querySelector('ol[data-fragment]');
      if (!incoming || controller.signal.aborted) return;
      target.replaceChildren(...incoming.children);
      const more = document.querySelector<HTMLElement & { restart?(page: string | null, lastFileId: string | null): void }>(`load-more[data-list="${listId}"]`);
      more?.restart?.(incoming.getAttribute('data-next-page'), incoming.getAttribute('data-next-last'));
    } catch {
      // Offline or replaced by a newer refresh: the list stays as it was.
    }
  }

  return {
    act(button) {
      const item = button.closest<HTMLElement>('li.comment');
      const id = item ? Number(commentIdOf(item)) : 0;
      if (!item || !id) return;
      switch (button.dataset.act) {
        case 'like':
          void controller(id).like();
          break;
        case 'reply':
          reply(item);
          break;
        case 'report':
          void report(id, button);
          break;
        case 'remove':
          controller(id);
          asked = { id, item };
          list.askRemove(id);
          render(id, list.item(id).$item.get());
          question?.querySelector<HTMLButtonElement>('[data-act="remove-cancel"]')?.focus();
          break;
        case 'remove-cancel':
          controller(id).cancelRemove();
          break;
        case 'remove-confirm':
          void controller(id).confirmRemove();
          break;
      }
    },
    refresh: () => void refresh(),
  };
}

function parseMessages(raw: string | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}
