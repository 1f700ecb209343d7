import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormFields } from './use-form-fields';

const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>;

describe('a form’s fields', () => {
  it('keeps each field’s change handler across renders, so a field not typed in need not render again', () => {
    const { result } = renderHook(() => useFormFields({ name: '', city: '' }, ['name', 'city']));
    const before = { name: result.current.bind('name'), city: result.current.bind('city') };

    act(() => before.name.onChange(typed('Anita')));

    const after = { name: result.current.bind('name'), city: result.current.bind('city') };
    expect(after.name.value).toBe('Anita');
    expect(after.name.onChange).toBe(before.name.onChange);
    // The field not typed in: every prop as it was.
    expect(after.city).toEqual(before.city);
    expect(after.city.onChange).toBe(before.city.onChange);
  });

  it('clears a field’s message when it is edited, and only that one', () => {
    const { result } = renderHook(() => useFormFields({ name: '', city: '' }, ['name', 'city']));
    act(() => {
      result.current.accept({ name: 'Enter your name', city: 'Enter your city' });
    });
    act(() => result.current.bind('city').onChange(typed('Chennai')));
    expect(result.current.bind('city').error).toBeUndefined();
    expect(result.current.bind('name').error).toBe('Enter your name');

    act(() => result.current.setField('name', 'Anita'));
    expect(result.current.values).toEqual({ name: 'Anita', city: 'Chennai' });
    expect(result.current.bind('name').error).toBeUndefined();
  });

  it('answers a refused submit with the first bad field’s message, then the others in the render after', () => {
    const seen: Array<Record<string, string | undefined>> = [];
    const { result } = renderHook(() => {
      const form = useFormFields({ name: '', city: '', pin: '' }, ['name', 'city', 'pin']);
      seen.push({ name: form.bind('name').error, city: form.bind('city').error, pin: form.bind('pin').error });
      return form;
    });
    seen.length = 0;
    let accepted = true;
    act(() => {
      accepted = result.current.accept({ city: 'Enter your city', pin: 'Enter a 6-digit PIN code' });
    });
    expect(accepted).toBe(false);
    // The tap's own frame: the first bad field's message only (and the focus on it).
    expect(seen[0]).toEqual({ name: undefined, city: 'Enter your city', pin: undefined });
    expect(seen.at(-1)).toEqual({ name: undefined, city: 'Enter your city', pin: 'Enter a 6-digit PIN code' });
  });

  it('keeps a message cleared when its field is edited before the other messages arrive', () => {
    const { result } = renderHook(() => useFormFields({ name: '', city: '' }, ['name', 'city']));
    act(() => {
      result.current.accept({ name: 'Enter your name', city: 'Enter your city' });
      result.current.setField('city', 'Chennai');
    });
    expect(result.current.bind('name').error).toBe('Enter your name');
    expect(result.current.bind('city').error).toBeUndefined();
  });

  it('accepts a form with nothing found and shows no message', () => {
    const { result } = renderHook(() => useFormFields({ name: 'Anita' }, ['name']));
    let accepted = false;
    act(() => {
      accepted = result.current.accept({});
    });
    expect(accepted).toBe(true);
    expect(result.current.bind('name').error).toBeUndefined();
  });
});
