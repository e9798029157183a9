import type { CenterContact, ContentPage, MenuItem } from "./types.ts";

export const CONTACT: CenterContact = {
  name: "Vrijwilligerspunt Heuvelrug",
  email: "info@vrijwilligerspunt-heuvelrug.test",
  phone: "0343 56 60 00",
  address: "Dorpsstraat 12, 3941 JM Doorn",
  contactName: "Gerard Kuiper",
  contactRole: "consulent vrijwilligerswerk",
};

const base = {
  heroImageUrl: null,
  heroImageAlt: null,
  status: "published" as const,
  publishedAt: "2026-11-01T09:00:00.000Z",
  createdAt: "2026-10-01T09:00:00.000Z",
  updatedAt: "2026-11-01T09:00:00.000Z",
};

/** A page with one block of every type. */
export const ABOUT: ContentPage = {
  ...base,
  id: "2",
  title: "Over ons",
  slug: "over-ons",
  home: false,
  summary: "Het vrijwilligerspunt van de Utrechtse Heuvelrug: Doorn, Driebergen, Leersum, Amerongen en Maarn.",
  seoDescription: "Wie wij zijn en hoe je ons bereikt.",
  blocks: [
    {
      id: "t",
      type: "rich_text",
      body: "<p>Vrijwilligerspunt Heuvelrug is er voor <strong>iedereen</strong> die vrijwilligerswerk zoekt of aanbiedt.</p><h2>Wat we doen</h2><ul><li>Advies</li><li>De vacaturebank</li></ul>",
    },
    {
      id: "i",
      type: "image",
      url: "/tenants/demo/logo.svg",
      alt: "Het logo van het vrijwilligerspunt",
      caption: "Ons logo",
    },
    {
      id: "c",
      type: "call_to_action",
      title: "Zin om te helpen?",
      description: "Bekijk wat er in jouw dorp te doen is.",
      label: "Bekijk de vacatures",
      href: "/vacancies/search",
    },
    { id: "v", type: "vacancy_list", title: "Vacatures in de zorg", query: "q=zorg", limit: 3 },
    {
      id: "f",
      type: "faq",
      title: "Veelgestelde vragen",
      items: [
        { question: "Kost vrijwilligerswerk mij iets?", body: "Nee. Veel organisaties vergoeden onkosten." },
        { question: "Ben ik verzekerd?", body: "Ja, via de vrijwilligersverzekering van de gemeente." },
      ],
    },
    { id: "k", type: "contact", title: "Kom langs", description: "Elke dinsdagochtend inloopspreekuur." },
  ],
};

export const HOME: ContentPage = {
  ...base,
  id: "1",
  title: "Doe mee op de Heuvelrug",
  slug: "",
  home: true,
  summary: "In Doorn, Driebergen, Leersum, Amerongen en Maarn zoeken verenigingen mensen die een handje willen helpen.",
  seoDescription: null,
  blocks: [{ id: "c", type: "call_to_action", title: "Wie zijn wij?", label: "Lees meer", href: "/over-ons" }],
};

export const DRAFT: ContentPage = {
  ...ABOUT,
  id: "3",
  title: "Vrijwilligersavond",
  slug: "vrijwilligersavond",
  status: "draft",
  blocks: [],
};

export const PAGES: ContentPage[] = [HOME, ABOUT, DRAFT];

const item = (
  id: string,
  label: string,
  href: string,
  location: "header" | "footer",
  position: number,
  parentId: string | null = null,
): MenuItem => ({
  id,
  label,
  href,
  location,
  position,
  parentId,
  targetType: href.startsWith("/vacancies") ? "route" : "page",
  contentPageId: href.startsWith("/vacancies") ? null : "2",
  url: href.startsWith("/vacancies") ? href : null,
});

export const MENU: MenuItem[] = [
  item("1", "Vacatures", "/vacancies/search", "header", 0),
  item("2", "Over ons", "/over-ons", "header", 1),
  item("3", "Voor organisaties", "/voor-organisaties", "header", 0, "2"),
  item("4", "Privacyverklaring", "/privacyverklaring", "footer", 0),
  item("5", "Toegankelijkheidsverklaring", "/toegankelijkheidsverklaring", "footer", 1),
];
