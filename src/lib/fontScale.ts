/**
 * Article text size (SPEC §9 "Font size changes by a configured step"). The size is a scale of the
 * normal text size, kept between the bounds below; one tap moves it by the site's configured step
 * (getConfig `siteConfig.font.step`), or by DEFAULT_FONT_STEP when the site sets none.
 */

export const DEFAULT_FONT_STEP = 0.1;
export const MIN_FONT_SCALE = 0.8;
export const MAX_FONT_SCALE = 1.6;

/**
 * The step to use: the configured one when it is a usable fraction. A step beyond half the normal
 * size would jump from bound to bound in one tap, so such a value (or anything not a positive
 * number) counts as not configured.
 */
export function fontStep(configured: number | null | undefined): number {
  return typeof configured === 'number' && Number.isFinite(configured) && configured > 0 && configured <= 0.5 ? configured : DEFAULT_FONT_STEP;
}

/** The scale after one tap up (+1) or down (-1), rounded to hundredths and kept within the bounds. */
export function nextFontScale(current: number, direction: 1 | -1, step: number): number {
  const from = Number.isFinite(current) && current > 0 ? current : 1;
  const next = Math.round((from + direction * fontStep(step)) * 100) / 100;
  return Math.min(MAX_FONT_SCALE, Math.max(MIN_FONT_SCALE, next));
}
