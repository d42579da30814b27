import {
  GENDERS,
  INTERESTS,
  LIMITS,
  MEDIA_LIMITS,
  ZProfileBody,
  type TProfileBody,
  type TProfileSettings,
} from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Avatar,
  Button,
  FileButton,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError, useFieldMessage } from '../../../lib/error-messages.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

const FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'organizationName',
  'bio',
  'avatarMediaId',
  'interests',
] as const;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const today = () => new Date().toISOString().slice(0, 10);

function Counter({ value, max }: { value: string | null | undefined; max: number }) {
  const { t } = useTranslation('settings');
  const count = value?.length ?? 0;
  return (
    <Text size="xs" c={count > max ? 'red.8' : 'dimmed'} ta="right" aria-live="polite">
      {t('profile.counter', { count, max })}
    </Text>
  );
}

/**
 * Names, gender (required), date of birth, organisation ≤120 and bio ≤500 with counters, avatar,
 * and the interests chosen at onboarding (recommendations and compatibility use them; the
 * projects' empty "Recommended" tab links here, to `#interests`).
 */
export function ProfileForm({ settings }: { settings: TProfileSettings }) {
  const { t } = useTranslation(['settings', 'validation', 'errors', 'auth']);
  const message = useFieldMessage();
  const save = useUpdateProfile();
  const upload = useUploadAvatar();
  const [avatarUrl, setAvatarUrl] = useState(settings.avatarUrl);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState, control } = useForm<TProfileBody>({
    resolver: zodResolver(ZProfileBody),
    defaultValues: {
      firstName: settings.firstName,
      lastName: settings.lastName,
      ...(settings.gender ? { gender: settings.gender } : {}),
      dateOfBirth: settings.dateOfBirth ?? '',
      organizationName: settings.organizationName ?? '',
      bio: settings.bio ?? '',
      ...(settings.interests.length > 0 ? { interests: settings.interests } : {}),
    },
  });
  const [organizationName, bio] = useWatch({ control, name: ['organizationName', 'bio'] });
  const { errors } = formState;

  const pickAvatar = (file: File | null) => {
    if (!file) return;
    const tooBig = file.size > MEDIA_LIMITS.imageBytes;
    if (!IMAGE_TYPES.includes(file.type) || tooBig) {
      setAvatarError(t('settings:profile.avatarError', { mb: MEDIA_LIMITS.imageBytes / (1024 * 1024) }));
      return;
    }
    setAvatarError(null);
    upload.mutate(file, {
      onSuccess: (media) => {
        setAvatarUrl(media.url);
        setValue('avatarMediaId', media.id, { shouldDirty: true });
      },
      onError: () => setAvatarError(t('settings:profile.avatarError', { mb: MEDIA_LIMITS.imageBytes / (1024 * 1024) })),
    });
  };
  const removeAvatar = () => {
    setAvatarUrl(null);
    setValue('avatarMediaId', null, { shouldDirty: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(values);
      notifySuccess(t('settings:profile.saved'));
    } catch (error) {
      if (applyFieldErrors(error, setError, FIELDS)) return;
      setFormError(translateApiError(t, error, t('settings:profile.saveError')));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('settings:tabs.profile')}>
      <Stack gap="md" maw={640}>
        <FormAlert message={formError} title={t('settings:profile.saveError')} />
        <Group gap="md" wrap="wrap">
          <Avatar src={avatarUrl} size={72} radius={72} alt={t('settings:profile.avatar')}>
            {settings.firstName.charAt(0)}
            {settings.lastName.charAt(0)}
          </Avatar>
          <Group gap="xs">
            <FileButton onChange={pickAvatar} accept={IMAGE_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="sm"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                >
                  {t('settings:profile.avatarUpload')}
                </Button>
              )}
            </FileButton>
            {avatarUrl ? (
              <Button variant="subtle" size="sm" color="red" onClick={removeAvatar}>
                {t('settings:profile.avatarRemove')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <FormAlert message={avatarError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('settings:profile.firstName')}
            required
            autoComplete="given-name"
            error={message(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextInput
            label={t('settings:profile.lastName')}
            required
            autoComplete="family-name"
            error={message(errors.lastName?.message)}
            {...register('lastName')}
          />
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <Select
                label={t('settings:profile.gender')}
                placeholder={t('settings:profile.genderPlaceholder')}
                required
                allowDeselect={false}
                data={GENDERS.map((g) => ({ value: g, label: t(`settings:profile.genders.${g}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={message(errors.gender?.message)}
              />
            )}
          />
          <TextInput
            type="date"
            label={t('settings:profile.dateOfBirth')}
            required
            max={today()}
            autoComplete="bday"
            error={message(errors.dateOfBirth?.message)}
            {...register('dateOfBirth')}
          />
        </SimpleGrid>
        <div>
          <TextInput
            label={t('settings:profile.organization')}
            error={message(errors.organizationName?.message)}
            {...register('organizationName')}
          />
          <Counter value={organizationName} max={LIMITS.profileOrganizationMax} />
        </div>
        <div>
          <Textarea
            label={t('settings:profile.bio')}
            autosize
            minRows={3}
            maxRows={10}
            error={message(errors.bio?.message)}
            {...register('bio')}
          />
          <Counter value={bio} max={LIMITS.bioMax} />
        </div>
        <Controller
          control={control}
          name="interests"
          render={({ field }) => (
            <MultiSelect
              id="interests"
              label={t('settings:profile.interests')}
              description={t('settings:profile.interestsHint', { min: LIMITS.interestsMin, max: LIMITS.interestsMax })}
              searchable
              data={INTERESTS.map((i) => ({ value: i, label: t(`auth:interests.${i}`) }))}
              maxValues={LIMITS.interestsMax}
              value={field.value ?? []}
              // An account that never chose interests (staff) can save the rest without choosing any.
              onChange={(value) =>
                field.onChange(value.length === 0 && settings.interests.length === 0 ? undefined : value)
              }
              onBlur={field.onBlur}
              error={message(errors.interests?.message ?? errors.interests?.root?.message)}
              data-testid="profile-interests"
            />
          )}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings:profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
