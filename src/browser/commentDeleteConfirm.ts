/**
 * The question before deleting my own comment, in that comment's tools: "delete this comment?"
 * with two real buttons, confirm and cancel. One per list (one question is open at a time), built
 * as DOM on the first tap on delete, so pages and readers who never delete carry none of it, and
 * without JavaScript there is none. A group named by the question, and each button described by
 * it, so a screen reader says the question when the focus lands on cancel. The taps are the list's
 * (`data-act`); this only builds.
 */
let made = 0;

export function createDeleteConfirm(texts: { question: string; confirm: string; cancel: string }): HTMLElement {
  const id = `comment-confirm-${++made}`;
  const group = document.createElement('span');
  group.className = 'comment-confirm';
  group.setAttribute('role', 'group');
  group.setAttribute('aria-labelledby', id);
  const question = document.createElement('span');
  question.id = id;
  question.className = 'comment-confirm-question';
  question.textContent = texts.question;
  const button = (act: string, text: string) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.dataset.act = act;
    element.textContent = text;
    element.setAttribute('aria-describedby', id);
    return element;
  };
  group.append(question, button('remove-confirm', texts.confirm), button('remove-cancel', texts.cancel));
  return group;
}
