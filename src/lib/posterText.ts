/**
 * Line breaking for the share poster (docs/decisions/154): the poster is drawn as an SVG, which
 * does not wrap text, so its lines are decided here, by the rules of each script:
 * - Chinese breaks between any two characters, except that closing punctuation never starts a line
 *   and opening punctuation never ends one (kinsoku);
 * - Tibetan breaks after a tsheg (་) or a shad (།), never inside a syllable;
 * - Latin breaks at spaces, and inside a word only when the word alone is longer than a line.
 * Widths are estimates in em per grapheme, kept on the generous side so a line never overflows.
 */

/** Never at the start of a line (Chinese closing punctuation and the like). */
const NO_LINE_START = new Set(Array.from('，。、；：？！）」』】》〉〕］｝”’…—～·%,.;:?!)]}’”་།༎'));
/** Never at the end of a line (opening punctuation). */
const NO_LINE_END = new Set(Array.from('（「『【《〈〔［｛“‘([{'));

const HAN = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/u;
const TIBETAN = /[\u0F00-\u0FFF]/u;
const TIBETAN_BREAK = /[\u0F0B\u0F0D\u0F0E\u0F14]$/u;
const SPACE = /^\s+$/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The estimated advance of one grapheme, in em. */
export function graphemeWidth(grapheme: string): number {
  if (SPACE.test(grapheme)) return 0.3;
  if (HAN.test(grapheme)) return 1;
  if (TIBETAN.test(grapheme)) return 0.5;
  if (/^[A-Z0-9@#%&MW]/u.test(grapheme)) return 0.68;
  if (/^[iljft.,:;'!|]/u.test(grapheme)) return 0.32;
  return 0.58;
}

/** The estimated width of a text in em. */
export function textWidth(text: string): number {
  let width = 0;
  for (const { segment } of graphemes.segment(text)) width += graphemeWidth(segment);
  return width;
}

/**
 * The text cut into pieces a line may end after: a Latin word with its following space, one Han
 * character (with the punctuation that may not be separated from it), a Tibetan syllable with its
 * tsheg or shad.
 */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let current = '';
  let glueNext = false;
  for (const { segment } of graphemes.segment(text)) {
    const first = Array.from(segment)[0] ?? '';
    const han = HAN.test(segment) && !NO_LINE_START.has(first);
    // A break before this grapheme: after a space, a tsheg or shad, or around a Han character.
    const lastChar = Array.from(current).at(-1) ?? '';
    const breakBefore =
      current !== '' &&
      !glueNext &&
      !NO_LINE_START.has(first) &&
      !SPACE.test(segment) &&
      (SPACE.test(lastChar) || TIBETAN_BREAK.test(current) || han || (HAN.test(lastChar) && !NO_LINE_END.has(lastChar)));
    if (breakBefore) {
      units.push(current);
      current = '';
    }
    current += segment;
    glueNext = NO_LINE_END.has(first);
  }
  if (current) units.push(current);
  return units;
}

/** A unit longer than a line, cut into line-long pieces by grapheme. */
function splitLong(unit: string, maxEm: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(unit)) {
    if (piece && textWidth(piece + segment) > maxEm) {
      pieces.push(piece);
      piece = '';
    }
    piece += segment;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

const ELLIPSIS = '…';

/**
 * The text in lines of at most `maxEm`, at most `maxLines` of them; a text that does not fit ends
 * its last line with an ellipsis. Whitespace runs count as one space; spaces at a line's ends go.
 */
export function wrapPosterText(text: string, maxEm: number, maxLines: number): string[] {
  const units = breakUnits(text.replace(/\s+/gu, ' ').trim()).flatMap((unit) => (textWidth(unit.trimEnd()) > maxEm ? splitLong(unit, maxEm) : [unit]));
  const lines: string[] = [];
  let line = '';
  let index = 0;
  for (; index < units.length; index++) {
    const unit = units[index]!;
    if (line && textWidth((line + unit).trimEnd()) > maxEm) {
      lines.push(line.trimEnd());
      line = '';
      if (lines.length === maxLines) break;
    }
    line += unit;
  }
  if (index >= units.length) {
    if (line) lines.push(line.trimEnd());
    return lines;
  }
  // Cut: the last line gives up graphemes until the ellipsis fits.
  let last = Array.from(graphemes.segment(lines.pop() ?? ''), ({ segment }) => segment);
  while (last.length && textWidth(last.join('') + ELLIPSIS) > maxEm) last = last.slice(0, -1);
  lines.push(`${last.join('').trimEnd()}${ELLIPSIS}`);
  return lines;
}
