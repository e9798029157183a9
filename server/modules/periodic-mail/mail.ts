/**
 * What the periodic vacancy mail lists: its text is the center's `periodic_vacancy_mail`
 * notification template (server/modules/notification-templates), in the center's mail layout.
 */

export interface PeriodicMailVacancy {
  title: string;
  organization: string;
  /** The vacancy's place, or null (remote: "op afstand"). */
  place: string | null;
  remote: boolean;
  link: string;
}

export const PERIODIC_MAIL_LIST_MAX = 20;
