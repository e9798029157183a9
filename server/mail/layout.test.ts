import { describe, expect, it } from "vitest";
import { renderMailHtml, textToHtml, type MailLook } from "./layout.ts";

const colors = {
  background: "#f1f5f9",
  surface: "#ffffff",
  text: "#0f172a",
  muted: "#475569",
  border: "#e2e8f0",
  solid: "#0f766e",
  onSolid: "#ffffff",
  link: "#0f766e",
};
const look: MailLook = {
  centerName: "Vrijwilligerscentrale Heuvelrug",
  baseUrl: "https://heuvelrug.example.nl",
  logoUrl: "https://heuvelrug.example.nl/tenants/heuvelrug/logo.svg",
  light: colors,
  dark: { ...colors, background: "#020617", surface: "#0f172a", text: "#f8fafc", solid: "#2dd4bf", onSolid: "#042f2e" },
};

describe("mail layout", () => {
  it("makes a button of a 'Label: link' paragraph and links other addresses", () => {
    const html = textToHtml(
      "Hallo Anna,\n\nZie https://a.test/x?y=1&z=2.\n\nBekijk de reactie: https://a.test/applications/1",
      colors,
    );
    expect(html).toContain('<a class="vl-btn-link" href="https://a.test/applications/1"');
    expect(html).toContain(">Bekijk de reactie</a>");
    expect(html).toContain('href="https://a.test/x?y=1&#38;z=2"');
    expect(html).toContain("</a>.</p>");
  });

  it("escapes every value", () => {
    const html = renderMailHtml({
      locale: "nl",
      subject: "<script>x</script>",
      text: '<img src=x onerror="alert(1)">',
      look: { ...look, centerName: "<b>Centrale</b>" },
    });
    expect(html).not.toMatch(/<script>|<img src=x|<b>Centrale/);
    expect(html).toContain("&#60;script&#62;");
  });

  it("carries the center's logo with its name as alt text, its colours for light and dark, and its address", () => {
    const html = renderMailHtml({ locale: "en", subject: "S", text: "T", look });
    expect(html).toContain('alt="Vrijwilligerscentrale Heuvelrug"');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain("@media (prefers-color-scheme: dark)");
    expect(html).toContain("background: #0f172a !important");
    expect(html).toContain("border-top:4px solid #0f766e");
    expect(html).toContain('href="https://heuvelrug.example.nl/"');
    expect(html).toContain('lang="en"');
  });

  it("shows the center's name as text without a logo", () => {
    const html = renderMailHtml({ locale: "nl", subject: "S", text: "T", look: { ...look, logoUrl: null } });
    expect(html).not.toContain("<img");
    expect(html).toContain(">Vrijwilligerscentrale Heuvelrug</span>");
  });
});
