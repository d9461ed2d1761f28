import type { ComponentChildren } from 'preact';

/** `code` and **strong** inside a line; everything else is text (nothing is parsed as HTML). */
function inline(text: string): ComponentChildren[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*|\*[^*]+\*)/).map((part, index) => {
    if (part.startsWith('`')) return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('*') && part.length > 2) return <em key={index}>{part.slice(1, -1)}</em>;
    return part;
  });
}

/**
 * The small Markdown subset docs/privacy.md uses (headings, paragraphs, `- ` lists with wrapped
 * lines), rendered as elements so the page is the document itself, not a copy that drifts.
 */
export function Markdown({ source }: { source: string }) {
  const blocks = source.trim().split(/\n\s*\n/);
  return (
    <>
      {blocks.map((block, index) => {
        if (block.startsWith('## ')) return <h2 key={index}>{inline(block.slice(3))}</h2>;
        if (block.startsWith('# ')) return <h1 key={index}>{inline(block.slice(2))}</h1>;
        if (block.startsWith('- ')) {
          const items = block.split(/\n- /).map((item) => item.replace(/^- /, '').replace(/\s*\n\s*/g, ' '));
          return (
            <ul key={index}>
              {items.map((item, itemIndex) => (
                <li key={itemIndex}>{inline(item)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{inline(block.replace(/\s*\n\s*/g, ' '))}</p>;
      })}
    </>
  );
}
