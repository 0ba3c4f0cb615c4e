/**
 * 'Eventi del calendario' (000 §3 daily_events; 001 §2.7): the events of one day with day
 * navigation, 'Nessun evento da visualizzare' when the day is free, and the new-event button that
 * opens /ORG/calendar with openNew and selectedDay.
 */
import {
  dailyEventsNewEventTarget,
  dashboardItemHref,
  dashboardWidgetHref,
  eventTimeLabel,
  hrefFor,
  navigateDailyEventsDay,
  type DashboardWidget,
  type DayNavigation,
} from '@portineria/domain';
import { DayNavigator, IconButton } from '@portineria/ui';
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
  // 001 §2.7 "day navigation": one day back, one forward, or back to today.
  const move = (step: DayNavigation) => setDay(navigateDailyEventsDay(day, step, new Date()));
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
            onPrevious={() => move('previous')}
            onNext={() => move('next')}
            onToday={() => move('today')}
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
