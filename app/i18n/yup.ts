/**
 * yup with the app's messages. Every `import ... from "yup"` of the front end resolves to this
 * module (the `localizedYup` plugin in vite.config.ts), so the messages are in place before the
 * first schema is built, and yup is only downloaded with the pages that have forms instead of
 * with the start of every page.
 */
import { setLocale } from "yup";
import { yupLocale } from "./yupLocale.ts";

setLocale(yupLocale());

export * from "yup";
