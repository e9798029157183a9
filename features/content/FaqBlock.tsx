import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@ui/Accordion/Accordion.tsx";
import type { ContentBlock } from "./types.ts";

/**
 * The questions and answers of a faq block. A module of its own, loaded by ContentBlocks when a
 * page has such a block: the home page (which has none) does not carry the Radix accordion.
 */
export default function FaqBlock({ block }: { block: Extract<ContentBlock, { type: "faq" }> }) {
  return (
    <Accordion type="multiple">
      {block.items.map((item, i) => (
        <AccordionItem key={i} value={String(i)}>
          <AccordionTrigger level={block.title ? 3 : 2}>{item.question}</AccordionTrigger>
          <AccordionContent>
            <p className="whitespace-pre-line">{item.body}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
