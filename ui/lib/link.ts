import { createElement, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from "react";

/** Props every link-rendering component receives; the app passes its router's Link (ui knows no router). */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

export type LinkComponent = ComponentType<LinkProps>;

/** The default: a plain anchor. */
export function PlainLink(props: LinkProps) {
  return createElement("a", props);
}
