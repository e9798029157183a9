/** The yup schema of a saved search (POST /api/v1/saved_searches), apart so the vacancy bank loads no yup. */
import * as yup from "yup";
import { SAVED_SEARCH_NAME_MAX } from "./saved-searches.ts";
import { textObject } from "./text-rules.ts";
import { VACANCY_CATEGORIES, VACANCY_SCHEDULES, VACANCY_SEARCH_Q_MAX } from "./vacancies.ts";

const querySchema = textObject({
  q: yup.string().trim().max(VACANCY_SEARCH_Q_MAX).nullable().optional(),
  category: yup
    .array(
      yup
        .string()
        .oneOf([...VACANCY_CATEGORIES])
        .required(),
    )
    .max(VACANCY_CATEGORIES.length)
    .nullable()
    .optional(),
  near: yup.string().trim().max(100).nullable().optional(),
  distance: yup.number().integer().min(1).max(200).nullable().optional(),
  remote: yup.boolean().nullable().optional(),
  hours_max: yup.number().integer().min(1).max(40).nullable().optional(),
  schedule: yup
    .string()
    .oneOf([...VACANCY_SCHEDULES])
    .nullable()
    .optional(),
});

/** POST /api/v1/saved_searches: data.attributes. */
export const savedSearchSchema = textObject({
  name: yup.string().trim().min(1).max(SAVED_SEARCH_NAME_MAX).required(),
  query: querySchema.default(undefined).required(),
});
export type SavedSearchInput = yup.InferType<typeof savedSearchSchema>;
