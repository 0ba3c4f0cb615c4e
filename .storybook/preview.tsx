import type { Decorator, Preview } from '@storybook/react-vite';
import dayjs from 'dayjs';
import 'dayjs/locale/it.js';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { configure } from 'storybook/test';
import '../packages/ui/src/theme/fonts.ts';
import '../packages/ui/src/theme/global.css.ts';
import { darkTheme } from '../packages/ui/src/theme/darkTheme.css.ts';
import { lightTheme } from '../packages/ui/src/theme/lightTheme.css.ts';

dayjs.locale('it');

/**
 * Play tests wait up to 5 s for what they expect (Testing Library's default is 1 s). `npm test`
 * runs two suites at once on two cores; there, a render and its effects have taken more than a
 * second under load, and a test then failed on a wait, not on what it checks.
 */
configure({ asyncUtilTimeout: 5000 });

const themes = { light: lightTheme, dark: darkTheme } as const;

/**
 * Under the test-runner, axe runs once per story from `.storybook/test-runner.ts` (axe-playwright,
 * failing on any violation); the a11y addon's own automatic run would race it ("Axe is already
 * running"), so there it waits for a manual click. Designers keep the automatic panel.
 */
const underTestRunner = /StorybookTestRunner/.test(globalThis.navigator?.userAgent ?? '');

/**
 * The theme class goes on <html>: vanilla-extract variables exist only under it, and Radix portals
 * render into <body>, so a wrapper element would leave dialogs without colours.
 */
function ThemeRoot({ themeClass, children }: { themeClass: string; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(lightTheme, darkTheme);
    root.classList.add(themeClass);
    root.lang = 'it';
  }, [themeClass]);
  return <I18nProvider locale="it-IT">{children}</I18nProvider>;
}

const withTheme: Decorator = (Story, context) => {
  const themeClass =
    themes[(context.globals.theme as keyof typeof themes) ?? 'light'] ?? lightTheme;
  return (
    <ThemeRoot themeClass={themeClass}>
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Chiaro' },
          { value: 'dark', title: 'Scuro' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', ...(underTestRunner ? { a11y: { manual: true } } : {}) },
  decorators: [withTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;
