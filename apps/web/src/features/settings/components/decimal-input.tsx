import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/** The form's number for what the input shows: Mantine hands over a string while one is typed ("7.", "7.50"). */
function toNumber(value: string | number): number | null {
  if (typeof value === 'number') return value;
  const parsed = Number(value);
  return value.trim() === '' || Number.isNaN(parsed) ? null : parsed;
}

/** A NumberInput that keeps the text as typed: given back the form's number, "7." would turn into "7" mid-typing. */
export function DecimalInput({
  initial,
  onValue,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & { initial: number | null; onValue: (value: number | null) => void }) {
  const [text, setText] = useState<string | number>(initial ?? '');
  return (
    <NumberInput
      {...props}
      value={text}
      onChange={(value) => {
        setText(value);
        onValue(toNumber(value));
      }}
    />
  );
}
