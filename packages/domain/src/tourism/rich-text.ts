/*
 * An event's description (issue 27, decision 0135): HTML of a small allow-list — paragraphs,
 * line breaks, bold, italic, bulleted and numbered lists, level-3 headings, links to http(s)
 * or mailto addresses. `sanitizeRichText` rebuilds the text from scratch: every tag outside the
 * list is dropped (a script's or style's content with it), every attribute too except a link's
 * checked href, text is escaped again and tags are balanced. Text without any tag (the
 * descriptions typed before the editor) becomes paragraphs, a single line end a line break.
 * The same function runs on the API's write and on the storefront's render.
 */

type Tag = 'p' | 'br' | 'strong' | 'em' | 'ul' | 'ol' | 'li' | 'h3' | 'a';

/** What each name read maps to (b → strong, i → em, other headings → h3). */
const ALIASES: Record<string, Tag> = {
  p: 'p',
  div: 'p',
  br: 'br',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  h1: 'h3',
  h2: 'h3',
  h3: 'h3',
  h4: 'h3',
  h5: 'h3',
  h6: 'h3',
  a: 'a',
};
const BLOCKS = new Set<Tag>(['p', 'ul', 'ol', 'li', 'h3']);
/** Tags whose content is dropped with them. */
const DROPPED =
  /<(script|style|iframe|object|embed|template|noscript|textarea|title|svg|math)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>|<\?[^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?|\s*\/)*)\s*>/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Character references decoded (named ones of the list, decimal and hex). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code < 0x110000 && !(code >= 0xd800 && code < 0xe000)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A link's address if it is http(s) or mailto (control characters and spaces ignored, as browsers do); else null. */
function richTextHref(raw: string): string | null {
  const href = [...decodeEntities(raw)]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  if (/^https?:\/\/[^/\s]/i.test(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return href;
  return null;
}

const hasMarkup = (text: string) => /<\/?[a-zA-Z][^>]*>/.test(text);

/** Plain text (no tag at all) as paragraphs: blank lines split them, a line end is a break. */
function plainToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p>${p
          .split('\n')
          .map((l) => escapeHtml(decodeEntities(l.trim())))
          .join('<br>')}</p>`,
    )
    .join('');
}

/** The description as the allow-list's HTML (see above); '' when nothing is left. */
export function sanitizeRichText(input: string): string {
  if (!hasMarkup(input)) return plainToHtml(input);
  const source = input.replace(DROPPED, '');
  const out: string[] = [];
  const open: Tag[] = [];
  const close = (tag: Tag) => {
    const at = open.lastIndexOf(tag);
    if (at < 0) return;
    while (open.length > at) out.push(`</${open.pop()}>`);
  };
  const text = (raw: string) => {
    const decoded = decodeEntities(raw);
    if (decoded === '') return;
    // Text straight in a list is put in an item; outside any block, in a paragraph.
    if (open.length === 0 && decoded.trim() === '') return;
    if (open.length === 0) {
      out.push('<p>');
      open.push('p');
    }
    const top = open[open.length - 1];
    if ((top === 'ul' || top === 'ol') && decoded.trim() === '') return;
    if (top === 'ul' || top === 'ol') {
      out.push('<li>');
      open.push('li');
    }
    out.push(escapeHtml(decoded));
  };
  let last = 0;
  for (const m of source.matchAll(TOKEN)) {
    text(source.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[2]?.toLowerCase();
    const tag = name ? ALIASES[name] : undefined;
    if (!tag) continue;
    if (m[1]) {
      close(tag);
      continue;
    }
    if (tag === 'br') {
      if (open.length > 0) out.push('<br>');
      continue;
    }
    if (BLOCKS.has(tag)) {
      // A block closes the inline tags and the paragraph or heading around it.
      if (tag === 'li') {
        const list = Math.max(open.lastIndexOf('ul'), open.lastIndexOf('ol'));
        if (list < 0) {
          close(open[0] as Tag);
          out.push('<ul>');
          open.push('ul');
        } else while (open.length > list + 1) out.push(`</${open.pop()}>`);
      } else {
        while (open.length > 0 && open[open.length - 1] !== 'li') out.push(`</${open.pop()}>`);
      }
    } else if (open.length === 0) {
      out.push('<p>');
      open.push('p');
    }
    if (tag === 'a') {
      if (open.includes('a')) close('a');
      const found = HREF.exec(m[3] ?? '');
      const href = found ? richTextHref(found[1] ?? found[2] ?? found[3] ?? '') : null;
      if (!href) continue;
      out.push(`<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow" target="_blank">`);
    } else out.push(`<${tag}>`);
    open.push(tag);
  }
  text(source.slice(last));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out
    .join('')
    .replace(/<(p|h3|li|strong|em|ul|ol)>(\s|<br>)*<\/\1>/g, '')
    .replace(/<(p|h3|li|strong|em|ul|ol)><\/\1>/g, '');
}

/** The words of a description, for a page's meta description or a calendar file. */
export function richTextPlain(html: string): string {
  return decodeEntities(
    sanitizeRichText(html)
      .replace(/<br>/g, '\n')
      .replace(/<\/(p|h3|li)>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\n{2,}/g, '\n')
    .trim();
}
