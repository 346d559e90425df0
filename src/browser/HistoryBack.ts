/** <history-back> (TopBar.astro). */

/** The login page's close button goes back when there is somewhere to go back to, else home (its href). */
export class HistoryBack extends HTMLElement {
  connectedCallback() {
    this.querySelector('a')?.addEventListener('click', (event) => {
      if (history.length > 1 && document.referrer.startsWith(location.origin)) {
        event.preventDefault();
        history.back();
      }
    });
  }
}
