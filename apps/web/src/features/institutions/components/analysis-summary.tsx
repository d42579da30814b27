import type { TBestRoute, TEnrollmentResult, TInstitutionResult, TRouteChance } from '@bagdar/contracts';
import { Anchor, Badge, Button, Collapse, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/use-localized.ts';
import classes from './analysis-summary.module.css';
import { BandBadge } from './chance-view.tsx';
import { ChanceBar } from './chance-bar.tsx';
import { InstitutionBreakdown } from './institution-breakdown.tsx';
import { useRangeText } from './route-texts.ts';
import { SampleNotice } from './sample-notice.tsx';

export const ROUTE_COLOR: Record<TBestRoute, string> = {
  GRANT: 'teal',
  PAID: 'blue',
  OWN: 'grape',
  NOT_ELIGIBLE: 'red',
  NOT_ESTIMATED: 'gray',
};

/**
 * The results at a glance: one line per chosen institution with its best route, that route's
 * chance range as a bar and its band; each line opens to the majors, reasons, evidence and plan.
 * A phone shows the same lines as cards. `baseline` (the saved result, during a what-if) marks
 * the institutions whose best route changed.
 */
export function AnalysisSummary({
  result,
  baseline,
}: {
  result: TEnrollmentResult;
  baseline: TEnrollmentResult | null;
}) {
  const { t } = useTranslation('institutions');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const before = new Map(baseline?.institutions.map((i) => [i.institutionId, i.bestRoute]) ?? []);
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div>
      <div className={classes.head} aria-hidden>
        <span>{t('summary.institution')}</span>
        <span>{t('summary.bestRoute')}</span>
        <span>{t('chance')}</span>
        <span>{t('summary.band')}</span>
        <span />
      </div>
      <ul className={classes.list} data-testid="analysis-summary">
        {result.institutions.map((institution) => {
          const previous = before.get(institution.institutionId);
          return (
            <SummaryRow
              key={institution.institutionId}
              institution={institution}
              changedFrom={previous !== undefined && previous !== institution.bestRoute ? previous : null}
              expanded={open.has(institution.institutionId)}
              onToggle={() => toggle(institution.institutionId)}
            />
          );
        })}
      </ul>
    </div>
  );
}

function SummaryRow({
  institution,
  changedFrom,
  expanded,
  onToggle,
}: {
  institution: TInstitutionResult;
  changedFrom: TBestRoute | null;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('institutions');
  const text = useLocalized();
  const name = text(institution.name);
  const panelId = `institution-panel-${institution.institutionId}`;
  const chance = institution.bestChance;
  return (
    <li
      className={classes.item}
      data-testid="institution-result"
      data-route={institution.bestRoute}
      data-expanded={expanded || undefined}
    >
      <div className={classes.row}>
        <div className={classes.name}>
          <Anchor
            component={Link}
            to={`/app/institutions/${institution.institutionId}`}
            fw={600}
            size="sm"
            lineClamp={1}
          >
            {name}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {[text(institution.cityName), t(`types.${institution.type}`), t(`financing.${institution.financing}`)]
              .filter(Boolean)
              .join(' · ')}
            {institution.sampleData && ` · ${t('sample.tag')}`}
          </Text>
        </div>
        <div className={classes.route}>
          <Badge color={ROUTE_COLOR[institution.bestRoute]} variant="light" data-testid="best-route">
            {t(`bestRoutes.${institution.bestRoute}`)}
          </Badge>
          {changedFrom !== null && (
            <Text size="xs" c="dimmed" data-testid="route-changed">
              {t('summary.was', { route: t(`bestRoutes.${changedFrom}`) })}
            </Text>
          )}
        </div>
        <div className={classes.chance}>
          <SummaryChance chance={chance} />
        </div>
        <div className={classes.band}>{chance?.status === 'ESTIMATED' && <BandBadge band={chance.band} />}</div>
        <div className={classes.toggle}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={t(expanded ? 'summary.collapse' : 'summary.expand', { name })}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
          >
            {t('summary.details')}
          </Button>
        </div>
      </div>
      <Collapse in={expanded} id={panelId} role="region" aria-label={name}>
        {expanded && (
          <div className={classes.panel}>
            <InstitutionBreakdown result={institution} />
          </div>
        )}
      </Collapse>
    </li>
  );
}

/** The best route's chance in a summary line: the range and its bar, 0 and the points missing, or "not estimated". */
function SummaryChance({ chance }: { chance: TRouteChance | null }) {
  const { t } = useTranslation('institutions');
  const rangeText = useRangeText();
  if (chance === null)
    return (
      <Text size="sm" c="dimmed">
        {t('noMajors')}
      </Text>
    );
  switch (chance.status) {
    case 'ESTIMATED':
      return (
        <>
          <Text size="sm" fw={700} data-testid="best-chance" style={{ whiteSpace: 'nowrap' }}>
            {rangeText(chance.low, chance.high)}
          </Text>
          <ChanceBar low={chance.low} high={chance.high} point={chance.point} band={chance.band} />
        </>
      );
    case 'BLOCKED':
      return (
        <Text size="sm" data-testid="best-chance">
          <Text span fw={700} c="red.7">
            {t('percent', { value: 0 })}
          </Text>{' '}
          <Text span size="xs" c="dimmed">
            {t('summary.short', { n: chance.rule.missing })}
          </Text>
        </Text>
      );
    case 'NOT_ESTIMATED':
      return (
        <Text size="sm" c="dimmed" data-testid="best-chance">
          {t('notEstimatedShort')}
        </Text>
      );
  }
}

/** Said above the summary when any figure in it is sample data. */
export function SummarySampleNotice() {
  const { t } = useTranslation('institutions');
  return <SampleNotice variant="inline" text={t('sample.results')} />;
}
