/** <to-bottom> (ToBottom.astro). */

/** Editors previewing a long article in the CMS jump to its end; without JS the anchor does the same. */
export class ToBottom extends HTMLElement {
  connectedCallback() {
    this.querySelector('a')?.addEventListener('click', (event) => {
      event.preventDefault();
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' });
    });
  }
}
