import { Fragment, memo } from 'react';
import { parseMarkdown } from './sticky-markdown';
import type { Span } from './sticky-markdown';

function SpanView({ span }: { span: Span }) {
  switch (span.kind) {
    case 'bold': return <strong>{span.text}</strong>;
    case 'italic': return <em>{span.text}</em>;
    case 'code': return <code>{span.text}</code>;
    case 'link': return <a href={span.href} target="_blank" rel="noreferrer noopener">{span.text}</a>;
    default: return <>{span.text}</>;
  }
}

function Spans({ spans }: { spans: Span[] }) {
  return <>{spans.map((span, i) => <SpanView key={i} span={span} />)}</>;
}

function StickyMarkdownInner({ source }: { source: string }) {
  return (
    <>
      {parseMarkdown(source).map((block, i) => {
        if (block.kind === 'heading') {
          const Tag = `h${Math.min(block.level, 6)}` as 'h1';
          return <Tag key={i}><Spans spans={block.spans} /></Tag>;
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return <List key={i}>{block.items.map((item, j) => <li key={j}><Spans spans={item} /></li>)}</List>;
        }
        return <Fragment key={i}><p><Spans spans={block.spans} /></p></Fragment>;
      })}
    </>
  );
}

export const StickyMarkdown = memo(StickyMarkdownInner);
