import type { Vacancy } from "./types.ts";

/** A stand-in photo and logo for stories (data URLs: no network, no files). */
export const FAKE_PHOTO =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#9cc3e6"/><rect y="250" width="640" height="110" fill="#6a9f58"/><rect x="180" y="170" width="280" height="110" rx="18" fill="#f4f4f4"/><rect x="200" y="190" width="60" height="40" fill="#5a7fa8"/><rect x="280" y="190" width="60" height="40" fill="#5a7fa8"/><rect x="360" y="190" width="60" height="40" fill="#5a7fa8"/><circle cx="240" cy="285" r="22" fill="#333"/><circle cx="400" cy="285" r="22" fill="#333"/></svg>',
  );
export const FAKE_LOGO =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60" rx="8" fill="#1d4e89"/><text x="60" y="38" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">Taalhuis</text></svg>',
  );

/** Fake vacancies for stories. */
const base: Vacancy = {
  id: "1",
  title: "Maatje voor een oudere buurtbewoner",
  summary: "Een keer per week samen wandelen, koffie drinken of boodschappen doen.",
  description:
    '<h2>Wat ga je doen?</h2><p>Je bezoekt <strong>elke week</strong> dezelfde oudere buurtbewoner.</p><ul><li><p>Samen wandelen</p></li><li><p>Een kopje koffie</p></li></ul><p>Meer weten? Lees <a href="https://voorbeeld.nl">onze folder</a>.</p>',
  status: "published",
  categories: ["welzijn", "buurt"],
  skills: ["luisteren", "geduld"],
  targetGroups: ["ouderen"],
  remote: false,
  postcode: "6811 AB",
  city: "Arnhem",
  latitude: 51.98,
  longitude: 5.91,
  hoursPerWeek: 2,
  schedule: "regelmatig",
  startDate: "2026-03-01",
  endDate: "2026-12-31",
  positions: 3,
  minimumAge: 18,
  vogRequired: true,
  contactName: "Fatima el Amrani",
  contactEmail: "fatima@zorgsamen.nl",
  contactPhone: "026 123 45 67",
  imageUrl: null,
  imageAlt: null,
  organizationLogoUrl: null,
  sharedWithCenters: [],
  publishedAt: "2026-02-01T09:00:00Z",
  applicationsCount: 4,
  shared: false,
  sharedBy: null,
  distanceKm: null,
  createdAt: "2026-01-20T09:00:00Z",
  updatedAt: "2026-02-10T09:00:00Z",
  organization: { id: "7", name: "Zorg Samen Arnhem" },
  address: { street: "Jansplein", houseNumber: "12", postcode: "6811 AB", city: "Arnhem" },
};

export const VACANCIES: Vacancy[] = [
  base,
  {
    ...base,
    id: "2",
    title: "Taalcoach op afstand",
    summary: "Help een nieuwkomer via videobellen met Nederlands oefenen.",
    categories: ["taal_en_integratie", "onderwijs"],
    remote: true,
    city: null,
    postcode: null,
    hoursPerWeek: 1,
    schedule: "flexibel",
    status: "draft",
    applicationsCount: 0,
    organization: { id: "8", name: "Taalhuis Gelderland" },
    organizationLogoUrl: FAKE_LOGO,
  },
  {
    ...base,
    id: "3",
    title: "Chauffeur voor de buurtbus",
    summary: "Rijd één of twee dagdelen per week met de buurtbus door de dorpen.",
    categories: ["vervoer"],
    city: "Ede",
    postcode: "6711 AA",
    hoursPerWeek: 8,
    schedule: "regelmatig",
    distanceKm: 3.24,
    status: "closed",
    organization: { id: "9", name: "Buurtbus Ede" },
    imageUrl: FAKE_PHOTO,
    imageAlt: "De witte buurtbus bij de halte in het dorp",
  },
  {
    ...base,
    id: "4",
    title: "Helpende hand bij het zomerfestival",
    summary: "Op de festivaldag help je bij de ingang, de bar of het opruimen.",
    categories: ["evenementen", "cultuur"],
    city: "Utrecht",
    postcode: "3511 AA",
    hoursPerWeek: 6,
    schedule: "eenmalig",
    shared: true,
    sharedBy: "Vrijwilligerspunt Heuvelrug",
    distanceKm: 12.6,
    status: "archived",
    organization: { id: "10", name: "Stichting Zomerfeest" },
  },
];
