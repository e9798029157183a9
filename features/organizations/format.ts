/** Dates and counts as the organization screens show them, in the page's locale. */
export const formatDay = (iso: string, locale: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Amsterdam" });
};

export const formatMoment = (iso: string, locale: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString(locale, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Amsterdam" });
};

export const formatCount = (n: number, locale: string): string => n.toLocaleString(locale);
