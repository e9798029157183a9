/** A partner as the screens use it (the wire's attributes, camelCase). */
export interface Partner {
  id: string;
  name: string;
  logoUrl: string | null;
  link: string | null;
  description: string | null;
  position: number;
}

export interface PartnerValues {
  name: string;
  link: string;
  description: string;
  logo_url: string;
}

export const emptyPartnerValues: PartnerValues = { name: "", link: "", description: "", logo_url: "" };
export const partnerValuesOf = (p: Partner): PartnerValues => ({
  name: p.name,
  link: p.link ?? "",
  description: p.description ?? "",
  logo_url: p.logoUrl ?? "",
});
