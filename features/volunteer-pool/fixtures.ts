import type { PoolFilters, PoolInvitation, PoolVolunteer, VacancyOption } from "./types.ts";

export const POOL_VOLUNTEER_FIXTURES: PoolVolunteer[] = [
  {
    id: "41",
    name: "Marieke de Vries",
    place: "Arnhem",
    travelKm: 10,
    skills: ["zorg", "luisteren", "koken"],
    categories: ["zorg", "welzijn"],
    availability: ["weekday_morning", "weekday_afternoon"],
    summary: "Gepensioneerd wijkverpleegkundige. Ik ga graag bij ouderen op bezoek en kook af en toe voor een groep.",
    availableSince: "2026-09-14T10:00:00Z",
    distanceKm: null,
    invitedVacancyIds: ["12"],
  },
  {
    id: "42",
    name: "Youssef Amrani",
    place: "Velp",
    travelKm: 25,
    skills: ["computer", "talen", "lesgeven"],
    categories: ["taal_en_integratie", "onderwijs"],
    availability: ["weekday_evening", "weekend_morning"],
    summary: "Student informatica, spreekt Arabisch en Frans. Help graag met taal en met de computer.",
    availableSince: "2026-10-02T18:30:00Z",
    distanceKm: null,
    invitedVacancyIds: [],
  },
  {
    id: "43",
    name: "Henk Bosman",
    place: "Oosterbeek",
    travelKm: 5,
    skills: ["rijbewijs", "klussen", "tuinieren"],
    categories: ["vervoer", "natuur_en_milieu", "buurt"],
    availability: ["weekday_morning", "weekend_morning", "weekend_afternoon"],
    summary: null,
    availableSince: "2026-11-20T08:00:00Z",
    distanceKm: null,
    invitedVacancyIds: [],
  },
];

export const POOL_INVITATION_FIXTURES: PoolInvitation[] = [
  {
    id: "7",
    volunteerId: "41",
    volunteerName: "Marieke de Vries",
    vacancyId: "12",
    vacancyTitle: "Gastvrouw in de huiskamer",
    organizationName: "Stichting Buurtkamer Presikhaaf",
    message: "Je schreef dat je graag bij ouderen op bezoek gaat: dit lijkt me echt iets voor jou!",
    state: "applied",
    invitedByName: "Petra Jansen",
    createdAt: "2026-11-18T09:40:00Z",
  },
  {
    id: "6",
    volunteerId: "42",
    volunteerName: "Youssef Amrani",
    vacancyId: "15",
    vacancyTitle: "Taalmaatje voor een nieuwkomer",
    organizationName: "VluchtelingenWerk Arnhem",
    message: null,
    state: "viewed",
    invitedByName: "Petra Jansen",
    createdAt: "2026-11-16T14:05:00Z",
  },
  {
    id: "5",
    volunteerId: "43",
    volunteerName: "Henk Bosman",
    vacancyId: "9",
    vacancyTitle: "Chauffeur voor de buurtbus",
    organizationName: "Buurtbus Renkum",
    message: null,
    state: "sent",
    invitedByName: null,
    createdAt: "2026-11-25T11:20:00Z",
  },
];

export const VACANCY_OPTION_FIXTURES: VacancyOption[] = [
  { id: "12", title: "Gastvrouw in de huiskamer", organizationName: "Stichting Buurtkamer Presikhaaf" },
  { id: "15", title: "Taalmaatje voor een nieuwkomer", organizationName: "VluchtelingenWerk Arnhem" },
  { id: "9", title: "Chauffeur voor de buurtbus", organizationName: "Buurtbus Renkum" },
];

export const NO_FILTERS: PoolFilters = {
  q: "",
  near: "",
  distance: null,
  skills: [],
  categories: [],
  availability: [],
};
