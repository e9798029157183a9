import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as yup from "yup";
import { textObject } from "@contract/text-rules.ts";
import { createI18n, lazyBackend, messageLoader, NAMESPACES, startNamespaces } from "./i18n.ts";
import { yupLocale } from "./yupLocale.ts";
import { detectLocale, localizePath, stripLocale } from "./locale.ts";

const root = process.cwd();

function flatKeys(obj: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "object" && v !== null ? flatKeys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe("message files", () => {
  it("has as many Dutch as English files, with the same keys", () => {
    const nl = readdirSync(join(root, "app/locales/nl")).sort();
    const en = readdirSync(join(root, "app/locales/en")).sort();
    expect(nl).toEqual(en);
    const pairs = nl.map((f) => [join(root, "app/locales/nl", f), join(root, "app/locales/en", f)]);
    for (const feature of readdirSync(join(root, "features"))) {
      const dir = join(root, "features", feature, "locales");
      try {
        expect(readdirSync(dir).sort(), feature).toEqual(["en.json", "nl.json"]);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw e;
      }
      pairs.push([join(dir, "nl.json"), join(dir, "en.json")]);
    }
    for (const [nlFile, enFile] of pairs) {
      const a = JSON.parse(readFileSync(nlFile!, "utf8"));
      const b = JSON.parse(readFileSync(enFile!, "utf8"));
      expect(flatKeys(b).sort(), enFile).toEqual(flatKeys(a).sort());
    }
  });
  it("has a loader for every namespace in both languages", () => {
    for (const ns of NAMESPACES) {
      expect(messageLoader("nl", ns), `nl/${ns}`).toBeTypeOf("function");
      expect(messageLoader("en", ns), `en/${ns}`).toBeTypeOf("function");
    }
  });
});

describe("locale detection", () => {
  it("prefers the saved cookie, then the browser's languages, then Dutch", () => {
    expect(detectLocale({ cookie: "en", languages: ["nl-NL"] })).toBe("en");
    expect(detectLocale({ cookie: "fr", languages: ["de-DE", "en-GB", "nl"] })).toBe("en");
    expect(detectLocale({ languages: ["de", "fr"] })).toBe("nl");
    expect(detectLocale({})).toBe("nl");
  });
  it("prefixes English paths with /en and leaves Dutch bare", () => {
    expect(localizePath("/vacancies/search", "en")).toBe("/en/vacancies/search");
    expect(localizePath("/en/vacancies/search", "nl")).toBe("/vacancies/search");
    expect(localizePath("/", "en")).toBe("/en");
    expect(stripLocale("/en")).toBe("/");
    expect(stripLocale("/enquete")).toBe("/enquete");
  });
});

describe("i18n", () => {
  afterEach(() => vi.restoreAllMocks());

  it("loads the messages lazily and switches the yup messages with the language", async () => {
    const i18n = await createI18n({ locale: "nl" });
    const schema = yup.object({ email: yup.string().label("E-mailadres").required() });
    await expect(schema.validate({})).rejects.toThrow("E-mailadres is een vereist veld");
    await i18n.changeLanguage("en");
    await expect(schema.validate({})).rejects.toThrow("E-mailadres is a required field.");
    await expect(yup.string().label("Name").min(3).validate("ab")).rejects.toThrow(
      "Name must be at least 3 characters",
    );
    await expect(yup.number().label("Age").integer().validate(1.5)).rejects.toThrow("Age must be an integer");
    await i18n.changeLanguage("nl");
    await expect(yup.string().label("Website").url().validate("nope")).rejects.toThrow(
      "Website moet een geldige URL zijn",
    );
  });

  it("sets the page's language only when it changes (setting it again restyles the whole page)", async () => {
    document.documentElement.lang = "nl";
    const changes: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => changes.push(r.attributeName!)));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    const i18n = await createI18n({ locale: "nl", resources: { nl: { common: {} }, en: { common: {} } } });
    await i18n.changeLanguage("nl");
    await Promise.resolve();
    expect(changes).toEqual([]);
    await i18n.changeLanguage("en");
    await Promise.resolve();
    expect(changes).toEqual(["lang"]);
    expect(document.documentElement.lang).toBe("en");
    observer.disconnect();
  });

  it("logs a failed message file and carries on", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const backend = lazyBackend((lng, ns) =>
      ns === "errors" ? () => Promise.reject(new Error("chunk gone")) : messageLoader(lng, ns),
    );
    const i18n = await createI18n({ locale: "en", backend });
    expect(error).toHaveBeenCalledWith("[i18n] failed to load en/errors", expect.any(Error));
    expect(i18n.t("validation:required", { path: "Name" })).toBe("Name is a required field.");
    expect(document.documentElement.lang).toBe("en");
  });

  it("loads one language only, the shell's messages as one bundle, other features when asked", async () => {
    const load = vi.fn(messageLoader);
    const i18n = await createI18n({
      locale: "nl",
      backend: lazyBackend(load),
      namespaces: startNamespaces(["vacancies"]),
    });
    expect(new Set(load.mock.calls.map(([language]) => language))).toEqual(new Set(["nl"]));
    expect(i18n.hasResourceBundle("nl", "layout")).toBe(true);
    expect(i18n.hasResourceBundle("nl", "vacancies")).toBe(true);
    expect(i18n.hasResourceBundle("nl", "auth")).toBe(false);
    expect(i18n.hasResourceBundle("en", "common")).toBe(false);
    const nlLayout = JSON.parse(readFileSync(join(root, "app/locales/nl/layout.json"), "utf8"));
    expect((await messageLoader("nl", "layout")!()).default).toEqual(nlLayout);
    await i18n.loadNamespaces("auth");
    expect(i18n.hasResourceBundle("nl", "auth")).toBe(true);
  });

  it("says which characters a field refuses, as the server does (contract/text.ts)", async () => {
    const i18n = await createI18n({ locale: "nl", backend: lazyBackend(messageLoader) });
    yup.setLocale(yupLocale(() => i18n));
    const schema = textObject({ first_name: yup.string().label("Voornaam") });
    await expect(schema.validate({ first_name: "Jan\tJansen" })).rejects.toThrow(
      "Voornaam bevat tekens die niet zijn toegestaan, zoals stuurtekens.",
    );
    await expect(schema.validate({ first_name: "Jan Jansen" })).resolves.toEqual({ first_name: "Jan Jansen" });
    yup.setLocale(yupLocale(() => undefined));
  });

  it("gives yup's own messages where there is no i18n instance (server, stories)", async () => {
    const message = (yupLocale(() => undefined).mixed!.required as (p: object) => string)({
      path: "name",
      label: "Naam",
    });
    expect(message).toBe("Naam is a required field");
  });
});
