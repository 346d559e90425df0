/**
 * 无图模式 (docs/decisions/153): a tap on a picture's placeholder (src/lib/lightenHtml.ts) puts the
 * picture in its place instead of leaving the page. One listener for the whole page; without
 * JavaScript the placeholder is a plain link to the picture.
 */
export function showPicture(link: HTMLAnchorElement): HTMLImageElement {
  const picture = document.createElement('img');
  for (const { name, value } of link.attributes) if (name !== 'href' && name !== 'class') picture.setAttribute(name, value);
  const classes = [...link.classList].filter((name) => name !== 'pic-off');
  if (classes.length > 0) picture.className = classes.join(' ');
  const [, , width, height] = (link.querySelector('svg')?.getAttribute('viewBox') ?? '').split(' ').map(Number);
  if (width && height) {
    picture.width = width;
    picture.height = height;
  }
  picture.alt = link.querySelector('.visually-hidden')?.textContent?.replace(/^:\s*/, '') ?? '';
  picture.decoding = 'async';
  picture.src = link.href;
  link.replaceWith(picture);
  return picture;
}

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a.pic-off');
  if (!(link instanceof HTMLAnchorElement)) return;
  event.preventDefault();
  showPicture(link);
});
