/**
 * Forms (PRODUCT.md section 4):
 *   GET    /api/v1/forms                      the center's forms with response counts (center staff)
 *   POST   /api/v1/forms                      a new form, closed unless asked open (center staff)
 *   GET    /api/v1/forms/{id}                 one form with its token (center staff)
 *   PATCH  /api/v1/forms/{id}                 title, introduction, status, fields (center staff)
 *   DELETE /api/v1/forms/{id}                 with its responses (center staff)
 *   POST   /api/v1/forms/{id}/token           a new secret link; the old one stops working (center staff)
 *   GET    /api/v1/forms/by_token/{token}     the form behind a link, open or closed (public; 404 when unknown here)
 *   POST   /api/v1/form_responses             { form_token, answers: { <key>: value } } (public, rate-limited)
 *   GET    /api/v1/form_responses             filter[form_id_eq] (required), newest first, paged (center staff)
 *   GET    /api/v1/form_responses/export      the same as CSV (center staff)
 *   GET    /api/v1/form_responses/mine        the signed-in user's own responses, newest first
 * Answers are plain text: stored as given (trimmed), never rendered as HTML by the client.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { FORM_TOKEN_PATTERN, formSchema, type FormInput } from "@contract/forms.ts";
import { API_PATHS } from "@contract/paths.ts";
import { audit } from "../../audit.ts";
import { clientIp, inTenant, jsonApi, limit, requireActor } from "../../context.ts";
import { rowsOf } from "../../db/client.ts";
import { formResponses, forms } from "../../db/schema.ts";
import { pagedBatches, sendCsv, type CsvColumn } from "../../http/csv.ts";
import { ApiError } from "../../http/errors.ts";
import {
  bodyAttributes,
  document,
  onlyAttributes,
  pagination,
  parseFilters,
  parseId,
  parsePage,
} from "../../http/jsonapi.ts";
import { attributesBase, validate } from "../../http/validate.ts";
import { USER_EXPORT_SECTIONS } from "../users/service.ts";
import { installFormMessages } from "./messages.ts";
import { mayManageForms } from "./policy.ts";
import { formResource, formResponseResource } from "./serializer.ts";
import {
  checkedAnswers,
  findForm,
  findFormByToken,
  listForms,
  listResponses,
  newFormToken,
  responseCount,
  storedFields,
  type ResponseFilter,
  type ResponseWithPeople,
} from "./service.ts";

const WRITE_ATTRIBUTES = Object.keys(formSchema.fields);
const updateSchema = formSchema.partial();
const RESPONSE_FILTERS = { form_id_eq: { kind: "id" as const } };

function staff(req: FastifyRequest) {
  const actor = requireActor(req);
  if (!mayManageForms(actor)) throw new ApiError(403, { code: "forbidden" });
  return actor;
}

/** The one form the responses list asks for (filter[form_id_eq]), of this center; 400 without it, 404 elsewhere. */
async function responsesForm(req: FastifyRequest) {
  const filters = parseFilters(req, RESPONSE_FILTERS);
  if (!filters.form_id_eq)
    throw new ApiError(400, {
      code: "invalid_filter",
      parameter: "filter[form_id_eq]",
      params: { name: "form_id_eq" },
    });
  const id = Number(filters.form_id_eq);
  const form = await inTenant(req, (tx) => findForm(tx, req.center.id, id));
  if (!form) throw new ApiError(404, { code: "not_found" });
  return form;
}

