/**
 * The session forms' yup rules (packages/schema), loaded on demand through the form kit's `lazyRules` so that yup is not
 * part of the JavaScript `/login` needs before it renders.
 */
export { loginRules, rememberRules } from "@portal/schema";
