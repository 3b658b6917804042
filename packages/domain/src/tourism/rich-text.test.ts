import { describe, expect, it } from 'vitest';
import { richTextPlain, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText (decision 0135)', () => {
  it("keeps the editor's allow-list as it is", () => {
    const html =
      '<h3>Le chai</h3><p>Une <strong>visite</strong> <em>guidée</em><br>puis la cave.</p>' +
      '<ul><li><p>Rouge</p></li><li><p>Blanc</p></li></ul><ol><li><p>Un</p></li></ol>' +
      '<p><a href="https://domaine.fr/visites" rel="noopener noreferrer nofollow" target="_blank">Le site</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers and javascript: links, keeping their text', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)">Bonjour<script>alert("x")</script><style>p{}</style></p>' +
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">ici</a>' +
        '<a href=" jav&#x09;ascript:alert(1)">là</a><a href="data:text/html,x">data</a>',
    );
    expect(out).toBe('<p>Bonjour</p><p>icilàdata</p>');
    expect(out).not.toMatch(/script|onclick|onerror|alert/);
  });

  it('escapes text and rebalances tags', () => {
    expect(sanitizeRichText('<p>a &lt;b&gt; & "c"<strong>gras')).toBe(
      '<p>a &lt;b&gt; &amp; &quot;c&quot;<strong>gras</strong></p>',
    );
    expect(sanitizeRichText('<b>x</b></p></ul><li>y')).toBe('<p><strong>x</strong></p><ul><li>y</li></ul>');
    expect(sanitizeRichText('<h1>Titre</h1><div>bloc</div>')).toBe('<h3>Titre</h3><p>bloc</p>');
  });

  it('turns a plain text typed before the editor into paragraphs', () => {
    expect(sanitizeRichText('Une visite.\nAvec dégustation.\n\nSur réservation <3')).toBe(
      '<p>Une visite.<br>Avec dégustation.</p><p>Sur réservation &lt;3</p>',
    );
    expect(sanitizeRichText('')).toBe('');
  });

  it('gives the words for a meta description', () => {
    expect(richTextPlain('<h3>Le chai</h3><p>Une <b>visite</b> &amp; plus</p>')).toBe(
      'Le chai\nUne visite & plus',
    );
  });
});
