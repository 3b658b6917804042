/*
 * The editor's formatting buttons (issue 24): each turns the selected text of the legal
 * document into the Markdown subset the pages show (packages/domain legal/legal-text.ts), and
 * answers the selection to restore.
 */

export type LegalFormat = 'heading' | 'subheading' | 'bold' | 'italic' | 'list' | 'numbered' | 'link';
export type Edit = { text: string; start: number; end: number };

const LINE_PREFIX: Partial<Record<LegalFormat, (index: number) => string>> = {
  heading: () => '## ',
  subheading: () => '### ',
  list: () => '- ',
  numbered: (i) => `${i + 1}. `,
};

/** Any heading or list mark a line starts with (a new one replaces it). */
const MARK = /^(#{1,6}\s+|[-*+]\s+|\d{1,3}[.)]\s+)/;

export function applyFormat(
  text: string,
  start: number,
  end: number,
  format: LegalFormat,
  placeholder = 'texte',
): Edit {
  const prefix = LINE_PREFIX[format];
  if (prefix) {
    // Whole lines: from the start of the first selected line to the end of the last.
    const from = text.lastIndexOf('\n', start - 1) + 1;
    const toBreak = text.indexOf(
      '\n',
      Math.max(end - (end > start && text[end - 1] === '\n' ? 1 : 0), start),
    );
    const to = toBreak === -1 ? text.length : toBreak;
    const lines = text.slice(from, to).split('\n');
    const marked = lines.map((line, i) => `${prefix(i)}${line.replace(MARK, '')}`).join('\n');
    return { text: text.slice(0, from) + marked + text.slice(to), start: from, end: from + marked.length };
  }
  const selected = text.slice(start, end) || placeholder;
  const [before, after] =
    format === 'bold' ? ['**', '**'] : format === 'italic' ? ['*', '*'] : ['[', '](https://)'];
  const next = text.slice(0, start) + before + selected + after + text.slice(end);
  if (format === 'link') {
    // The address is selected next, to be typed over.
    const urlStart = start + before.length + selected.length + 2;
    return { text: next, start: urlStart, end: urlStart + 'https://'.length };
  }
  return { text: next, start: start + before.length, end: start + before.length + selected.length };
}
