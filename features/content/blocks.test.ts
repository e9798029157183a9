import { describe, expect, it } from "vitest";
import { BLOCK_TYPES, emptyBlock, moveBlock, withIds } from "./blocks.ts";

describe("block editing", () => {
  it("moves a block up and down and leaves the list alone at its ends", () => {
    expect(moveBlock(["a", "b", "c"], 1, 0)).toEqual(["b", "a", "c"]);
    expect(moveBlock(["a", "b", "c"], 1, 2)).toEqual(["a", "c", "b"]);
    expect(moveBlock(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveBlock(["a", "b", "c"], 2, 3)).toEqual(["a", "b", "c"]);
  });

  it("makes an empty block of every type with a unique id", () => {
    const blocks = BLOCK_TYPES.map(emptyBlock);
    expect(blocks.map((b) => b.type)).toEqual([...BLOCK_TYPES]);
    expect(new Set(blocks.map((b) => b.id)).size).toBe(BLOCK_TYPES.length);
  });

  it("gives blocks without an id one, and keeps existing ids", () => {
    const out = withIds([{ type: "contact" }, { id: "x", type: "rich_text", body: "<p>a</p>" }]);
    expect(out[0]!.id).toMatch(/^b/);
    expect(out[1]!.id).toBe("x");
  });
});
