import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Timing } from '../../shared/constants';
import { msg } from '../../shared/messages.es';
import { ApiError } from './api-client';
import { formFieldErrors } from './form-errors';
import { toast } from './toast';

export interface SchemaFormOptions<Values> {
  /** Error codes answered without `fields` that belong to one field (email_taken → email). */
  codeFields?: Partial<Record<string, keyof Values & string>>;
  /**
   * How an invalid submit is told: the spec's "El formulario tiene errores" toast, or (`inline`) by the form
   * itself: `invalidSubmit` turns true for a message beside its submit button and the first failing field
   * takes the focus. For forms a toast would cover on a phone (the checkout).
   */
  invalidNotice?: 'toast' | 'inline';
}

/**
 * A Mantine form validated by one of the shared zod schemas (spec section 4, "Forms in general"): errors show
 * only after the first submit attempt, and from then on each field is validated as it changes.
 *
 * Mantine reads `validateInputOnChange` inside memoised callbacks, so it stays on from the start and the
 * errors are hidden until the first submit instead: the same behaviour, without depending on its internals.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: z.ZodType,
  initialValues: Values,
  options: SchemaFormOptions<Values> = {},
) {
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  // The first failing rule speaks: an empty field says it is required, not that it is too short.
  const validate = useMemo(() => zod4Resolver(schema, { errorPriority: 'first' }), [schema]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnChange: true,
    enhanceGetInputProps: () => (submitted ? {} : { error: undefined }),
  });

  /**
   * Every long form (issue 38): a refused submit takes the person to the first failing field on the page,
   * focused, with its message beside it (the schema may report a later field first). A field without an
   * input node of its own (tags, a location) is found by the message it shows once rendered.
   */
  const focusFirstInvalid = (paths: readonly string[]) => {
    const nodes = paths
      .map((path) => form.getInputNode(path))
      .filter((found): found is HTMLElement => found instanceof HTMLElement);
    const first = (list: HTMLElement[]) =>
      list.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
    // The errors render on the next frame: only then is a message without an input in the document.
    const later =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame
        : (run: () => void) => setTimeout(run, 16);
    later(() => {
      const shown = [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"], form [role="alert"]')];
      const node = first([...nodes, ...shown]);
      if (!node) return;
      if (!node.matches('input, textarea, select, button, [tabindex]')) node.tabIndex = -1;
      node.focus({ preventScroll: true });
      node.scrollIntoView({ block: 'center', behavior: 'smooth' });
    });
  };

  /** Puts the server's field errors on the fields; anything else shows above the form. */
  const showServerError = (error: unknown) => {
    if (error instanceof ApiError) {
      const fieldErrors = formFieldErrors(error, Object.keys(initialValues), options.codeFields);
      if (fieldErrors) {
        setSubmitted(true);
        form.setErrors(fieldErrors);
        setServerError(null);
        focusFirstInvalid(Object.keys(fieldErrors));
        return;
      }
      setServerError(error.message);
      return;
    }
    setServerError(msg.api.internal);
  };

  /** The form's onSubmit: validates, toasts "El formulario tiene errores" when invalid, else runs `handler`. */
  const handleSubmit =
    (handler: (values: Values) => Promise<void> | void) => (event?: FormEvent<HTMLFormElement>) => {
      setSubmitted(true);
      setServerError(null);
      form.onSubmit(
        async (values) => {
          setInvalidSubmit(false);
          try {
            await handler(values);
          } catch (error) {
            showServerError(error);
          }
        },
        (errors) => {
          if (options.invalidNotice === 'inline') setInvalidSubmit(true);
          else toast(msg.forms.hasErrors, { color: 'red', timeout: Timing.toastFormErrorMs });
          focusFirstInvalid(Object.keys(errors));
        },
      )(event);
    };

  return {
    form,
    submitted,
    setSubmitted,
    serverError,
    setServerError,
    showServerError,
    handleSubmit,
    /** With `invalidNotice: 'inline'`: the last submit was refused for invalid fields. */
    invalidSubmit,
  };
}
