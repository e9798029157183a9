import { BLOCK_TYPES, type BlockType, type ContentBlock } from "@contract/content.ts";

let counter = 0;
/** A short id for a new block (the editor's keys and focus). */
export const newBlockId = () => `b${Date.now().toString(36)}${(++counter).toString(36)}`;

/** An empty block of a type, as the editor adds it. */
export function emptyBlock(type: BlockType): ContentBlock {
  const id = newBlockId();
  switch (type) {
    case "rich_text":
      return { id, type, body: "" };
    case "image":
      return { id, type, url: "", alt: "", caption: "" };
    case "call_to_action":
      return { id, type, title: "", description: "", label: "", href: "" };
    case "vacancy_list":
      return { id, type, title: "", query: "", limit: 6 };
    case "faq":
      return { id, type, title: "", items: [{ question: "", body: "" }] };
    case "contact":
      return { id, type, title: "", description: "" };
  }
}

/** The list with the block at `from` moved to `to` (clamped); the same list when it cannot move. */
export function moveBlock<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Every block with an id (pages stored before ids, demo pages), so the editor can key them. */
export const withIds = (blocks: readonly ContentBlock[]): ContentBlock[] =>
  blocks.map((b) => (b.id ? b : { ...b, id: newBlockId() }));

export { BLOCK_TYPES };
