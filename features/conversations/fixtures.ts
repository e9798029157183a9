/** Fake data of the conversations stories: a volunteer's inbox in a Dutch volunteer center. */
import type { ConversationItem, MessageItem } from "./model.ts";

export const NOW = "2026-05-06T14:00:00Z";

export const CONVERSATIONS: ConversationItem[] = [
  {
    id: "31",
    subject: "Voorlezen op de basisschool",
    kind: "question",
    otherParty: "Basisschool De Klimop",
    lastMessagePreview: "Genoteerd, ik bel je maandag. Fijne dag!",
    lastMessageAt: "2026-05-06T13:59:30Z",
    unreadCount: 2,
    archived: false,
  },
  {
    id: "27",
    subject: "Maatje voor een wandeling",
    kind: "application",
    otherParty: "Stichting Samen Op Pad",
    lastMessagePreview: "Dank je wel voor je reactie! Zullen we donderdag kennismaken bij ons op kantoor?",
    lastMessageAt: "2026-05-04T09:12:00Z",
    unreadCount: 0,
    archived: false,
  },
  {
    id: "22",
    subject: "Sportdag groep 5 t/m 8",
    kind: "volunteer",
    otherParty: "Basisschool De Klimop",
    lastMessagePreview: "Heb je misschien ook zin om te helpen bij de sportdag op woensdag 17 juni?",
    lastMessageAt: "2026-04-28T10:00:00Z",
    unreadCount: 1,
    archived: false,
  },
];

export const MESSAGES: MessageItem[] = [
  {
    id: "101",
    body: "Goedemiddag, ik zag jullie vacature ‘Voorlezen op de basisschool’. Kan ik ook om de week helpen? Ik werk drie dagen per week.",
    authorName: "Sanne de Vries",
    mine: true,
    createdAt: "2026-05-05T09:15:00Z",
    attachments: [],
    read: true,
  },
  {
    id: "102",
    body: "Hoi Sanne, dat kan zeker! We werken met een rooster. Hierbij het rooster van mei; kijk maar welke weken je kunt.",
    authorName: "Ingrid Bakker",
    mine: false,
    createdAt: "2026-05-05T11:40:00Z",
    attachments: [
      {
        id: "9",
        name: "rooster-mei.pdf",
        contentType: "application/pdf",
        byteSize: 182_400,
        url: "/api/v1/conversations/31/attachments/9",
      },
    ],
  },
  {
    id: "103",
    body: "Wat fijn! Bellen kan het beste op maandag of vrijdag na 16.00 uur.",
    authorName: "Sanne de Vries",
    mine: true,
    createdAt: "2026-05-06T08:02:00Z",
    attachments: [],
    read: true,
  },
  {
    id: "104",
    body: "Genoteerd, ik bel je maandag. Fijne dag!",
    authorName: "Ingrid Bakker",
    mine: false,
    createdAt: "2026-05-06T13:59:30Z",
    attachments: [],
  },
  {
    id: "105",
    body: "Tot maandag!",
    authorName: "Sanne de Vries",
    mine: true,
    createdAt: "2026-05-06T13:59:50Z",
    attachments: [],
    read: false,
  },
];
