import { Paper, Stepper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const FINISH_STAGES = ['saving', 'scoring', 'interpreting'] as const;
export type TFinishStage = (typeof FINISH_STAGES)[number];

/** The loading stages after Finish, each tied to a real step: save, score, load the interpretation. */
export function FinishStages({ stage }: { stage: TFinishStage }) {
  const { t } = useTranslation('tests');
  const active = FINISH_STAGES.indexOf(stage);
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      role="status"
      aria-live="polite"
      data-testid="finish-stages"
      data-stage={stage}
    >
      <Title order={2} size="h3" mb="md">
        {t('finish.title')}
      </Title>
      <Stepper active={active} orientation="vertical" size="sm" allowNextStepsSelect={false}>
        {FINISH_STAGES.map((key, index) => (
          <Stepper.Step key={key} label={t(`finish.${key}`)} loading={index === active} />
        ))}
      </Stepper>
    </Paper>
  );
}
