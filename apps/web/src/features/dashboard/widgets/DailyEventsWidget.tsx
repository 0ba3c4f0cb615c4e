/**
 * 'Eventi del calendario' (000 §3 daily_events; 001 §2.7): the events of one day with day
 * navigation, 'Nessun evento da visualizzare' when the day is free, and the new-event button that
 * opens /ORG/calendar with openNew and selectedDay.
 */
import { localDay } from '@portineria/api-client';
import {
  dailyEventsNewEventTarget,
  dashboardItemHref,
  dashboardWidgetHref,
  eventTimeLabel,
  hrefFor,
  type DashboardWidget,
} from '@portineria/domain';
import { DayNavigator, IconButton } from '@portineria/ui';
import dayjs from 'dayjs';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dailyEventsQuery, today } from '../widgetQueries.ts';
import { webMessage } from '../../../messages/startMessages.ts';
import type { DashboardSession } from '../dashboardContext.ts';
import * as styles from '../dashboard.css.ts';
import { ListWidget } from './ListWidget.tsx';

export function DailyEventsWidget({
  widget,
  session,
}: {
  widget: DashboardWidget;
  session: DashboardSession;
}) {
  const navigate = useNavigate();
  const [day, setDay] = useState(today);
  const move = (days: number) => setDay(localDay(dayjs(day).add(days, 'day').toDate()));
  return (
    <ListWidget
      widget={widget}
      query={dailyEventsQuery(day)}
      rows={(items) =>
        items.map((event, index) => ({
          key: `event:${event.id ?? index}`,
          title: event.object,
          meta: eventTimeLabel(event),
          leading: (
            <span className={styles.eventColour} style={{ background: event.color }} aria-hidden />
          ),
          href: dashboardItemHref(event.reference, session.role) ?? undefined,
        }))
      }
      showAllHref={dashboardWidgetHref(widget.id) ?? undefined}
      headerActions={
        <>
          <DayNavigator
            day={day}
            onPrevious={() => move(-1)}
            onNext={() => move(1)}
            onToday={() => setDay(today())}
          />
          <IconButton
            label={webMessage('dashboard.events.new')}
            icon={<CalendarPlus size={18} aria-hidden />}
            onClick={() => {
              const target = dailyEventsNewEventTarget(day);
              navigate(hrefFor('orgCalendar', {}, target.query));
            }}
          />
        </>
      }
    />
  );
}
