/**
 * The page the calendar render bench loads (built by Vite in production mode): it mounts the month
 * view with 1,000 events and the week view with 300 events, several times each, and records for
 * each mount the time from `render` to the end of React's commit and to the first frame painted
 * after it (styles and layout included), between two performance marks. `run.mjs` reads
 * `window.benchResults`, and the marks in the browser's trace.
 */
import '../src/theme/fonts.ts';
import '../src/theme/global.css.ts';
import dayjs from 'dayjs';
import 'dayjs/locale/it.js';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { MonthView } from '../src/MonthView/MonthView.tsx';
import { TimeGrid } from '../src/TimeGrid/TimeGrid.tsx';
import { lightTheme } from '../src/theme/lightTheme.css.ts';
import {
  STORY_DAY,
  STORY_NOW,
  STORY_PROFILE_ID,
  generateEvents,
  storyColleagues,
} from '../src/private/calendarStoryData.ts';

dayjs.locale('it');
document.documentElement.classList.add(lightTheme);

interface Sample {
  commit: number;
  painted: number;
}

const RUNS = 12;
const stage = document.getElementById('stage')!;
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function measure(name: string, render: (seed: number) => ReactElement): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const root = createRoot(stage);
    // Each run gets new event objects (another seed), as a refetch would.
    const element = render(run + 1);
    await nextFrame();
    // The marks let run.mjs find each mount in the browser's trace and sum its CPU time.
    const start = performance.mark(`${name}-${run}-start`).startTime;
    flushSync(() => root.render(element));
    const commit = performance.now() - start;
    await nextFrame();
    const painted = performance.mark(`${name}-${run}-end`).startTime - start;
    samples.push({ commit, painted });
    root.unmount();
    await nextFrame();
  }
  return samples;
}

const month = await measure('month', (seed) => (
  <MonthView
    date={STORY_DAY}
    now={STORY_NOW}
    events={generateEvents(1000, '2025-03-01', 31, seed)}
    colleagues={storyColleagues}
    onDayOpen={() => undefined}
    onEventOpen={() => undefined}
    onSelectSlot={() => undefined}
  />
));
const week = await measure('week', (seed) => (
  <TimeGrid
    view="week"
    date={STORY_DAY}
    now={STORY_NOW}
    events={generateEvents(300, '2025-03-10', 7, seed)}
    colleagues={storyColleagues}
    currentProfileId={STORY_PROFILE_ID}
    onEventOpen={() => undefined}
    onSelectSlot={() => undefined}
    onEventMove={() => undefined}
    onEventResize={() => undefined}
  />
));

(window as unknown as { benchResults: unknown }).benchResults = { month, week };
