/**
 * Rendering a template: Handlebars (logic-less use only: `{{name}}`, `{{#if name}}`,
 * `{{#unless name}}`, `{{#each list}}`), checked against the key's fixed list of placeholders
 * before it is stored or used; the text is plain text (the HTML part is made from it by
 * server/mail/layout.ts, every value escaped there).
 */
import Handlebars from "handlebars";
import sanitizeHtml from "sanitize-html";
import type { Locale } from "@contract/enums.ts";
import { TEMPLATE_META, type TemplateKey, type TemplateText } from "@contract/notification-templates.ts";
import { DEFAULT_TEMPLATES } from "./catalog.ts";

const hb = Handlebars.create();
const BLOCK_HELPERS = new Set(["if", "unless", "each"]);
const COMPILE_OPTIONS = {
  noEscape: true,
  strict: false,
  knownHelpersOnly: true,
  knownHelpers: { if: true, unless: true, each: true, with: false, lookup: false, log: false },
} as const;

/** Why a template cannot be used: unknown placeholder, an unsupported construction, or bad syntax. */
export class TemplateProblem extends Error {
  constructor(
    readonly code: "unknown_placeholder" | "template_syntax",
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

type Node = hbs.AST.Node & Record<string, unknown>;

function pathName(node: unknown): string {
  const p = node as hbs.AST.PathExpression | undefined;
  if (!p || p.type !== "PathExpression" || p.data || p.depth > 0 || p.parts.length !== 1 || p.original === "this")
    throw new TemplateProblem("unknown_placeholder", p?.original ?? String((node as Node | undefined)?.type ?? "?"));
  return p.parts[0]!;
}

/**
 * Every placeholder used must be one of the key's; lists only in `{{#each}}`, and inside it only
 * the fields of one item. Throws TemplateProblem.
 */
export function checkTemplate(key: TemplateKey, source: string): void {
  const meta = TEMPLATE_META[key];
  let ast: hbs.AST.Program;
  try {
    ast = hb.parse(source);
  } catch (err) {
    throw new TemplateProblem("template_syntax", String((err as Error).message).split("\n")[0] ?? "");
  }
  const lists = meta.lists ?? {};
  const walk = (program: hbs.AST.Program | undefined, scope: readonly string[], listScope: boolean) => {
    if (!program) return;
    for (const raw of program.body) {
      const node = raw as Node;
      switch (node.type) {
        case "ContentStatement":
        case "CommentStatement":
          break;
        case "MustacheStatement": {
          const m = node as unknown as hbs.AST.MustacheStatement;
          if (m.params.length || m.hash)
            throw new TemplateProblem("unknown_placeholder", String((m.path as hbs.AST.PathExpression).original));
          const name = pathName(m.path);
          if (!scope.includes(name) || (!listScope && Object.hasOwn(lists, name)))
            throw new TemplateProblem("unknown_placeholder", name);
          break;
        }
        case "BlockStatement": {
          const b = node as unknown as hbs.AST.BlockStatement;
          const helper = (b.path as hbs.AST.PathExpression).original;
          if (!BLOCK_HELPERS.has(helper) || b.params.length !== 1 || b.hash || b.program?.blockParams)
            throw new TemplateProblem("unknown_placeholder", helper);
          const name = pathName(b.params[0]);
          if (!scope.includes(name)) throw new TemplateProblem("unknown_placeholder", name);
          if (helper === "each") {
            const fields = listScope ? undefined : lists[name];
            if (!fields) throw new TemplateProblem("unknown_placeholder", name);
            walk(b.program, fields, true);
            walk(b.inverse, scope, listScope);
          } else {
            walk(b.program, scope, listScope);
            walk(b.inverse, scope, listScope);
          }
          break;
        }
        default:
          // Partials, decorators, sub-expressions: not part of the template language here.
          throw new TemplateProblem("template_syntax", String(node.type));
      }
    }
  };
  walk(ast, meta.placeholders, false);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * A center's wording as stored: no HTML (tags dropped, script and style with their content), no
 * control characters; a subject on one line. The mail's HTML is made from this plain text.
 */
export function sanitizeTemplateText(value: string, oneLine = false): string {
  const stripped = sanitizeHtml(value.replace(/\r\n?/g, "\n"), {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
  }).replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m);
  // eslint-disable-next-line no-control-regex
  const clean = stripped.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
  return oneLine ? clean.replace(/\s+/g, " ").trim() : clean.replace(/[ \t]+$/gm, "").trim();
}

/** Tidy a rendered text: no spaces before punctuation left by an empty value, at most one empty line. */
function tidy(text: string, oneLine: boolean): string {
  const out = text
    .split("\n")
    .map((l) =>
      l
        .replace(/[ \t]{2,}/g, " ")
        .replace(/ ([.,:;!?])/g, "$1")
        .trimEnd(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return oneLine ? out.replace(/\s+/g, " ") : out;
}

export type TemplateData = Record<string, unknown>;

const compiled = new Map<string, HandlebarsTemplateDelegate>();
function compile(source: string): HandlebarsTemplateDelegate {
  let fn = compiled.get(source);
  if (!fn) {
    fn = hb.compile(source, COMPILE_OPTIONS);
    if (compiled.size > 500) compiled.clear();
    compiled.set(source, fn);
  }
  return fn;
}

/** Values as the template sees them: strings and numbers, lists of plain items; nothing else. */
function plain(data: TemplateData): TemplateData {
  const out: TemplateData = {};
  for (const [k, v] of Object.entries(data)) {
    if (typeof v === "string" || typeof v === "number") out[k] = v;
    else if (Array.isArray(v))
      out[k] = v.map((item) => (item && typeof item === "object" ? plain(item as TemplateData) : {}));
  }
  return out;
}

/** Render one checked source (throws TemplateProblem on an unknown placeholder). */
export function renderSource(key: TemplateKey, source: string, data: TemplateData, oneLine = false): string {
  checkTemplate(key, source);
  return tidy(compile(source)(plain(data), { allowProtoPropertiesByDefault: false }), oneLine);
}

export interface RenderedText {
  subject: string;
  text: string;
  /** In-app title and summary (keys with the in_app channel). */
  title: string;
  summary: string;
  /** True when the center's wording could not be used and the default was. */
  fellBack: boolean;
}

/**
 * The texts of one message: the center's override when there is one and it renders, else the
 * platform default. A broken override never stops a message: `onFallback` hears why.
 */
export function renderTexts(
  key: TemplateKey,
  locale: Locale,
  data: TemplateData,
  override: TemplateText | null,
  onFallback: (err: unknown) => void = () => {},
): RenderedText {
  const def = DEFAULT_TEMPLATES[key][locale];
  const fromDefault = () => ({
    subject: renderSource(key, def.subject, data, true),
    text: renderSource(key, def.body, data),
  });
  let main: { subject: string; text: string };
  let fellBack = false;
  if (override) {
    try {
      main = {
        subject: renderSource(key, override.subject, data, true),
        text: renderSource(key, override.body, data),
      };
      if (!main.subject || !main.text) throw new TemplateProblem("template_syntax", "empty");
    } catch (err) {
      onFallback(err);
      fellBack = true;
      main = fromDefault();
    }
  } else main = fromDefault();
  const title = override && !fellBack ? main.subject : renderSource(key, def.title ?? def.subject, data, true);
  const summary = def.summary ? renderSource(key, def.summary, data) : title;
  return { ...main, title, summary, fellBack };
}
