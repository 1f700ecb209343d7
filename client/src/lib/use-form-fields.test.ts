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
});
