import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';

type FieldEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * A form's text fields and their messages, as every shop form behaves: editing a field clears its
 * message; a refused submit shows all of them and puts focus on the first bad field, in `order`.
 */
export function useFormFields<Field extends string>(
  initial: Record<Field, string> | (() => Record<Field, string>),
  order: readonly Field[],
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // A server-rendered form can be typed into before its page hydrates: the browser keeps those
  // values on screen but React's state does not have them, and the next render would wipe them.
  // Once mounted, what the fields hold (non-empty, unlike the state) becomes the state.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<Field, string>> = {};
    for (const field of order) {
      const element = form.elements.namedItem(field);
      const isField = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
      if (isField && element.value !== '') typed[field] = element.value;
    }
    setValues((current) => {
      const changed = order.filter((field) => typed[field] !== undefined && typed[field] !== current[field]);
      return changed.length ? { ...current, ...Object.fromEntries(changed.map((field) => [field, typed[field]])) } : current;
    });
  }, [order]);

  // Sets one field and clears its message. The same function on every render (it reads no
  // render's state), as are the change handlers below: a field whose value and message did not
  // change can then skip rendering while another is typed into (a memoised input, as checkout's).
  const setField = useCallback((field: Field, value: string) => {
    setValues((current) => (current[field] === value ? current : { ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  const [handlers] = useState(() => new Map<Field, (event: FieldEvent) => void>());
  const changeHandler = (field: Field) => {
    let handler = handlers.get(field);
    if (!handler) {
      handler = (event: FieldEvent) => setField(field, event.currentTarget.value);
      handlers.set(field, handler);
    }
    return handler;
  };

  /** What ties an input to its field: name, value, message and change handler. */
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: changeHandler(field),
  });

  // The first bad field is focused once its message is on the page, before that paint: focused in
  // the submit handler, the browser laid the old form out for it and then the form with its
  // messages again (~20 ms of a refused checkout submit on a phone at 4x).
  const [toFocus, setToFocus] = useState<{ field: Field } | null>(null);
  useLayoutEffect(() => {
    if (toFocus) formRef.current?.querySelector<HTMLElement>(`[name="${toFocus.field}"]`)?.focus();
  }, [toFocus]);

  /**
   * Shows what validation `found`; true when it found nothing, else focuses the first bad field.
   * The first bad field's message and the focus on it answer the refused submit in the tap's own
   * frame; the other fields' messages follow in a transition, just after that paint. All at once,
   * a refused checkout rendered nine Mantine inputs and the state list again, and restyled them,
   * before anything changed on screen: a 280 ms tap on a phone at 6x. A field edited before the
   * transition lands keeps its message cleared: React applies the updates in the order made.
   */
  function accept(found: Partial<Record<Field, string>>): boolean {
    const firstBad = order.find((field) => found[field]);
    if (!firstBad) {
      setErrors(found);
      return true;
    }
    setErrors({ [firstBad]: found[firstBad] } as Partial<Record<Field, string>>);
    startTransition(() => setErrors(found));
    setToFocus({ field: firstBad });
    return false;
  }

  return { values, setValues, setField, bind, accept, formRef };
}
