import type { Workshop, WorkshopRegistration, WorkshopSession } from "./types.ts";

/** The stories' "now": Thursday 3 December 2026, noon in Utrecht. */
export const STORY_NOW = "2026-12-03T11:00:00.000Z";

const session = (
  over: Partial<WorkshopSession> & Pick<WorkshopSession, "id" | "startsAt" | "endsAt">,
): WorkshopSession => ({
  location: "Vrijwilligerscentrale Utrecht, Oudegracht 245, Utrecht",
  online: false,
  capacity: 12,
  registeredCount: 4,
  waitingCount: 0,
  cancelledAt: null,
  myStatus: null,
  myPosition: null,
  ...over,
});

export const WORKSHOP_FIXTURES: Workshop[] = [
  {
    id: "1",
    title: "Omgaan met dementie",
    description:
      "Je bezoekt iemand die dingen vergeet, of je helpt bij een dagbesteding. Hoe herken je dementie, hoe praat je met iemand die de draad kwijtraakt, en hoe zorg je ook goed voor jezelf?\n\nEen casemanager dementie vertelt uit de praktijk. Koffie en thee staan klaar.",
    status: "published",
    sessions: [
      session({
        id: "11",
        startsAt: "2026-11-19T18:30:00Z",
        endsAt: "2026-11-19T20:30:00Z",
        registeredCount: 12,
      }),
      session({
        id: "12",
        startsAt: "2026-12-10T18:30:00Z",
        endsAt: "2026-12-10T20:30:00Z",
        capacity: 8,
        registeredCount: 8,
        waitingCount: 3,
        myStatus: "waiting",
        myPosition: 2,
      }),
      session({
        id: "13",
        startsAt: "2027-01-14T12:30:00Z",
        endsAt: "2027-01-14T14:30:00Z",
        location: "Buurthuis De Boog, Houten",
        capacity: 16,
        registeredCount: 3,
      }),
    ],
  },
  {
    id: "2",
    title: "Eerste hulp bij vrijwilligerswerk",
    description:
      "Wat doe je als iemand valt, onwel wordt of zich verslikt tijdens een activiteit? Een instructeur van het Rode Kruis leert je de eerste handelingen.",
    status: "published",
    sessions: [
      session({
        id: "21",
        startsAt: "2026-12-19T08:30:00Z",
        endsAt: "2026-12-19T11:30:00Z",
        registeredCount: 7,
        myStatus: "registered",
      }),
    ],
  },
  {
    id: "3",
    title: "Social media voor je vereniging",
    description:
      "Meer leden, vrijwilligers of bezoekers via Facebook, Instagram of WhatsApp? Je leert wat je deelt en hoe vaak.",
    status: "published",
    sessions: [
      session({
        id: "31",
        startsAt: "2027-01-07T18:30:00Z",
        endsAt: "2027-01-07T20:00:00Z",
        online: true,
        location: null,
        capacity: 30,
        registeredCount: 4,
      }),
      session({
        id: "32",
        startsAt: "2027-01-21T18:30:00Z",
        endsAt: "2027-01-21T20:00:00Z",
        cancelledAt: "2026-12-01T09:00:00Z",
        online: true,
        location: null,
        capacity: 30,
        registeredCount: 1,
      }),
    ],
  },
  {
    id: "4",
    title: "Grenzen stellen als mantelzorgvrijwilliger",
    description: null,
    status: "draft",
    sessions: [],
  },
];

export const PUBLISHED_WORKSHOPS = WORKSHOP_FIXTURES.filter((w) => w.status === "published");
export const MY_WORKSHOPS = WORKSHOP_FIXTURES.filter((w) => w.sessions.some((s) => s.myStatus));

export const REGISTRATION_FIXTURES: WorkshopRegistration[] = [
  {
    id: "101",
    status: "registered",
    position: null,
    name: "Fatima el Amrani",
    email: "fatima@example.nl",
    createdAt: "2026-11-20T09:12:00Z",
  },
  {
    id: "102",
    status: "registered",
    position: null,
    name: "Henk de Vries",
    email: "henk.devries@example.nl",
    createdAt: "2026-11-21T14:40:00Z",
  },
  {
    id: "103",
    status: "waiting",
    position: 1,
    name: "Sanne Bakker",
    email: "sanne@example.nl",
    createdAt: "2026-11-28T19:05:00Z",
  },
];
