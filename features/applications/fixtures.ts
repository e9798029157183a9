import type { ThreadMessage } from "@ui/MessageThread/MessageThread.tsx";
import type { ApplicationItem } from "./model.ts";

/** Fake data for the stories. */
export const STORY_NOW = "2026-05-04T12:00:00Z";

export function fakeApplication(overrides: Partial<ApplicationItem> = {}): ApplicationItem {
  return {
    id: "12",
    status: "new",
    motivation: "Ik lees graag voor en heb zelf twee kinderen. Op dinsdag- en donderdagmiddag heb ik tijd.",
    availability: "Dinsdag- en donderdagmiddag",
    vacancyId: "7",
    vacancyTitle: "Voorlezen in de bibliotheek",
    organizationName: "Bibliotheek Rijnstad",
    volunteerName: "Sem Jansen",
    volunteerEmail: "sem@example.nl",
    conversationId: "30",
    statusChangedAt: null,
    createdAt: "2026-05-04T09:30:00Z",
    ...overrides,
  };
}

export const fakeApplications: ApplicationItem[] = [
  fakeApplication(),
  fakeApplication({
    id: "13",
    status: "in_progress",
    volunteerName: "Fatima El Amrani",
    volunteerEmail: "fatima@example.nl",
    vacancyTitle: "Maatje voor een oudere buurtgenoot",
    organizationName: "Welzijn Heuvelrug",
    createdAt: "2026-05-01T14:00:00Z",
    statusChangedAt: "2026-05-02T08:00:00Z",
  }),
  fakeApplication({
    id: "14",
    status: "accepted",
    volunteerName: "Daan de Boer",
    volunteerEmail: "daan@example.nl",
    vacancyTitle: "Scheidsrechter jeugdvoetbal",
    organizationName: "VV De Meent",
    createdAt: "2026-04-20T10:00:00Z",
  }),
  fakeApplication({
    id: "15",
    status: "withdrawn",
    volunteerName: "Noor Visser",
    volunteerEmail: "noor@example.nl",
    vacancyTitle: "Taalmaatje voor nieuwkomers",
    organizationName: "Taalhuis",
    createdAt: "2026-03-15T10:00:00Z",
  }),
];

export const fakeMessages: ThreadMessage[] = [
  {
    id: "1",
    body: "Hoi Sem, leuk dat je wilt voorlezen! Kun je dinsdag langskomen voor een kennismaking?",
    authorName: "Fatima El Amrani",
    mine: false,
    createdAt: "2026-05-04T10:00:00Z",
  },
  {
    id: "2",
    body: "Dat komt goed uit. Ik ben er om half drie.",
    authorName: "Sem Jansen",
    mine: true,
    createdAt: "2026-05-04T11:00:00Z",
  },
];
