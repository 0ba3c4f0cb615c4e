import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';

/** The designers' review tool for @portineria/ui (Storybook 10, react-vite). */
// PORTINERIA_STORIES=packages/ui/src/Chip limits a build to one folder while a component is built.
const only = process.env.PORTINERIA_STORIES?.replace(/\/$/, '');
const stories = only
  ? [`../${only}/**/*.stories.tsx`]
  : ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'];

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Radix ships "use client" directives that mean nothing in a static build.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    };
    return viteConfig;
  },
};
export default config;
