import type { ApplicationStatus } from "@contract/applications.ts";

/** One of the volunteer's own applications, as the overview lists it. */
export interface OverviewApplication {
  id: string;
  vacancyTitle: string;
  organizationName: string;
  status: ApplicationStatus;
  href: string;
}

/** A vacancy suggested to the volunteer. */
export interface OverviewVacancy {
  id: string;
  title: string;
  organizationName: string | null;
  place: string | null;
  summary: string | null;
  href: string;
}

export type SectionState = "loading" | "failed" | "ready";
