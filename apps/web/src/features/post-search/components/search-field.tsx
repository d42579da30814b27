import { LIMITS } from '@bagdar/contracts';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A search box that submits only 2+ characters and says so; `onSearch` gets the trimmed query. */
export function SearchField({
  initial = '',
  onSearch,
  size = 'md',
}: {
  initial?: string;
  onSearch: (q: string) => void;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('search');
  const [value, setValue] = useState(initial);
  const [tooShort, setTooShort] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (q.length < LIMITS.searchMin) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onSearch(q);
  };

  return (
    <form role="search" onSubmit={submit} aria-label={t('label')}>
      <TextInput
        type="search"
        size={size}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (tooShort && event.currentTarget.value.trim().length >= LIMITS.searchMin) setTooShort(false);
        }}
        aria-label={t('label')}
        placeholder={t('placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        error={tooShort ? t('tooShort', { min: LIMITS.searchMin }) : undefined}
        maxLength={100}
        data-testid="search-input"
      />
    </form>
  );
}
