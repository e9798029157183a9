import type { CenterSettings } from "./types.ts";

/** A center's settings as the API gives them: a demo center with a footer and a contact person. */
export const SETTINGS: CenterSettings = {
  name: "Demo Vrijwilligerscentrale",
  favicon_url: null,
  website_logo_url: null,
  website_logo_width: null,
  website_logo_height: null,
  gtag_id: null,
  primary_color: "indigo",
  primary_color_preset: "indigo",
  primary_color_shades: null,
  secondary_color: "pink",
  secondary_color_preset: "pink",
  secondary_color_shades: null,
  muted_color: "slate",
  muted_color_preset: "slate",
  background_color: null,
  text_color: null,
  shape: "rounded",
  header_variant: "sticky",
  footer_variant: "primary",
  email: "info@demo-vrijwilligers.nl",
  phone: "030 123 45 67",
  street: "Oudegracht",
  house_number: "112",
  postcode: "3511 AX",
  city: "Utrecht",
  default_locale: "nl",
  footer_columns: [
    {
      title: "Over ons",
      links: [
        { label: "Wie wij zijn", url: "/over-ons" },
        { label: "Privacyverklaring", url: "/privacy" },
      ],
    },
  ],
  social_links: [{ platform: "instagram", url: "https://www.instagram.com/demovrijwilligers" }],
  footer_show_address: true,
  contact_name: "Fatima el Amrani",
  contact_role: "Consulent vrijwilligerswerk",
  contact_email: "fatima@demo-vrijwilligers.nl",
  contact_phone: "030 123 45 68",
  contact_photo_url: null,
};

/** A new center's settings: nothing filled in yet. */
export const EMPTY_SETTINGS: CenterSettings = {
  ...SETTINGS,
  email: null,
  phone: null,
  street: null,
  house_number: null,
  postcode: null,
  city: null,
  footer_columns: [],
  social_links: [],
  contact_name: null,
  contact_role: null,
  contact_email: null,
  contact_phone: null,
};
