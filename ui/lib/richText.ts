/** Styles for the server's sanitized rich text (p, br, strong, em, ul, ol, li, a, h2, h3): vacancy descriptions, news. */
export const RICH_TEXT_CLASSES =
  "flex flex-col gap-3 text-base leading-relaxed [&_a]:text-link [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-1 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6";
