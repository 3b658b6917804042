/** The e-label's serif, as on a wine label. */
export const SERIF = 'Georgia, "Liberation Serif", "Times New Roman", serif';
/** Ink, muted text and rules of the label. */
export const INK = '#1f1a17';
export const MUTED = '#5b524b';
export const RULE = '#e3dbd1';
