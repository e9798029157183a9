import type { FooterColumn, FooterContact } from "@ui/Footer/Footer.tsx";
import type { CenterProfile } from "../centerProfile.ts";

/** The names of the social platforms (the same in both languages). */
export const PLATFORM_NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  x: "X",
  youtube: "YouTube",
  tiktok: "TikTok",
  mastodon: "Mastodon",
};

export interface FooterTexts {
  follow: string;
  contact: string;
  address: string;
  phone: string;
  email: string;
}

const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" ").trim();

/** The footer's columns (the center's own, then its social links) and contact block, from its settings. */
export function footerContent(
  profile: CenterProfile | null | undefined,
  texts: FooterTexts,
): { columns: FooterColumn[]; contact?: FooterContact } {
  if (!profile) return { columns: [] };
  const columns: FooterColumn[] = (profile.footerColumns ?? []).map((c) => ({
    title: c.title,
    links: c.links.map((l) => ({ label: l.label, href: l.url })),
  }));
  const social = profile.socialLinks ?? [];
  if (social.length > 0)
    columns.push({
      title: texts.follow,
      links: social.map((s) => ({ label: PLATFORM_NAMES[s.platform] ?? s.platform, href: s.url })),
    });
  const address = [line(profile.street, profile.houseNumber), line(profile.postcode, profile.city)].filter(Boolean);
  const show = profile.footerShowAddress !== false && (address.length > 0 || profile.phone || profile.email);
  if (!show) return { columns };
  return {
    columns,
    contact: {
      title: texts.contact,
      address,
      ...(profile.phone ? { phone: profile.phone } : {}),
      ...(profile.email ? { email: profile.email } : {}),
      labels: { address: texts.address, phone: texts.phone, email: texts.email },
    },
  };
}
