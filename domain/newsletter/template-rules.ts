/** A template's name as two names are compared: no two templates share it (spec 1 §5, "duplicate template"). */
export const templateNameKey = (name: string) => name.trim().toLowerCase();

/** A `<script>` element: mails never run one, and the console's preview must not either. */
export const containsScript = (html: string) => /<script[\s>/]/i.test(html);

/** The message keys of a template's refusals. */
export const TEMPLATE_ERRORS = {
  duplicate: 'newsletter.errors.duplicate_template',
  inUse: 'newsletter.errors.template_in_use',
  script: 'newsletter.errors.template_script',
} as const;
