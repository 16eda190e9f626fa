import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useForm } from './use-form.ts';

type Values = { chest: string; unit: string };

const renderForm = () =>
  renderHook(() =>
    useForm<Values, Values>({
      defaultValues: { chest: '', unit: 'inches' },
      resolver: (values) => ({ ok: true, values }),
    }),
  );

const change = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useForm', () => {
  it('takes late starting values while nothing has been touched', () => {
    const { result } = renderForm();
    act(() => result.current.fillUntouched({ chest: '101.5', unit: 'centimeters' }));
    expect(result.current.values).toEqual({ chest: '101.5', unit: 'centimeters' });
  });

  it('never lets late starting values overwrite a change made in the same moment', () => {
    const { result } = renderForm();
    // The saved record's effect runs after the render that still saw an untouched form, with the
    // shopper's keystroke already queued: both updates land in one batch.
    act(() => {
      result.current.register('chest').onChange(change('44'));
      result.current.fillUntouched({ chest: '101.5', unit: 'centimeters' });
    });
    expect(result.current.values).toEqual({ chest: '44', unit: 'inches' });
  });

  it('counts picking the value already shown as touching the form', () => {
    const { result } = renderForm();
    act(() => result.current.register('unit').onChange(change('inches')));
    act(() => result.current.fillUntouched({ chest: '101.5', unit: 'centimeters' }));
    expect(result.current.values).toEqual({ chest: '', unit: 'inches' });
  });

  it('takes late starting values again after a reset', () => {
    const { result } = renderForm();
    act(() => result.current.register('chest').onChange(change('44')));
    act(() => result.current.reset());
    act(() => result.current.fillUntouched({ chest: '101.5', unit: 'centimeters' }));
    expect(result.current.values.chest).toBe('101.5');
  });
});
