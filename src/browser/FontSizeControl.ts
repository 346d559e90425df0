/**
 * `<font-size-control>` (FontSizeControl.astro): text size buttons without a framework. The scale
 * is a CSS custom property on the root (set from script, which the CSP allows), remembered in
 * localStorage `fontSize`, and applied as soon as this module runs so the text does not jump later.
 * One tap moves it by the step in the element's `data-step` (src/lib/fontScale.ts has the rule).
 */
import { nextFontScale } from '../lib/fontScale.ts';

const KEY = 'fontSize';

const read = (): number => {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : 1;
  } catch {
    return 1;
  }
};
const apply = (scale: number) => document.documentElement.style.setProperty('--font-scale', String(scale));
apply(read());

export class FontSizeControl extends HTMLElement {
  connectedCallback() {
    this.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-delta]');
      if (!button) return;
      const next = nextFontScale(read(), button.dataset.delta === '-1' ? -1 : 1, Number(this.dataset.step));
      try {
        localStorage.setItem(KEY, String(next));
      } catch {
        // Private mode: the size still applies to this page.
      }
      apply(next);
    });
  }
}

if (!customElements.get('font-size-control')) customElements.define('font-size-control', FontSizeControl);
