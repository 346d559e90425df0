/**
 * The report-reason picker: a modal <dialog> with one radio per reason (a fieldset whose legend
 * asks why), a cancel and a report button. Built as DOM (the reasons are the platform's words:
 * text only), it keeps focus inside while open (the browser's modal dialog), closes on Escape, and
 * answers the chosen reason, or null when the reader cancels.
 */
import type { ReportReason } from '../lib/commentRules.ts';

let dialogs = 0;

export function openReportDialog(host: HTMLElement, input: { reasons: ReportReason[]; title: string; submit: string; cancel: string }): Promise<ReportReason | null> {
  const id = `comment-report-${++dialogs}`;
  const dialog = document.createElement('dialog');
  dialog.className = 'comment-report';
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  const form = document.createElement('form');
  form.method = 'dialog';
  const fieldset = document.createElement('fieldset');
  const legend = document.createElement('legend');
  legend.id = `${id}-title`;
  legend.textContent = input.title;
  fieldset.append(legend);
  input.reasons.forEach((reason, at) => {
    const label = document.createElement('label');
    const radio = document.createElement('input');
    radio.type = 'radio';
    radio.name = 'reason';
    radio.value = String(at);
    radio.required = true;
    label.append(radio, ' ', reason.name);
    fieldset.append(label);
  });
  const buttons = document.createElement('div');
  buttons.className = 'comment-report-buttons';
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = input.cancel;
  cancel.addEventListener('click', () => dialog.close());
  const submit = document.createElement('button');
  submit.type = 'submit';
  submit.value = 'report';
  submit.className = 'comment-report-submit';
  submit.textContent = input.submit;
  buttons.append(cancel, submit);
  form.append(fieldset, buttons);
  dialog.append(form);
  host.append(dialog);

  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => {
        const chosen = new FormData(form).get('reason');
        const reason = dialog.returnValue === 'report' && typeof chosen === 'string' ? (input.reasons[Number(chosen)] ?? null) : null;
        dialog.remove();
        resolve(reason);
      },
      { once: true },
    );
    dialog.showModal();
  });
}