export function registerFormRoutes(app: FastifyInstance) {
  installFormMessages();
  // The person's own data export (GET /api/v1/current_user/export) lists the forms they answered.
  if (!USER_EXPORT_SECTIONS.some((section) => section.name === "form_responses"))
    USER_EXPORT_SECTIONS.push({
      name: "form_responses",
      load: async (tx, userId) =>
        rowsOf(
          await tx.execute(sql`select f.title as form, r.answers, r.created_at
            from form_responses r join forms f on f.id = r.form_id where r.user_id = ${userId} order by r.id`),
        ),
    });
  const s = app.services;
  const required = { config: { auth: "required" as const } };
  const now = () => new Date(s.now());

  app.get(API_PATHS.forms, required, async (req, reply) => {
    staff(req);
    const rows = await inTenant(req, (tx) => listForms(tx, req.center.id));
    return jsonApi(reply)
      .header("cache-control", "no-store")
      .send(
        document(
          req,
          rows.map((f) => formResource(f, { responseCount: f.responseCount })),
        ),
      );
  });

  app.get(`${API_PATHS.forms}/:id`, required, async (req, reply) => {
    staff(req);
    const id = parseId((req.params as { id: string }).id);
    const row = await inTenant(req, async (tx) => {
      const form = await findForm(tx, req.center.id, id);
      return form ? { form, count: await responseCount(tx, form.id) } : null;
    });
    if (!row) throw new ApiError(404, { code: "not_found" });
    return jsonApi(reply)
      .header("cache-control", "no-store")
      .send(document(req, formResource(row.form, { responseCount: row.count })));
  });

  app.post(API_PATHS.forms, required, async (req, reply) => {
    const actor = staff(req);
    const attrs = bodyAttributes(req, { type: "form" });
    const base = attributesBase(req);
    onlyAttributes(attrs, WRITE_ATTRIBUTES, base);
    const input = await validate(formSchema, attrs, base);
    const fields = storedFields(input.fields ?? [], base);
    const row = await inTenant(req, async (tx) => {
      const [created] = await tx
        .insert(forms)
        .values({
          centerId: req.center.id,
          title: input.title,
          introduction: input.introduction || null,
          status: input.status ?? "closed",
          fields,
          token: newFormToken(),
          createdById: actor.user.id,
        })
        .returning();
      await audit(tx, req, "form_created", { type: "form", id: created!.id }, { status: created!.status });
      return created!;
    });
    return jsonApi(reply, 201).send(document(req, formResource(row, { responseCount: 0 })));
  });

  app.patch(`${API_PATHS.forms}/:id`, required, async (req, reply) => {
    staff(req);
    const id = parseId((req.params as { id: string }).id);
    const attrs = bodyAttributes(req, { type: "form" });
    const base = attributesBase(req);
    onlyAttributes(attrs, WRITE_ATTRIBUTES, base);
    const input = (await validate(updateSchema, attrs, base)) as Partial<FormInput>;
    const set: Partial<typeof forms.$inferInsert> = { updatedAt: now() };
    if (input.title !== undefined) set.title = input.title;
    if (input.introduction !== undefined) set.introduction = input.introduction || null;
    if (input.status !== undefined) set.status = input.status;
    if (input.fields !== undefined) set.fields = storedFields(input.fields ?? [], base);
    const row = await inTenant(req, async (tx) => {
      if (!(await findForm(tx, req.center.id, id))) throw new ApiError(404, { code: "not_found" });
      const [updated] = await tx.update(forms).set(set).where(eq(forms.id, id)).returning();
      await audit(tx, req, "form_updated", { type: "form", id }, { fields: Object.keys(attrs) });
      return { form: updated!, count: await responseCount(tx, id) };
    });
    return jsonApi(reply).send(document(req, formResource(row.form, { responseCount: row.count })));
  });

  app.delete(`${API_PATHS.forms}/:id`, required, async (req, reply) => {
    staff(req);
    const id = parseId((req.params as { id: string }).id);
    await inTenant(req, async (tx) => {
      if (!(await findForm(tx, req.center.id, id))) throw new ApiError(404, { code: "not_found" });
      await tx.delete(forms).where(eq(forms.id, id));
      await audit(tx, req, "form_deleted", { type: "form", id });
    });
    return reply.code(204).send();
  });

  app.post(`${API_PATHS.forms}/:id/token`, required, async (req, reply) => {
    staff(req);
    const id = parseId((req.params as { id: string }).id);
    const row = await inTenant(req, async (tx) => {
      if (!(await findForm(tx, req.center.id, id))) throw new ApiError(404, { code: "not_found" });
      const [updated] = await tx
        .update(forms)
        .set({ token: newFormToken(), updatedAt: now() })
        .where(eq(forms.id, id))
        .returning();
      await audit(tx, req, "form_token_regenerated", { type: "form", id });
      return { form: updated!, count: await responseCount(tx, id) };
    });
    return jsonApi(reply).send(document(req, formResource(row.form, { responseCount: row.count })));
  });

  app.get(`${API_PATHS.forms}/by_token/:token`, async (req, reply) => {
    const token = (req.params as { token: string }).token;
    if (!FORM_TOKEN_PATTERN.test(token)) throw new ApiError(404, { code: "not_found" });
    const row = await inTenant(req, (tx) => findFormByToken(tx, req.center.id, token));
    if (!row) throw new ApiError(404, { code: "not_found" });
    return jsonApi(reply)
      .header("cache-control", "no-store")
      .send(document(req, formResource(row, null)));
  });

  app.post(API_PATHS.formResponses, async (req, reply) => {
    const attrs = bodyAttributes(req, { type: "form_response" });
    const base = attributesBase(req);
    onlyAttributes(attrs, ["form_token", "answers"], base);
    const token = attrs.form_token;
    if (typeof token !== "string" || !FORM_TOKEN_PATTERN.test(token))
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/form_token` });
    const raw = attrs.answers ?? {};
    if (!raw || typeof raw !== "object" || Array.isArray(raw))
      throw new ApiError(422, { code: "validation_failed", field: "invalid", pointer: `${base}/answers` });
    const form = await inTenant(req, (tx) => findFormByToken(tx, req.center.id, token));
    if (!form) throw new ApiError(404, { code: "not_found" });
    if (form.status !== "open") throw new ApiError(409, { code: "form_closed" });
    const answers = checkedAnswers(form.fields, raw as Record<string, unknown>, base);
    // Anonymous answers are counted per address (as the contact form's); a signed-in user's per account.
    if (req.actor) limit(req, `form:user:${req.actor.user.id}`, s.limits.signupPerIp);
    else limit(req, `form:ip:${clientIp(req)}`, s.limits.signupPerIp);
    const row = await inTenant(req, async (tx) => {
      const [created] = await tx
        .insert(formResponses)
        .values({
          centerId: req.center.id,
          formId: form.id,
          userId: req.actor?.user.id ?? null,
          answers,
          ip: req.actor ? null : clientIp(req),
          createdAt: now(),
        })
        .returning();
      return created!;
    });
    return jsonApi(reply, 201).send(
      document(
        req,
        formResponseResource({ ...row, formTitle: form.title, respondentName: null, respondentEmail: null }, false),
      ),
    );
  });

  /** One page of responses (a form's for staff, one's own otherwise), newest first. */
  async function sendResponses(req: FastifyRequest, reply: FastifyReply, where: ResponseFilter, forStaff: boolean) {
    const page = parsePage(req);
    const { rows, total } = await inTenant(req, (tx) => listResponses(tx, req.center.id, where, page));
    const p = pagination(req, page, total);
    const data = rows.map((r) => formResponseResource(r, forStaff));
    return jsonApi(reply)
      .header("cache-control", "no-store")
      .send(document(req, data, p));
  }

  app.get(API_PATHS.formResponses, required, async (req, reply) => {
    staff(req);
    const form = await responsesForm(req);
    return sendResponses(req, reply, { formId: form.id }, true);
  });

  app.get(API_PATHS.formResponsesExport, required, async (req, reply) => {
    staff(req);
    const form = await responsesForm(req);
    const columns: CsvColumn<ResponseWithPeople>[] = [
      { header: { nl: "Ingevuld op", en: "Sent on" }, value: (r) => r.createdAt },
      { header: { nl: "Naam", en: "Name" }, value: (r) => r.respondentName },
      { header: { nl: "Account (e-mailadres)", en: "Account (e-mail address)" }, value: (r) => r.respondentEmail },
      ...form.fields.map((f): CsvColumn<ResponseWithPeople> => ({
        header: { nl: f.label, en: f.label },
        value: (r) => r.answers.find((a) => a.key === f.key)?.value ?? null,
      })),
    ];
    const rows = pagedBatches<ResponseWithPeople>(
      async (page) => (await inTenant(req, (tx) => listResponses(tx, req.center.id, { formId: form.id }, page))).rows,
    );
    return sendCsv(req, reply, { fileName: { nl: "formulierantwoorden", en: "form-responses" }, columns, rows });
  });

  app.get(API_PATHS.myFormResponses, required, async (req, reply) =>
    sendResponses(req, reply, { userId: requireActor(req).user.id }, false),
  );
}
