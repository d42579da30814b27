import { GENDERS, LIMITS, type TAdminCreated, type TGender } from '@bagdar/contracts';
import { Alert, Button, Code, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAdmin } from '../api/create-admin.ts';
import { fieldError, useCodeMessage, useErrorMessage } from './org-messages.ts';

/** Creates an administrator (names, gender, date of birth, e-mail) and shows their activation code once. */
export function AdminCreateDialog({ orgId, opened, onClose }: { orgId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('organizations');
  const create = useCreateAdmin(orgId);
  const codeMessage = useCodeMessage();
  const errorMessage = useErrorMessage();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [gender, setGender] = useState<TGender | null>(null);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<TAdminCreated | null>(null);

  const close = () => {
    create.reset();
    setCreated(null);
    setFirstName('');
    setLastName('');
    setGender(null);
    setDateOfBirth('');
    setEmail('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { firstName, lastName, gender: gender as TGender, dateOfBirth, email },
      { onSuccess: (result) => setCreated(result) },
    );
  };
  const err = (field: string) => fieldError(create.error, field, codeMessage);
  const fields = ['firstName', 'lastName', 'gender', 'dateOfBirth', 'email'];
  const general = create.isError && !fields.some((f) => err(f));

  return (
    <Modal opened={opened} onClose={close} title={t('admin.create')} centered>
      {created ? (
        <Stack gap="md">
          <Alert color="teal">
            {t('admin.created', { name: `${created.member.lastName} ${created.member.firstName}` })}
          </Alert>
          <Text size="sm">{t('admin.codeHint')}</Text>
          <Text>
            {t('fields.username')}: <Code>{created.activation.username}</Code>
          </Text>
          <Text>
            {t('fields.code')}: <Code data-testid="admin-code">{created.activation.code}</Code>
          </Text>
          <Button onClick={close}>{t('done')}</Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {general && (
              <Alert color="red" role="alert">
                {errorMessage(create.error, t('admin.error'))}
              </Alert>
            )}
            <TextInput
              label={t('fields.lastName')}
              required
              maxLength={LIMITS.nameMax + 10}
              value={lastName}
              onChange={(e) => setLastName(e.currentTarget.value)}
              error={err('lastName')}
            />
            <TextInput
              label={t('fields.firstName')}
              required
              maxLength={LIMITS.nameMax + 10}
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
              error={err('firstName')}
            />
            <Select
              label={t('fields.gender')}
              required
              data={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
              value={gender}
              onChange={(v) => setGender(v as TGender | null)}
              error={err('gender')}
            />
            <TextInput
              type="date"
              label={t('fields.dateOfBirth')}
              required
              value={dateOfBirth}
              onChange={(e) => setDateOfBirth(e.currentTarget.value)}
              error={err('dateOfBirth')}
            />
            <TextInput
              type="email"
              label={t('fields.email')}
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={err('email')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('admin.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
