import type { FooterProps } from "./Footer.tsx";

/** A complete Dutch footer for stories. */
export function footerFixture(centerName: string): FooterProps {
  return {
    columns: [
      {
        title: "Vrijwilligers",
        links: [
          { label: "Vacaturebank", href: "/vacancies/search" },
          { label: "Een-op-een hulp", href: "/een-op-een-hulp" },
          { label: "Activiteitenkalender", href: "/activiteitenkalender" },
        ],
      },
      {
        title: "Organisaties",
        links: [
          { label: "Organisatie aanmelden", href: "/organizations/signup" },
          { label: "Sociale kaart", href: "/sociale-kaart" },
          { label: "Partners", href: "/partners" },
        ],
      },
      {
        title: "Over ons",
        links: [
          { label: "Nieuws", href: "/nieuws" },
          { label: "Contact", href: "/contactformulier" },
        ],
      },
    ],
    contact: {
      title: "Contact",
      address: ["Stationsplein 12", "1234 AB Rijnstad"],
      phone: "030 123 45 67",
      email: "info@vrijwilligerscentrale.nl",
      labels: { address: "Adres", phone: "Telefoon", email: "E-mail" },
    },
    bottomText: `© 2026 ${centerName}`,
    bottomLinks: [
      { label: "Privacyverklaring", href: "/privacy" },
      { label: "Cookies", href: "/cookies" },
      { label: "Toegankelijkheid", href: "/toegankelijkheid" },
    ],
    bottomLinksLabel: "Juridisch",
  };
}
