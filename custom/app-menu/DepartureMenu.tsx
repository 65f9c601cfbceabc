import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSES, type TravelMenu } from '../../domain/app/travel-menu';
import { DetailSection, formatDate } from '../../src/console';
import { DishRow } from './DishRow';
import { useOrderDish } from './useOrderDish';

type DepartureMenuProps = { departure: NonNullable<TravelMenu['departure']>; days: TravelMenu['days'] };

/** A departure's menu: the journey and its bus, a tab per day (DD.MM.YYYY), the day's dishes by course. */
export function DepartureMenu({ departure, days }: DepartureMenuProps) {
  const { t } = useTranslation();
  const ordering = useOrderDish();
  const [tab, setTab] = useState(0);
  const index = Math.min(tab, days.length - 1);
  const shown = days[index];
  return (
    <Stack spacing={2}>
      <Typography>
        {t('app.menu.journey', {
          title: departure.title,
          from: formatDate(departure.journey_start),
          till: formatDate(departure.journey_end),
        })}
        {departure.bus_name ? ` · ${t('app.menu.bus', { bus: departure.bus_name })}` : ''}
      </Typography>
      {!shown && <Typography>{t('app.menu.empty')}</Typography>}
      {shown && (
        <Tabs value={index} onChange={(_event, chosen: number) => setTab(chosen)} variant="scrollable">
          {days.map(({ day, date }) => (
            <Tab key={day} label={t('app.menu.day', { day, date: formatDate(date) })} />
          ))}
        </Tabs>
      )}
      {shown &&
        COURSES.map((course) => {
          const items = shown.items.filter((item) => item.course === course);
          if (items.length === 0) return null;
          return (
            <DetailSection key={course} title={t(`app.entities.consumption.enums.course.${course}`)}>
              {items.map((item, position) => (
                <DishRow
                  key={`${position}:${item.name}`}
                  item={item}
                  sending={ordering.isSending(shown.day, item.name)}
                  onOrder={
                    ordering.mayOrder
                      ? (quantity) => ordering.order({ day: shown.day, name: item.name, quantity })
                      : undefined
                  }
                />
              ))}
            </DetailSection>
          );
        })}
    </Stack>
  );
}
