/*
 * The text of a legal document (issue 24): a small Markdown subset the owner writes and every
 * screen shows the same way — headings, paragraphs, lists, quotes, rules, bold, italics and
 * links. It is parsed into blocks that the web renders as elements, never as an HTML string:
 * what an owner types as HTML stays text, and a link goes only to http(s), mailto:, tel: or a
 * path of the site.
 *
 *   ## Title           ### Subtitle        - item / 1. item      > quote      ---
 *   **bold**           *italic*            [text](https://…)     \* a literal star
 */

export type LegalInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: LegalInline[] }
  | { type: 'em'; children: LegalInline[] }
  | { type: 'link'; href: string; children: LegalInline[] }
  | { type: 'br' };

export type LegalBlock =
  | { type: 'heading'; level: 2 | 3 | 4; children: LegalInline[] }
  | { type: 'paragraph'; children: LegalInline[] }
  | { type: 'list'; ordered: boolean; items: LegalInline[][] }
  | { type: 'quote'; paragraphs: LegalInline[][] }
  | { type: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,3}[.)]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

/** A link's target when it is one the page may follow; null otherwise (the text stays). */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (!href || /[\s<>"']/.test(href)) return null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (href.startsWith('#')) return href;
  return null;
}

/** Nesting of bold, italics and links, at most (beyond, markers stay text). */
const MAX_DEPTH = 4;

function pushText(out: LegalInline[], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

/** Where the closing `marker` of a span opened before `from` is, or -1. */
function closing(text: string, marker: string, from: number): number {
  for (let i = from; i <= text.length - marker.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text.startsWith(marker, i)) {
      // '*' alone does not close on the first star of '**'.
      if (marker === '*' && text[i + 1] === '*') {
        i++;
        continue;
      }
      return i;
    }
  }
  return -1;
}

/** The bold, italics and links of one line (or a paragraph's lines, '\n' a line break). */
export function parseInline(text: string, depth = 0): LegalInline[] {
  const out: LegalInline[] = [];
  let plain = '';
  const flush = () => {
    pushText(out, plain);
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length && /[\\*_[\]()#>`-]/.test(text[i + 1]!)) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '\n') {
      flush();
      out.push({ type: 'br' });
      i++;
      continue;
    }
    if (depth < MAX_DEPTH && text.startsWith('**', i)) {
      const end = closing(text, '**', i + 2);
      if (end > i + 2 && text[i + 2] !== ' ') {
        flush();
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    } else if (depth < MAX_DEPTH && c === '*') {
      const end = closing(text, '*', i + 1);
      if (end > i + 1 && text[i + 1] !== ' ') {
        flush();
        out.push({ type: 'em', children: parseInline(text.slice(i + 1, end), depth + 1) });
        i = end + 1;
        continue;
      }
    } else if (depth < MAX_DEPTH && c === '[') {
      const link = /^\[([^\]\n]+)\]\(([^)\s]+)\)/.exec(text.slice(i));
      const href = link ? safeHref(link[2]!) : null;
      if (link && href) {
        flush();
        out.push({ type: 'link', href, children: parseInline(link[1]!, depth + 1) });
        i += link[0].length;
        continue;
      }
    }
    plain += c;
    i++;
  }
  flush();
  return out;
}

type Line = { text: string; kind: 'blank' | 'heading' | 'bullet' | 'numbered' | 'rule' | 'quote' | 'text' };

function classify(text: string): Line {
  if (!text.trim()) return { text, kind: 'blank' };
  if (HEADING.test(text)) return { text, kind: 'heading' };
  if (RULE.test(text)) return { text, kind: 'rule' };
  if (BULLET.test(text)) return { text, kind: 'bullet' };
  if (NUMBERED.test(text)) return { text, kind: 'numbered' };
  if (QUOTE.test(text)) return { text, kind: 'quote' };
  return { text, kind: 'text' };
}

/** Paragraphs of lines ('\n' kept inside one, a blank line between two). */
function paragraphsOf(lines: string[]): LegalInline[][] {
  const paragraphs: LegalInline[][] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) paragraphs.push(parseInline(current.map((l) => l.trim()).join('\n')));
    current = [];
  };
  for (const line of lines) {
    if (line.trim()) current.push(line);
    else flush();
  }
  flush();
  return paragraphs;
}

/** The blocks of a legal document's text. */
export function parseLegalText(source: string): LegalBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n').map(classify);
  const blocks: LegalBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    switch (line.kind) {
      case 'blank':
        i++;
        break;
      case 'heading': {
        const [, hashes, title] = HEADING.exec(line.text)!;
        const level = hashes!.length <= 2 ? 2 : hashes!.length === 3 ? 3 : 4;
        blocks.push({ type: 'heading', level, children: parseInline(title!) });
        i++;
        break;
      }
      case 'rule':
        blocks.push({ type: 'rule' });
        i++;
        break;
      case 'bullet':
      case 'numbered': {
        const kind = line.kind;
        const pattern = kind === 'bullet' ? BULLET : NUMBERED;
        const items: string[][] = [];
        // An item goes on over the lines of text that follow it, until a blank line or another block.
        while (i < lines.length && (lines[i]!.kind === kind || (items.length && lines[i]!.kind === 'text'))) {
          const current = lines[i]!;
          if (current.kind === kind) items.push([pattern.exec(current.text)![1]!]);
          else items[items.length - 1]!.push(current.text.trim());
          i++;
        }
        blocks.push({
          type: 'list',
          ordered: kind === 'numbered',
          items: items.map((item) => parseInline(item.join('\n'))),
        });
        break;
      }
      case 'quote': {
        const inner: string[] = [];
        while (i < lines.length && lines[i]!.kind === 'quote') {
          inner.push(QUOTE.exec(lines[i]!.text)![1]!);
          i++;
        }
        blocks.push({ type: 'quote', paragraphs: paragraphsOf(inner) });
        break;
      }
      case 'text': {
        const inner: string[] = [];
        while (i < lines.length && lines[i]!.kind === 'text') {
          inner.push(lines[i]!.text);
          i++;
        }
        blocks.push({ type: 'paragraph', children: paragraphsOf(inner)[0] ?? [] });
        break;
      }
    }
  }
  return blocks;
}

/** The words of a text without its marks (a summary, a search, a check that it says something). */
export function legalPlainText(source: string): string {
  const walk = (inlines: LegalInline[]): string =>
    inlines
      .map((n) =>
        n.type === 'text' ? n.text : n.type === 'br' ? ' ' : 'children' in n ? walk(n.children) : '',
      )
      .join('');
  return parseLegalText(source)
    .map((b) =>
      b.type === 'heading' || b.type === 'paragraph'
        ? walk(b.children)
        : b.type === 'list'
          ? b.items.map(walk).join(' ')
          : b.type === 'quote'
            ? b.paragraphs.map(walk).join(' ')
            : '',
    )
    .filter(Boolean)
    .join('\n');
}
