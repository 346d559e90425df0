/**
 * Read aloud (听新闻), imported by `<read-aloud>` (ReadAloud.ts) on its first tap: the browser's
 * speechSynthesis reads the article body, and only it (no credits, comments, captions or tables),
 * one sentence at a time with a voice for its language. A bar offers pause, resume and stop; the
 * sentence being read is highlighted (CSS Custom Highlight API, where the browser has it) and kept
 * in view. Leaving the page stops it (docs/decisions/155).
 */
import { sentencesOf, voiceFor } from '../lib/readAloud.ts';
import { articleLang } from './articleLang.ts';
// A file, linked on the first start: a CSS import here would join the article's own styles (ADR 155).
import readAloudCss from './readAloud.css?url';

/** The blocks whose text is read, and what inside them is not. */
const BLOCKS = 'p, h2, h3, h4, h5, h6, li, blockquote, dt, dd';
const SKIPPED = 'figure, table, pre, script, style, video, audio, [hidden], [aria-hidden="true"]';
const HIGHLIGHT = 'read-aloud';

interface Sentence {
  range: Range;
  text: string;
}

/** The body's sentences in reading order, each as a DOM range over its text nodes. */
function sentencesIn(body: Element): Sentence[] {
  const sentences: Sentence[] = [];
  const blocks = [...body.querySelectorAll(BLOCKS)].filter((block) => !block.closest(SKIPPED) && !block.querySelector(BLOCKS));
  for (const block of blocks) {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest(SKIPPED)) continue;
      nodes.push({ node: node as Text, start: text.length });
      text += node.nodeValue ?? '';
    }
    const at = (offset: number, end: boolean): [Text, number] => {
      let index = nodes.length - 1;
      while (index > 0 && (end ? nodes[index]!.start >= offset : nodes[index]!.start > offset)) index--;
      const entry = nodes[index]!;
      return [entry.node, offset - entry.start];
    };
    for (const [start, end] of sentencesOf(text)) {
      const range = document.createRange();
      range.setStart(...at(start, false));
      range.setEnd(...at(end, true));
      sentences.push({ range, text: text.slice(start, end) });
    }
  }
  return sentences;
}

let styles: Promise<unknown> | null = null;
function loadStyles(): Promise<unknown> {
  styles ??= new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: readAloudCss, onload: resolve, onerror: resolve });
    document.head.append(link);
  });
  return styles;
}

function highlight(range: Range | null): void {
  const registry = 'highlights' in CSS ? CSS.highlights : null;
  if (!range) {
    registry?.delete(HIGHLIGHT);
    return;
  }
  registry?.set(HIGHLIGHT, new Highlight(range));
  // Keep the sentence in view, in the upper third of the screen, where the bar does not cover it.
  const box = range.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight * 0.75) {
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollBy({ top: box.top - innerHeight / 3, behavior: smooth ? 'smooth' : 'auto' });
  }
}

function button(label: string, parent: Element): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.textContent = label;
  parent.append(el);
  return el;
}

let stopCurrent: (() => void) | null = null;

async function start(element: HTMLElement): Promise<void> {
  const body = document.querySelector('.article-body');
  const lang = articleLang(body);
  const voice = voiceFor(speechSynthesis.getVoices(), lang);
  const sentences = body ? sentencesIn(body) : [];
  if (!voice || sentences.length === 0 || stopCurrent) return;
  await loadStyles();
  const play = element.querySelector('button')!;
  const { pause: pauseLabel = '', resume: resumeLabel = '', stop: stopLabel = '' } = element.dataset;
  const bar = document.createElement('div');
  bar.className = 'read-aloud-bar';
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', play.textContent ?? '');
  const pause = button(pauseLabel, bar);
  const stop = button(stopLabel, bar);
  element.append(bar);
  play.hidden = true;
  pause.focus();

  let current: SpeechSynthesisUtterance | null = null;
  const speak = (index: number) => {
    const sentence = sentences[index];
    if (!sentence) return finish();
    const utterance = new SpeechSynthesisUtterance(sentence.text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.onend = () => current === utterance && speak(index + 1);
    utterance.onerror = () => current === utterance && finish();
    current = utterance;
    highlight(sentence.range);
    speechSynthesis.speak(utterance);
  };
  const finish = () => {
    current = null;
    stopCurrent = null;
    removeEventListener('pagehide', finish);
    speechSynthesis.cancel();
    highlight(null);
    const focusInBar = bar.contains(document.activeElement);
    bar.remove();
    play.hidden = false;
    if (focusInBar) play.focus();
  };
  let paused = false;
  pause.addEventListener('click', () => {
    if (paused) speechSynthesis.resume();
    else speechSynthesis.pause();
    paused = !paused;
    pause.textContent = paused ? resumeLabel : pauseLabel;
  });
  stop.addEventListener('click', finish);
  addEventListener('pagehide', finish);
  stopCurrent = finish;
  speechSynthesis.cancel();
  speak(0);
}

export const readAloudRuntime = { start };
export type ReadAloudRuntime = typeof readAloudRuntime;
