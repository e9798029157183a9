/**
 * The periodic vacancy mail's text, in one function from plain data (no database, no request), so
 * the notification template `periodic_vacancy_mail` can take its place: the same data are its
 * placeholders.
 */
import type { Locale } from "@contract/enums.ts";
import type { Frequency } from "./period.ts";

export interface PeriodicMailVacancy {
  title: string;
  organization: string;
  /** The vacancy's place, or null (remote: "op afstand"). */
  place: string | null;
  remote: boolean;
  link: string;
}

export interface PeriodicMailData {
  locale: Locale;
  recipientName: string;
  centerName: string;
  frequency: Frequency;
  vacancies: PeriodicMailVacancy[];
  /** New vacancies beyond those listed (the mail lists at most PERIODIC_MAIL_LIST_MAX). */
  moreCount: number;
  /** The vacancy bank, for the rest. */
  searchLink: string;
  /** /profile-edit/periodieke-mail on the center's address. */
  changeLink: string;
  /** The page that stops the mail with one click (its token names the volunteer). */
  stopLink: string;
}

export const PERIODIC_MAIL_LIST_MAX = 20;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function periodicMailContent(d: PeriodicMailData): { subject: string; text: string; html: string } {
  const nl = d.locale !== "en";
  const n = d.vacancies.length + d.moreCount;
  const subject = nl
    ? `${n === 1 ? "1 nieuwe vacature" : `${n} nieuwe vacatures`} bij ${d.centerName}`
    : `${n === 1 ? "1 new vacancy" : `${n} new vacancies`} at ${d.centerName}`;
  const intro = nl
    ? `Dit zijn de vacatures die sinds je vorige mail bij ${d.centerName} zijn geplaatst en bij je interesses passen.`
    : `These are the vacancies published at ${d.centerName} since your previous mail that match your interests.`;
  const where = (v: PeriodicMailVacancy) => (v.remote ? (nl ? "op afstand" : "remote") : v.place);
  const line = (v: PeriodicMailVacancy) => [v.title, v.organization, where(v)].filter(Boolean).join(" · ");
  const more =
    d.moreCount > 0
      ? nl
        ? `En nog ${d.moreCount} meer in de vacaturebank.`
        : `And ${d.moreCount} more in the vacancy bank.`
      : null;
  const why = nl
    ? `Je krijgt deze mail ${d.frequency === "weekly" ? "elke week" : "elke maand"} omdat je dat zelf hebt gekozen.`
    : `You get this mail ${d.frequency === "weekly" ? "every week" : "every month"} because you chose to.`;
  const labels = nl
    ? {
        hello: `Hallo ${d.recipientName},`,
        search: "Alle vacatures",
        change: "Wijzig je keuze",
        stop: "Stop deze mail",
      }
    : {
        hello: `Hello ${d.recipientName},`,
        search: "All vacancies",
        change: "Change your choice",
        stop: "Stop this mail",
      };
  const text = [
    labels.hello,
    "",
    intro,
    "",
    ...d.vacancies.flatMap((v) => [`- ${line(v)}`, `  ${v.link}`]),
    ...(more ? ["", more, `${labels.search}: ${d.searchLink}`] : []),
    "",
    "--",
    why,
    `${labels.change}: ${d.changeLink}`,
    `${labels.stop}: ${d.stopLink}`,
  ].join("\n");
  const item = (v: PeriodicMailVacancy) =>
    `<li><a href="${esc(v.link)}">${esc(v.title)}</a><br>${esc([v.organization, where(v)].filter(Boolean).join(" · "))}</li>`;
  const html = `<!doctype html><html lang="${nl ? "nl" : "en"}"><body><p>${esc(labels.hello)}</p><p>${esc(intro)}</p><ul>${d.vacancies
    .map(item)
    .join(
      "",
    )}</ul>${more ? `<p>${esc(more)} <a href="${esc(d.searchLink)}">${esc(labels.search)}</a></p>` : ""}<hr><p>${esc(why)}</p><p><a href="${esc(d.changeLink)}">${esc(labels.change)}</a> · <a href="${esc(d.stopLink)}">${esc(labels.stop)}</a></p></body></html>`;
  return { subject, text, html };
}
