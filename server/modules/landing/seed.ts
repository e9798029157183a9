/**
 * The campaign landing page of the public tenant (section 2: its campaign host shows /gelderse-handen
 * on every path): a content page with the reserved slug `gelderse-handen`, edited in /content like
 * any page. Added once; a page staff changed or removed is left alone.
 */
import { and, eq, sql } from "drizzle-orm";
import type { ContentBlock } from "@contract/content.ts";
import type { Database } from "../../db/client.ts";
import { centers, contentPages } from "../../db/schema.ts";
import { sanitizeRichText } from "../content/sanitize.ts";
import { shippedUrl } from "../media/shipped.ts";

export const LANDING_CENTER = "public";
export const LANDING_SLUG = "gelderse-handen";

export function gelderseHandenBlocks(): ContentBlock[] {
  return [
    {
      id: "intro",
      type: "rich_text",
      body: sanitizeRichText(
        "<h2>Heel Gelderland steekt de handen uit de mouwen</h2>" +
          "<p>Van de Achterhoek tot de Betuwe en van de Veluwe tot het Rijk van Nijmegen: overal in Gelderland " +
          "zetten mensen zich in voor een ander. Ze lezen voor op de basisschool, rijden ouderen naar het " +
          "ziekenhuis, koken in het buurthuis of houden het wandelpad langs de IJssel begaanbaar. " +
          "<strong>Gelderse Handen</strong> brengt dat werk in beeld en helpt je op weg naar vrijwilligerswerk " +
          "dat bij je past, dicht bij huis.</p>" +
          "<p>In het voorjaar van 2027 zoeken de Gelderse vrijwilligerscentrales samen <strong>1.000 nieuwe " +
          "vrijwilligers</strong>. Je hoeft geen ervaring te hebben: een paar uur per maand is al welkom.</p>",
      ),
    },
    {
      id: "hoe",
      type: "rich_text",
      body: sanitizeRichText(
        "<h2>Zo doe je mee</h2>" +
          "<ol><li><strong>Kies wat bij je past.</strong> Buiten aan de slag, met kinderen, met ouderen of " +
          "liever achter de schermen: er is van alles te doen.</li>" +
          "<li><strong>Meld je aan.</strong> Reageer op een vacature of laat ons weten waar je interesse ligt; " +
          "de vrijwilligerscentrale bij jou in de buurt neemt binnen een week contact op.</li>" +
          "<li><strong>Maak kennis.</strong> Je spreekt de organisatie eerst vrijblijvend. Past het, dan ga je " +
          "aan de slag, met een vaste contactpersoon en een vrijwilligersverzekering van de provincie.</li></ol>",
      ),
    },
    {
      id: "image",
      type: "image",
      url: shippedUrl("beek-in-het-bos"),
      alt: "Een beekje tussen rotsen en bomen in het bos",
      caption: "Natuurwerk op de Veluwe: elke zaterdag zijn er handen nodig. Foto: Aitzol Berasategi (CC BY 4.0).",
    },
    {
      id: "cta",
      type: "call_to_action",
      title: "Doe mee met Gelderse Handen",
      description:
        "Mail ons je naam, woonplaats en wat je leuk lijkt; we brengen je in contact met de centrale bij jou in de buurt.",
      label: "Meld je aan",
      href: "mailto:meedoen@gelderse-vrijwilligers.test",
    },
    {
      id: "faq",
      type: "faq",
      title: "Veelgestelde vragen",
      items: [
        {
          question: "Hoeveel tijd kost vrijwilligerswerk?",
          body: "Dat bepaal je zelf. Veel vrijwilligers helpen een dagdeel per week, maar er is ook werk voor een paar uur per maand of eenmalig, zoals bij een festival of de NLdoet-dag.",
        },
        {
          question: "Ben ik verzekerd?",
          body: "Ja. De provincie Gelderland heeft een vrijwilligersverzekering voor iedereen die vrijwilligerswerk doet in een Gelderse gemeente, bovenop de verzekering van de organisatie zelf.",
        },
        {
          question: "Krijg ik een onkostenvergoeding?",
          body: "Gemaakte kosten, zoals reiskosten, worden bij de meeste organisaties vergoed. Vraag ernaar bij de kennismaking.",
        },
        {
          question: "Ik spreek nog niet zo goed Nederlands. Kan ik meedoen?",
          body: "Zeker. Vrijwilligerswerk is een goede manier om de taal te oefenen en mensen te leren kennen. Veel organisaties helpen je graag op weg.",
        },
      ],
    },
    {
      id: "contact",
      type: "contact",
      title: "Vragen?",
      description: "Bel of mail de Gelderse Vrijwilligers; we helpen je graag verder.",
    },
  ];
}

export async function seedGelderseHanden(database: Database): Promise<number> {
  let added = 0;
  await database.system(async (tx) => {
    const [center] = await tx.select({ id: centers.id }).from(centers).where(eq(centers.key, LANDING_CENTER));
    if (!center) return;
    await tx.execute(sql`select set_config('app.center_id', ${String(center.id)}, true)`);
    const existing = await tx
      .select({ id: contentPages.id })
      .from(contentPages)
      .where(and(eq(contentPages.centerId, center.id), eq(contentPages.slug, LANDING_SLUG)));
    if (existing.length) return;
    await tx.insert(contentPages).values({
      centerId: center.id,
      title: "Gelderse Handen",
      slug: LANDING_SLUG,
      summary:
        "Duizend nieuwe vrijwilligers voor Gelderland: doe mee met Gelderse Handen en vind vrijwilligerswerk bij jou in de buurt.",
      heroImageUrl: shippedUrl("paardenbloemen"),
      heroImageAlt: "Uitgebloeide paardenbloemen in een wei",
      seoDescription:
        "Gelderse Handen: de provinciebrede campagne van de Gelderse vrijwilligerscentrales. Vind vrijwilligerswerk bij jou in de buurt.",
      blocks: gelderseHandenBlocks(),
      status: "published",
      publishedAt: new Date(),
    });
    added = 1;
  });
  return added;
}
