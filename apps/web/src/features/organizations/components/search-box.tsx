import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** A search box that reports its text 300 ms after typing stops (lists are searched on the server). */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), 300);
  useEffect(() => onSearch(debounced), [debounced, onSearch]);
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      label={label}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      miw={220}
      style={{ flex: 1 }}
    />
  );
}
