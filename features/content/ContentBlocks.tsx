import { Mail, MapPin, Phone } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonLinkProps } from "@ui/Button/PlainButton.tsx";
import { PlainLink, type LinkComponent, type LinkProps } from "@ui/lib/link.ts";
import type { CenterContact, ContentBlock, VacancyListBlock } from "./types.ts";
import { withMerge } from "@ui/lib/cn.ts";

/** Rich text as the server keeps it: p, br, strong, em, ul, ol, li, a[href], h2, h3. */
export const RICH_TEXT_CLASSES =
  "flex flex-col gap-3 text-base leading-relaxed [&_a]:text-link [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6";

export interface ContentBlocksProps {
  blocks: ContentBlock[];
  /** The vacancies of a vacancy-list block (the app composes them from the vacancy bank). */
  renderVacancyList: (block: VacancyListBlock) => ReactNode;
  contact: CenterContact;
  linkComponent?: LinkComponent;
}

/** The faq block's accordion (Radix), fetched with the first page that has one. */
const FaqBlock = lazy(withMerge(() => import("./FaqBlock.tsx")));

function FaqFallback({ block }: { block: Extract<ContentBlock, { type: "faq" }> }) {
  const Question = block.title ? "h3" : "h2";
  return (
    <div className="flex flex-col">
      {block.items.map((item, i) => (
        <Question key={i} className="border-b border-border py-4 font-semibold">
          {item.question}
        </Question>
      ))}
    </div>
  );
}

/** A link of a block: a path of this site through the router, anything else as a plain link. */
function BlockLink({ as: Link, children, ...props }: LinkProps & { href: string; as: LinkComponent }) {
  return props.href.startsWith("/") ? <Link {...props}>{children}</Link> : <a {...props}>{children}</a>;
}

function ContactBlockView({
  block,
  contact,
}: {
  block: Extract<ContentBlock, { type: "contact" }>;
  contact: CenterContact;
}) {
  const { t } = useTranslation("content");
  return (
    <section
      className="rounded-xl border border-border bg-surface p-6"
      aria-label={block.title ?? t("blocks.contactTitle")}
    >
      <h2 className="text-2xl font-semibold">{block.title || t("blocks.contactTitle")}</h2>
      {block.description ? <p className="mt-2">{block.description}</p> : null}
      <ul className="mt-4 flex flex-col gap-2 [&_svg]:size-5 [&_svg]:shrink-0">
        <li className="font-semibold">{contact.name}</li>
        {contact.contactName ? (
          <li>{contact.contactRole ? `${contact.contactName}, ${contact.contactRole}` : contact.contactName}</li>
        ) : null}
        {contact.address ? (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden />
            {contact.address}
          </li>
        ) : null}
        {contact.phone ? (
          <li className="flex items-center gap-2">
            <Phone aria-hidden />
            <a className="text-link underline underline-offset-4" href={`tel:${contact.phone.replace(/\s/g, "")}`}>
              {contact.phone}
            </a>
          </li>
        ) : null}
        {contact.email ? (
          <li className="flex items-center gap-2">
            <Mail aria-hidden />
            <a className="text-link underline underline-offset-4" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** One block of a content page. */
export function ContentBlockView({
  block,
  renderVacancyList,
  contact,
  linkComponent = PlainLink,
}: Omit<ContentBlocksProps, "blocks"> & { block: ContentBlock }) {
  switch (block.type) {
    case "rich_text":
      // Sanitized by the server (server/modules/content/sanitize.ts).
      return <div className={RICH_TEXT_CLASSES} dangerouslySetInnerHTML={{ __html: block.body }} />;
    case "image":
      return (
        <figure className="flex flex-col gap-2">
          <img src={block.url} alt={block.alt} loading="lazy" className="w-full rounded-xl object-cover" />
          {block.caption ? <figcaption className="text-sm text-fg-muted">{block.caption}</figcaption> : null}
        </figure>
      );
    case "call_to_action":
      return (
        <section className="flex flex-col items-start gap-3 rounded-xl bg-accent p-6 text-on-accent">
          <h2 className="text-2xl font-semibold">{block.title}</h2>
          {block.description ? <p>{block.description}</p> : null}
          <BlockLink href={block.href} as={linkComponent} {...buttonLinkProps()}>
            {block.label}
          </BlockLink>
        </section>
      );
    case "vacancy_list":
      return (
        <section className="flex flex-col gap-4">
          {block.title ? <h2 className="text-2xl font-semibold">{block.title}</h2> : null}
          {renderVacancyList(block)}
        </section>
      );
    case "faq":
      return (
        <section className="flex flex-col gap-3">
          {block.title ? <h2 className="text-2xl font-semibold">{block.title}</h2> : null}
          {/* The questions as a list while the accordion's code arrives (the list stays in place). */}
          <Suspense fallback={<FaqFallback block={block} />}>
            <FaqBlock block={block} />
          </Suspense>
        </section>
      );
    case "contact":
      return <ContactBlockView block={block} contact={contact} />;
    default:
      return null;
  }
}

/** The blocks of a page, one under the other. */
export function ContentBlocks({ blocks, ...rest }: ContentBlocksProps) {
  return (
    <div className="flex flex-col gap-10" data-slot="content-blocks">
      {blocks.map((block, i) => (
        <div key={block.id ?? i} data-block={block.type}>
          <ContentBlockView block={block} {...rest} />
        </div>
      ))}
    </div>
  );
}
