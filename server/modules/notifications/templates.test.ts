import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "@contract/applications.ts";
import { NOTIFICATION_TEMPLATES, STATUS_LABELS, renderNotification, renderText } from "./templates.ts";

const params = {
  recipient_name: "Olga",
  vacancy_title: "Voorleesouder groep 3",
  volunteer_name: "Vera de Vries",
  organization_name: "De Regenboog",
  status_label: STATUS_LABELS.nl.accepted,
  author_name: "Olga",
  subject: "Voorleesouder groep 3",
  link: "https://demo.example.org/applications/12",
};

describe("notification templates", () => {
  it("renders every kind in Dutch and English without leftover placeholders", () => {
    for (const kind of NOTIFICATION_KINDS)
      for (const locale of ["nl", "en"] as const) {
        const r = renderNotification(kind, locale, params);
        for (const text of [r.subject, r.title, r.body, r.text, r.html])
          expect(text, `${kind} ${locale}`).not.toMatch(/[{}]/);
        expect(r.text).toContain("Olga");
        expect(r.html).toContain('<a href="https://demo.example.org/applications/12">');
      }
  });

  it("uses the right language", () => {
    expect(renderNotification("application_status_changed", "nl", params).subject).toBe(
      "Je reactie op Voorleesouder groep 3: Geaccepteerd",
    );
    expect(
      renderNotification("application_status_changed", "en", { ...params, status_label: STATUS_LABELS.en.accepted })
        .subject,
    ).toBe("Your response to Voorleesouder groep 3: Accepted");
    expect(renderNotification("application_received", "nl", params).text).toBe(
      [
        "Hallo Olga,",
        "",
        "Vera de Vries heeft gereageerd op de vacature Voorleesouder groep 3 van De Regenboog.",
        "",
        "Bekijk de reactie: https://demo.example.org/applications/12",
      ].join("\n"),
    );
    expect(renderNotification("new_message", "en", params).title).toBe("New message from Olga");
  });

  it("has the status labels of both languages", () => {
    expect(Object.values(STATUS_LABELS.nl)).toEqual([
      "Nieuw",
      "In behandeling",
      "Geaccepteerd",
      "Afgewezen",
      "Teruggetrokken",
    ]);
    expect(Object.keys(STATUS_LABELS.en)).toEqual(Object.keys(STATUS_LABELS.nl));
  });

  it("leaves missing placeholders out instead of showing them", () => {
    expect(renderText("Je reactie op {vacancy_title}: {status_label}", { vacancy_title: "Tuinhulp" })).toBe(
      "Je reactie op Tuinhulp",
    );
    expect(renderText("{volunteer_name} heeft gereageerd op {vacancy_title}.", {})).toBe("heeft gereageerd op.");
    expect(renderText("Hallo {recipient_name},\n\nTekst.\n\nBekijk: {link}", { recipient_name: "Vera" })).toBe(
      "Hallo Vera,\n\nTekst.",
    );
    expect(renderText("Onbekend {nope} en {__proto__}", {})).toBe("Onbekend en");
    const mail = renderNotification("application_received", "en", { vacancy_title: "X" });
    expect(mail.text).not.toContain("View the response");
    expect(mail.text).not.toMatch(/[{}]/);
  });

  it("escapes HTML in the mail", () => {
    const r = renderNotification("application_received", "nl", { ...params, volunteer_name: "<script>x</script>" });
    expect(r.html).not.toContain("<script>");
    expect(r.html).toContain("&#60;script&#62;");
    expect(NOTIFICATION_TEMPLATES.new_message.nl.mail).toContain("{link}");
  });
});
