/** <home-carousel> (Carousel.astro, docs/decisions/040-carousel-without-swiper.md). */

/** Dots for the carousel: they follow the swiped slide and scroll to a slide when pressed. */
export class HomeCarousel extends HTMLElement {
  connectedCallback(): void {
    const track = this.querySelector<HTMLElement>('.carousel-track');
    const dots = [...this.querySelectorAll<HTMLButtonElement>('.carousel-dot')];
    const slides = [...this.querySelectorAll<HTMLElement>('.carousel-slide')];
    if (!track || dots.length < 2) return;
    dots[0]?.parentElement?.removeAttribute('hidden');
    const mark = (current: number) => dots.forEach((dot, index) => (index === current ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) mark(slides.indexOf(entry.target as HTMLElement));
      },
      { root: track, threshold: 0.6 },
    );
    slides.forEach((slide) => observer.observe(slide));
    this.addEventListener('click', (event) => {
      const dot = (event.target as Element | null)?.closest<HTMLButtonElement>('.carousel-dot');
      const slide = dot ? slides[Number(dot.dataset.index)] : undefined;
      if (!slide) return;
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior: reduce ? 'auto' : 'smooth' });
    });
  }
}
