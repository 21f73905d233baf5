import type { ApiError } from './api-client';

/**
 * The errors of a server answer that belong to this form's fields: its `fields`, and the error codes that
 * name one field without them (email_taken → email). Undefined when none of them is on the form.
 */
export function formFieldErrors(
  error: Pick<ApiError, 'code' | 'message' | 'fields'>,
  fieldNames: readonly string[],
  codeFields: Partial<Record<string, string>> = {},
): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    if (fieldNames.includes(field)) errors[field] = message;
  }
  const codeField = codeFields[error.code];
  if (codeField && fieldNames.includes(codeField)) errors[codeField] ??= error.message;
  return Object.keys(errors).length > 0 ? errors : undefined;
}
