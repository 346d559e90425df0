/**
 * `<read-aloud>` (ReadAloud.astro): the 听新闻 button of a news article. It stays hidden unless the
 * browser has a voice for the article's language (many Android browsers have none, and voices may
 * arrive late, with `voiceschanged`). The reader's first tap imports readAloudRuntime.ts, which
 * reads the article body sentence by sentence (docs/decisions/155).
 */
import { voiceFor } from '../lib/readAloud.ts';
import { articleLang } from './articleLang.ts';
import type { ReadAloudRuntime } from './readAloudRuntime.ts';

export class ReadAloud extends HTMLElement {
  #runtime: Promise<ReadAloudRuntime> | null = null;

  connectedCallback(): void {
    const synth = 'speechSynthesis' in window ? speechSynthesis : null;
    const lang = articleLang(document.querySelector('.article-body'));
    if (!synth || !lang) return;
    const check = () => {
      if (!voiceFor(synth.getVoices(), lang)) return;
      this.hidden = false;
      synth.removeEventListener('voiceschanged', check);
    };
    synth.addEventListener('voiceschanged', check);
    check();
    this.querySelector('button')?.addEventListener('click', () => void this.#load().then((runtime) => runtime.start(this)));
  }

  #load(): Promise<ReadAloudRuntime> {
    this.#runtime ??= import('./readAloudRuntime.ts').then(
      (module) => module.readAloudRuntime,
      (error: unknown) => {
        this.#runtime = null;
        throw error;
      },
    );
    return this.#runtime;
  }
}

if (!customElements.get('read-aloud')) customElements.define('read-aloud', ReadAloud);
