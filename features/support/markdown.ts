/**
 * The small part of Markdown the changelog uses: `#` and `##` headings, `-` list items and
 * paragraphs (lines joined). Rendered as React elements, never as HTML, so nothing in the file can
 * become markup.
 */
export type Block =
  { kind: "h1" | "h2" | "h3"; text: string } | { kind: "list"; items: string[] } | { kind: "p"; text: string };

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "p", text: paragraph.join(" ") });
    paragraph = [];
    if (list) blocks.push({ kind: "list", items: list });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: `h${heading[1]!.length}` as "h1" | "h2" | "h3", text: heading[2]!.trim() });
    } else if (/^[-*]\s+/.test(line)) {
      if (paragraph.length) flush();
      (list ??= []).push(line.replace(/^[-*]\s+/, ""));
    } else if (list && raw.startsWith("  ")) list[list.length - 1] += ` ${line}`;
    else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
