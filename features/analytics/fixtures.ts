/** Fake analytics for stories and tests: a busy month at a mid-sized center. */
import { emptyFigures, type AnalyticsAttributes } from "@contract/analytics.ts";
import type { OrganizationRow } from "./model.ts";

const days = Array.from({ length: 26 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`);

export const analyticsFixture: AnalyticsAttributes = {
  period: "this_month",
  from: "2026-11-01",
  to: "2026-11-26",
  previous_from: "2026-10-01",
  previous_to: "2026-10-26",
  bucket: "day",
  current: {
    vacancies_published: 17,
    applications_received: 62,
    applications_by_status: { new: 9, in_progress: 15, accepted: 24, rejected: 9, withdrawn: 5 },
    accepted_share: 0.387,
    median_first_answer_hours: 30.5,
    answered: 50,
    awaiting_answer: 7,
    new_volunteers: 38,
    organizations_by_status: { approved: 3, pending: 2, denied: 1, archived: 0 },
  },
  previous: {
    vacancies_published: 11,
    applications_received: 55,
    applications_by_status: { new: 2, in_progress: 8, accepted: 25, rejected: 12, withdrawn: 8 },
    accepted_share: 0.455,
    median_first_answer_hours: 41,
    answered: 50,
    awaiting_answer: 1,
    new_volunteers: 38,
    organizations_by_status: { approved: 2, pending: 0, denied: 0, archived: 1 },
  },
  series: days.map((start, i) => ({
    start,
    applications_received: [1, 3, 2, 4, 2, 0, 1, 3, 5, 2, 4, 3, 1, 0, 2, 4, 3, 2, 5, 3, 2, 1, 0, 3, 3, 3][i]!,
    vacancies_published: i % 4 === 0 ? 2 : i % 7 === 3 ? 1 : 0,
  })),
};

export const emptyAnalytics: AnalyticsAttributes = {
  ...analyticsFixture,
  current: emptyFigures(),
  previous: {
    ...emptyFigures(),
    applications_received: 3,
    applications_by_status: { ...emptyFigures().applications_by_status, accepted: 3 },
  },
  series: analyticsFixture.series.map((p) => ({ ...p, applications_received: 0, vacancies_published: 0 })),
};

const row = (id: string, name: string, r: Partial<OrganizationRow>): OrganizationRow => ({
  id,
  organization_name: name,
  organization_status: "approved",
  vacancies_published: 0,
  applications_received: 0,
  new: 0,
  in_progress: 0,
  accepted: 0,
  rejected: 0,
  withdrawn: 0,
  accepted_share: null,
  median_first_answer_hours: null,
  answered: 0,
  awaiting_answer: 0,
  previous_applications_received: 0,
  previous_awaiting_answer: 0,
  ...r,
});

export const organizationRowsFixture: OrganizationRow[] = [
  row("11", "Buurthuis De Linde", {
    vacancies_published: 3,
    applications_received: 18,
    new: 5,
    in_progress: 4,
    accepted: 6,
    rejected: 2,
    withdrawn: 1,
    accepted_share: 0.333,
    median_first_answer_hours: 96,
    answered: 12,
    awaiting_answer: 5,
    previous_applications_received: 12,
  }),
  row("12", "Voedselbank Rijnstreek", {
    vacancies_published: 2,
    applications_received: 21,
    new: 1,
    in_progress: 5,
    accepted: 11,
    rejected: 3,
    withdrawn: 1,
    accepted_share: 0.524,
    median_first_answer_hours: 6.5,
    answered: 20,
    awaiting_answer: 1,
    previous_applications_received: 19,
  }),
  row("13", "Stichting Taalmaatjes", {
    vacancies_published: 1,
    applications_received: 9,
    in_progress: 3,
    accepted: 4,
    rejected: 2,
    accepted_share: 0.444,
    median_first_answer_hours: 20,
    answered: 9,
    previous_applications_received: 11,
  }),
  row("14", "Zorgcentrum Het Anker", { organization_status: "pending" }),
];
