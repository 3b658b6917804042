/**
 * The CSS variable a shown save bar sets on the document: how far from the viewport's bottom
 * edge it reaches. Snackbars and the chat button add it to their own bottom offset so they
 * never cover the bar (decision 0019). Unset when no save bar is shown.
 */
export const SAVE_BAR_VAR = '--cv-save-bar';

/** A bottom offset that clears the save bar: `max(base, bar + gap)`. */
export function aboveSaveBar(basePx: number, gapPx = 8): string {
  return `max(${basePx}px, calc(var(${SAVE_BAR_VAR}, 0px) + ${gapPx}px))`;
}
