import type { FormDef, FormReply, PublicForm } from "./types.ts";

/** The demo's drinks signup (server/modules/forms/seed.ts), as the screens get it. */
export const DRINKS_FORM: FormDef = {
  id: "1",
  title: "Aanmelding vrijwilligersborrel",
  introduction:
    "Als dank voor al jullie inzet nodigen we alle vrijwilligers uit voor een gezellige borrel in Utrecht. Laat je even weten of je komt?",
  status: "open",
  token: "Qm9ycmVsLWRlbW8tdG9rZW4",
  responseCount: 3,
  updatedAt: "2026-11-20T10:00:00Z",
  fields: [
    { key: "naam", label: "Naam", kind: "text", required: true, help: null, options: [] },
    {
      key: "e-mail",
      label: "E-mailadres",
      kind: "email",
      required: true,
      help: "We sturen je een paar dagen vooraf een herinnering.",
      options: [],
    },
    {
      key: "gezelschap",
      label: "Kom je alleen of neem je iemand mee?",
      kind: "choice",
      required: true,
      help: null,
      options: ["Ik kom alleen", "Ik neem iemand mee"],
    },
    { key: "datum", label: "Welke datum past je het best?", kind: "date", required: false, help: null, options: [] },
    {
      key: "dieet",
      label: "Dieetwensen of allergieën",
      kind: "long_text",
      required: false,
      help: "Bijvoorbeeld vegetarisch, halal of een notenallergie.",
      options: [],
    },
    {
      key: "helpen",
      label: "Ik help graag mee met opbouwen of opruimen",
      kind: "checkbox",
      required: false,
      help: null,
      options: [],
    },
  ],
};

export const TRAINING_FORM: FormDef = {
  id: "2",
  title: "Evaluatie training Omgaan met dementie",
  introduction: "Bedankt dat je meedeed aan de training. Invullen duurt ongeveer twee minuten.",
  status: "closed",
  token: "RXZhbHVhdGllLXRyYWluaW5n",
  responseCount: 0,
  updatedAt: "2026-10-02T09:00:00Z",
  fields: [
    {
      key: "cijfer",
      label: "Hoe tevreden ben je over de training?",
      kind: "choice",
      required: true,
      help: null,
      options: ["Heel tevreden", "Tevreden", "Neutraal", "Niet tevreden"],
    },
  ],
};

export const FORM_FIXTURES: FormDef[] = [DRINKS_FORM, TRAINING_FORM];

export const PUBLIC_FORM: PublicForm = {
  title: DRINKS_FORM.title,
  introduction: DRINKS_FORM.introduction,
  status: "open",
  fields: DRINKS_FORM.fields,
};

export const REPLY_FIXTURES: FormReply[] = [
  {
    id: "11",
    formId: "1",
    formTitle: "Aanmelding vrijwilligersborrel",
    respondentName: "Sophie de Boer",
    respondentEmail: "volunteer@demo.test",
    createdAt: "2026-11-24T18:42:00Z",
    answers: [
      { key: "naam", label: "Naam", kind: "text", value: "Sophie de Boer" },
      { key: "e-mail", label: "E-mailadres", kind: "email", value: "volunteer@demo.test" },
      { key: "gezelschap", label: "Kom je alleen of neem je iemand mee?", kind: "choice", value: "Ik kom alleen" },
      { key: "datum", label: "Welke datum past je het best?", kind: "date", value: "2026-12-11" },
      { key: "dieet", label: "Dieetwensen of allergieën", kind: "long_text", value: "Vegetarisch graag" },
      { key: "helpen", label: "Ik help graag mee met opbouwen of opruimen", kind: "checkbox", value: false },
    ],
  },
  {
    id: "10",
    formId: "1",
    formTitle: "Aanmelding vrijwilligersborrel",
    respondentName: null,
    respondentEmail: null,
    createdAt: "2026-11-21T09:15:00Z",
    answers: [
      { key: "naam", label: "Naam", kind: "text", value: "Henk Verbeek" },
      { key: "e-mail", label: "E-mailadres", kind: "email", value: "henk.verbeek@example.nl" },
      { key: "gezelschap", label: "Kom je alleen of neem je iemand mee?", kind: "choice", value: "Ik neem iemand mee" },
      { key: "datum", label: "Welke datum past je het best?", kind: "date", value: null },
      {
        key: "dieet",
        label: "Dieetwensen of allergieën",
        kind: "long_text",
        value: "<b>Geen</b> noten\nen geen gluten",
      },
      { key: "helpen", label: "Ik help graag mee met opbouwen of opruimen", kind: "checkbox", value: true },
    ],
  },
];

/** One's own replies: another form's too. */
export const MY_REPLY_FIXTURES: FormReply[] = [
  { ...REPLY_FIXTURES[0]!, respondentName: undefined, respondentEmail: undefined },
  {
    id: "21",
    formId: "2",
    formTitle: "Evaluatie training Omgaan met dementie",
    createdAt: "2026-11-17T14:05:00Z",
    answers: [
      { key: "cijfer", label: "Hoe tevreden ben je over de training?", kind: "choice", value: "Tevreden" },
      {
        key: "geleerd",
        label: "Wat neem je mee naar je vrijwilligerswerk?",
        kind: "long_text",
        value: "De tips over het gesprek met familie waren heel bruikbaar.",
      },
    ],
  },
];
