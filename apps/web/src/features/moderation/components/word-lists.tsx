import { UI_LANGUAGES, WORD_LISTS, type TUiLanguage, type TWordList } from '@bagdar/contracts';
import { ActionIcon, Alert, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError, translateValidation } from '../../../lib/error-messages.ts';
import { useAddWord, useRemoveWord, useWords } from '../api/word-lists.ts';

/** The word filter's lists per language (platform admins): BLOCK refuses a text, REVIEW holds it for a moderator. */
export function WordLists() {
  const { t } = useTranslation('moderation');
  const words = useWords();
  const add = useAddWord();
  const remove = useRemoveWord();
  const [language, setLanguage] = useState<TUiLanguage>('ru');
  const [list, setList] = useState<TWordList>('BLOCK');
  const [word, setWord] = useState('');

  const submit = () => add.mutate({ language, list, word: word.trim() }, { onSuccess: () => setWord('') });
  const addError =
    add.error instanceof ApiError && add.error.details[0]
      ? translateValidation(t, add.error.details[0].code)
      : add.error instanceof ApiError && add.error.code === 'CONFLICT'
        ? t('words.exists')
        : add.isError
          ? translateApiError(t, add.error, t('errors.action'))
          : undefined;

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('words.hint')}
      </Text>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group grow wrap="wrap">
            <Select
              label={t('words.language')}
              data={UI_LANGUAGES.map((l) => ({ value: l, label: t(`words.languages.${l}`) }))}
              value={language}
              onChange={(v) => v && setLanguage(v as TUiLanguage)}
              allowDeselect={false}
            />
            <Select
              label={t('words.list')}
              data={WORD_LISTS.map((l) => ({ value: l, label: t(`words.lists.${l}`) }))}
              value={list}
              onChange={(v) => v && setList(v as TWordList)}
              allowDeselect={false}
            />
          </Group>
          <TextInput
            label={t('words.word')}
            value={word}
            onChange={(e) => setWord(e.currentTarget.value)}
            error={addError}
          />
          <Group justify="flex-end">
            <Button onClick={submit} disabled={word.trim().length < 2} loading={add.isPending}>
              {t('words.add')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {remove.isError && (
        <Alert color="red" variant="light">
          {translateApiError(t, remove.error, t('errors.action'))}
        </Alert>
      )}
      {UI_LANGUAGES.map((lng) => (
        <Stack key={lng} gap="xs">
          <Title order={3} size="h4">
            {t(`words.languages.${lng}`)}
          </Title>
          {WORD_LISTS.map((l) => (
            <Group key={l} gap={6} wrap="wrap">
              <Text size="sm" fw={600} w="100%">
                {t(`words.lists.${l}`)}
              </Text>
              {(words.data?.items ?? [])
                .filter((w) => w.language === lng && w.list === l)
                .map((w) => (
                  <Badge
                    key={w.id}
                    variant="light"
                    color={l === 'BLOCK' ? 'red' : 'yellow'}
                    rightSection={
                      <ActionIcon
                        size="xs"
                        variant="transparent"
                        color="gray"
                        aria-label={t('words.remove', { word: w.word })}
                        onClick={() => remove.mutate(w.id)}
                      >
                        <IconX size={12} aria-hidden />
                      </ActionIcon>
                    }
                  >
                    {w.word}
                  </Badge>
                ))}
            </Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
