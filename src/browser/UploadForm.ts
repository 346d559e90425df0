/**
 * <upload-form> (UploadForm.astro) around a tip-off's or a contribution's plain multipart form: checks
 * the chosen files and the text with the same rules as the Action before anything is sent, and sends
 * the form with XMLHttpRequest so a large upload shows its progress. The page answers a form post
 * with a redirect to its result (post, redirect, get), which the element then opens. Without
 * JavaScript the form posts as it is.
 */
import { contributionProblem, fileFactsOf, showsProgress, sizeLabel, tipoffProblem, uploadPercent } from '../lib/uploadRules.ts';

type Messages = Record<string, string>;

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

export class UploadForm extends HTMLElement {
  #sending = false;

  get #messages(): Messages {
    try {
      return JSON.parse(this.dataset.messages ?? '{}') as Messages;
    } catch {
      return {};
    }
  }

  connectedCallback(): void {
    const form = this.querySelector('form');
    const input = this.querySelector<HTMLInputElement>('input[type=file]');
    if (!form) return;
    input?.addEventListener('change', () => void this.#check(form, input, false));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!this.#sending) void this.#submit(form, input);
    });
  }

  #part<T extends HTMLElement>(name: string): T | null {
    return this.querySelector<T>(`[data-upload-${name}]`);
  }

  #show(problem: string | null): void {
    const box = this.#part('problem');
    if (!box) return;
    box.textContent = problem ? (this.#messages[problem] ?? problem) : '';
    box.hidden = !problem;
  }

  /** Shows the chosen files and the first problem; true when the form may be sent. */
  async #check(form: HTMLFormElement, input: HTMLInputElement | null, withText: boolean): Promise<boolean> {
    const files = [...(input?.files ?? [])];
    const facts = await Promise.all(files.map(fileFactsOf));
    const total = files.reduce((sum, file) => sum + file.size, 0);
    const chosen = this.#part('chosen');
    const messages = this.#messages;
    if (chosen)
      chosen.textContent = files.length ? fill(files.length === 1 ? (messages.chosenOne ?? messages.chosen ?? '') : (messages.chosen ?? ''), { count: files.length, size: sizeLabel(total) }) : '';
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const problem =
      this.dataset.rules === 'contribution'
        ? contributionProblem({ title: withText ? text('title') : 'x', content: text('content'), files: facts })
        : tipoffProblem({ topic: text('topic'), content: withText ? text('content') : 'x', files: facts });
    this.#show(problem);
    return problem === null;
  }

  async #submit(form: HTMLFormElement, input: HTMLInputElement | null): Promise<void> {
    if (!(await this.#check(form, input, true))) return;
    this.#sending = true;
    const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
    if (button) button.disabled = true;
    const total = [...(input?.files ?? [])].reduce((sum, file) => sum + file.size, 0);
    const progress = this.#part('progress');
    const bar = progress?.querySelector('progress');
    const label = this.#part('progress-text');
    const messages = this.#messages;
    if (progress && showsProgress(total)) progress.hidden = false;
    const request = new XMLHttpRequest();
    request.open('POST', form.action);
    request.upload.addEventListener('progress', (event) => {
      const percent = uploadPercent(event.loaded, event.lengthComputable ? event.total : total);
      if (bar) bar.value = percent;
      if (label) label.textContent = percent >= 100 ? (messages.sending ?? '') : fill(messages.progress ?? '', { percent });
    });
    const failed = (problem: string) => {
      this.#sending = false;
      if (button) button.disabled = false;
      if (progress) progress.hidden = true;
      this.#show(problem);
    };
    request.addEventListener('load', () => {
      if (request.status === 413) return failed('upload.totalTooLarge');
      if (request.status >= 400 || !request.responseURL) return failed('upload.failed');
      // The page redirected to its answer (or to the login): open it.
      location.assign(request.responseURL);
    });
    request.addEventListener('error', () => failed('upload.failed'));
    request.send(new FormData(form));
  }
}
