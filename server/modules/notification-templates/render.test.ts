import { describe, expect, it } from "vitest";
import { TEMPLATE_KEYS, TEMPLATE_META } from "@contract/notification-templates.ts";
import { STATUS_LABELS, renderNotification } from "../notifications/templates.ts";
import { DEFAULT_TEMPLATES, sampleData } from "./catalog.ts";
import { TemplateProblem, checkTemplate, renderSource, renderTexts, sanitizeTemplateText } from "./render.ts";

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

describe("default templates", () => {
  it("every key has both languages, uses only its own placeholders and renders its sample without braces", () => {
    for (const key of TEMPLATE_KEYS)
      for (const locale of ["nl", "en"] as const) {
        const def = DEFAULT_TEMPLATES[key][locale];
        for (const source of [def.subject, def.body, def.title, def.summary].filter((s): s is string => !!s))
          expect(() => checkTemplate(key, source), `${key} ${locale}`).not.toThrow();
        const r = renderTexts(
          key,
          locale,
          sampleData(key, locale, "Vrijwilligerscentrale Heuvelrug", "https://x.test"),
          null,
        );
        expect(`${r.subject}\n${r.text}\n${r.title}\n${r.summary}`, `${key} ${locale}`).not.toMatch(/[{}]|undefined/);
        expect(r.text).toContain("Sanne de Boer");
      }
    expect(DEFAULT_TEMPLATES.new_message.nl.subject).not.toBe(DEFAULT_TEMPLATES.new_message.en.subject);
  });

  it("keeps the notification texts as they were", () => {
    expect(renderNotification("application_status_changed", "nl", params).subject).toBe(
      "Je reactie op Voorleesouder groep 3: Geaccepteerd",
    );
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

  it("leaves the reason's line out when there is none", () => {
    const data = { ...params, status_label: "afgewezen", reason: "" };
    const without = renderTexts("organization_denied", "nl", data, null).text;
    expect(without).not.toContain("Toelichting");
    expect(without).not.toMatch(/\n{3}/);
    expect(renderTexts("organization_denied", "nl", { ...data, reason: "Geen KvK-nummer" }, null).text).toContain(
      "Toelichting: Geen KvK-nummer",
    );
  });

  it("lists the vacancies of the periodic mail, with links to change and stop", () => {
    const data = sampleData("periodic_vacancy_mail", "nl", "Heuvelrug", "https://h.test");
    const r = renderTexts("periodic_vacancy_mail", "nl", data, null);
    expect(r.text).toContain("Voorleesvrijwilliger bibliotheek (Bibliotheek Zuid, Zeist)");
    expect(r.text).toContain("Bekijk de vacature: https://h.test/vacancies/2");
    expect(r.text).toContain("Geen mail meer: https://h.test/profile-edit/periodieke-mail");
  });
});

describe("placeholder check", () => {
  const refused = (key: (typeof TEMPLATE_KEYS)[number], source: string) => {
    try {
      checkTemplate(key, source);
    } catch (err) {
      return err instanceof TemplateProblem ? err : null;
    }
    return null;
  };

  it("refuses an unknown placeholder and names it", () => {
    const p = refused("application_received", "Hallo {{recipient_name}}, {{wachtwoord}}");
    expect(p?.code).toBe("unknown_placeholder");
    expect(p?.detail).toBe("wachtwoord");
  });

  it("refuses helpers, partials, paths, data variables and a list outside its loop", () => {
    for (const source of [
      "{{lookup this 'x'}}",
      "{{> partial}}",
      "{{user.password}}",
      "{{@root.link}}",
      "{{../link}}",
      "{{#with link}}x{{/with}}",
      "{{vacancies}}",
      "{{#each recipient_name}}x{{/each}}",
      "{{#each vacancies}}{{password}}{{/each}}",
      "{{constructor}}",
    ])
      expect(refused("periodic_vacancy_mail", source), source).toBeInstanceOf(TemplateProblem);
  });

  it("refuses broken syntax", () => {
    expect(refused("new_message", "Hallo {{recipient_name")?.code).toBe("template_syntax");
    expect(refused("new_message", "{{#if link}}open")?.code).toBe("template_syntax");
  });

  it("allows every listed placeholder, if/unless and the list's fields", () => {
    for (const key of TEMPLATE_KEYS) {
      const meta = TEMPLATE_META[key];
      const plain = meta.placeholders.filter((p) => !meta.lists?.[p]);
      expect(
        refused(key, plain.map((p) => `{{${p}}} {{#if ${p}}}x{{/if}} {{#unless ${p}}}y{{/unless}}`).join("\n")),
      ).toBeNull();
    }
    expect(
      refused("periodic_vacancy_mail", "{{#each vacancies}}{{title}} {{organization}} {{place}} {{link}}{{/each}}"),
    ).toBeNull();
  });
});

describe("sanitizing and rendering", () => {
  it("strips HTML, scripts and control characters but keeps plain punctuation", () => {
    expect(sanitizeTemplateText('Hallo <b>{{recipient_name}}</b> & "welkom"<script>alert(1)</script>\u0007')).toBe(
      'Hallo {{recipient_name}} & "welkom"',
    );
    expect(sanitizeTemplateText("Regel één\r\nRegel <img src=x onerror=alert(1)>twee")).toBe("Regel één\nRegel twee");
    expect(sanitizeTemplateText("Onderwerp\nop twee regels", true)).toBe("Onderwerp op twee regels");
  });

  it("does not escape values in the plain text (the HTML layout escapes)", () => {
    expect(renderSource("new_message", "{{sender_name}}", { sender_name: "Jan & <Piet>" })).toBe("Jan & <Piet>");
  });

  it("ignores values that are not text, numbers or lists (no prototype tricks)", () => {
    expect(renderSource("new_message", "[{{subject}}]", { subject: { toString: () => "x" } })).toBe("[]");
  });
});

describe("fallback", () => {
  it("uses the center's wording when it renders", () => {
    const r = renderTexts("application_received", "nl", params, {
      subject: "Aanmelding: {{vacancy_title}}",
      body: "Beste {{recipient_name}},\n\nEr is een aanmelding.\n\nOpenen: {{link}}",
    });
    expect(r.fellBack).toBe(false);
    expect(r.subject).toBe("Aanmelding: Voorleesouder groep 3");
    expect(r.title).toBe("Aanmelding: Voorleesouder groep 3");
    expect(r.text).toContain("Beste Olga,");
  });

  it("falls back to the default and reports why when the center's wording is broken", () => {
    const seen: unknown[] = [];
    const r = renderTexts("application_received", "en", params, { subject: "{{nope}}", body: "{{#if" }, (err) =>
      seen.push(err),
    );
    expect(r.fellBack).toBe(true);
    expect(r.subject).toBe("New response to Voorleesouder groep 3");
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(TemplateProblem);
  });

  it("falls back when the center's wording renders empty", () => {
    const r = renderTexts("application_received", "nl", params, { subject: "{{#if reason}}x{{/if}}", body: "x" });
    expect(r.fellBack).toBe(true);
    expect(r.subject).toBe("Nieuwe reactie op Voorleesouder groep 3");
  });
});
