import type { SavedSearch } from "./model.ts";

/** Saved searches as a volunteer of the demo center might keep them. */
export const SAVED_SEARCHES: SavedSearch[] = [
  {
    id: "3",
    name: "Natuur bij Utrecht",
    query: { q: "natuur", category: ["natuur_en_milieu"], near: "Utrecht", distance: 10 },
    searchPath: "/vacancies/search?q=natuur&category=natuur_en_milieu&near=Utrecht&distance=10",
    createdAt: "2026-11-20T09:12:00Z",
  },
  {
    id: "2",
    name: "Taalmaatje op afstand",
    query: { q: "taalmaatje", remote: true, hours_max: 4 },
    searchPath: "/vacancies/search?q=taalmaatje&remote=true&hours_max=4",
    createdAt: "2026-10-02T15:40:00Z",
  },
  {
    id: "1",
    name: "Eenmalig helpen bij evenementen",
    query: { category: ["evenementen"], schedule: "eenmalig" },
    searchPath: "/vacancies/search?category=evenementen&schedule=eenmalig",
    createdAt: "2026-09-14T08:05:00Z",
  },
];
