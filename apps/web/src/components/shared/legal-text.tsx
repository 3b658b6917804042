import { type LegalBlock, type LegalInline, parseLegalText } from '@cuvee/domain/legal/legal-text';
import { Children, type ReactNode, useMemo } from 'react';

/*
 * A legal document's text (issue 24) as elements: the blocks of the Markdown subset the owner
 * writes (packages/domain legal/legal-text.ts), never an HTML string, so nothing an owner types
 * runs on a buyer's page. Plain elements, styled by the page around them: the storefront's CSS on
 * the shop's pages, MUI's typography in the back office. A text is positional: `Children.toArray`
 * keys each part by its place.
 */

function inline(node: LegalInline, external: boolean): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'br':
      return <br />;
    case 'strong':
      return <strong>{inlines(node.children, external)}</strong>;
    case 'em':
      return <em>{inlines(node.children, external)}</em>;
    case 'link': {
      const away = external && /^https?:/i.test(node.href);
      return (
        <a href={node.href} {...(away ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {inlines(node.children, external)}
        </a>
      );
    }
  }
}

const inlines = (nodes: LegalInline[], external: boolean) =>
  Children.toArray(nodes.map((node) => inline(node, external)));

/** A list item or a quote's paragraph. */
const wrap = (Tag: 'li' | 'p', nodes: LegalInline[], external: boolean) => (
  <Tag>{inlines(nodes, external)}</Tag>
);

function block(b: LegalBlock, external: boolean): ReactNode {
  switch (b.type) {
    case 'heading': {
      const Heading = `h${b.level}` as 'h2' | 'h3' | 'h4';
      return <Heading>{inlines(b.children, external)}</Heading>;
    }
    case 'paragraph':
      return <p>{inlines(b.children, external)}</p>;
    case 'list': {
      const List = b.ordered ? 'ol' : 'ul';
      return <List>{Children.toArray(b.items.map((item) => wrap('li', item, external)))}</List>;
    }
    case 'quote':
      return <blockquote>{Children.toArray(b.paragraphs.map((p) => wrap('p', p, external)))}</blockquote>;
    case 'rule':
      return <hr />;
  }
}

/** The text's blocks. `external`: links to other sites open in a new tab (a preview, a dialog). */
export function LegalText({ source, external = false }: { source: string; external?: boolean }) {
  const blocks = useMemo(() => parseLegalText(source), [source]);
  return <>{Children.toArray(blocks.map((b) => block(b, external)))}</>;
}
